import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, baseURL, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";

type Counts = { going: number; maybe: number; not_going: number; waitlist: number };
type EventDetail = {
  event_id: string;
  occurrence_at: string;
  title: string;
  capacity: number | null;
  counts: Counts;
  my_status: string | null;
  waitlist_position: number | null;
};
type Feed = { url: string; webcal_url: string };

/** 'yyyy-MM-ddTHH:mm' of a day some days ahead, at a wall-clock hour (the editor's datetime-local value). */
function localInput(daysAhead: number, hour: number): string {
  const day = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T${pad(hour)}:00`;
}

/** The lines of an iCalendar text, long lines unfolded (RFC 5545 §3.1). */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, "").split(/\r\n/);

const rsvpButton = (page: Page, label: string) =>
  page
    .getByRole("group", { name: "Você vai?" })
    .getByRole("button", { name: new RegExp(`^${label} \\(\\d+\\)$`) });

describe.runIf(inject("hasBrowser"))("[EVENTOS] calendário, evento, presença e .ics", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let adminPage: Page;
  let memberContext: BrowserContext;
  let member: Page;
  let otherContext: BrowserContext;
  let other: Page;
  let eventId: string;
  const stamp = Date.now().toString(36);
  const title = `Encontro de numismatas ${stamp}`;
  const startsAt = localInput(9, 19);
  const endsAt = localInput(9, 21);

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    adminPage = await staff.newPage();
    await signIn(adminPage, admin().email, admin().password);
    memberContext = await newContext(browser);
    member = (await signUpAndConfirm(memberContext)).page;
    otherContext = await newContext(browser, { width: 375, height: 800 });
    other = (await signUpAndConfirm(otherContext)).page;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[EVENTOS] o admin cria um evento com vagas pelo editor; o evento aparece no calendário e no espaço", async () => {
    await adminPage.goto("/calendario");
    await adminPage.getByRole("heading", { level: 1, name: "Calendário" }).waitFor();
    await adminPage.getByRole("link", { name: "Novo evento" }).click();
    await adminPage.getByRole("heading", { level: 1, name: "Novo evento" }).waitFor();
    await expectNoA11yViolations(adminPage, "editor de evento (novo)");

    // The form refuses an end before the start, in Portuguese, next to the field.
    await adminPage.getByLabel("Título").fill(title);
    await adminPage.getByLabel("Espaço de eventos").selectOption({ label: "Lives e encontros" });
    await adminPage.getByLabel("Início", { exact: true }).fill(startsAt);
    await adminPage.getByLabel("Término").fill(localInput(9, 18));
    await adminPage.getByRole("button", { name: "Criar evento" }).click();
    await adminPage.getByText("O término precisa ser depois do início.").waitFor();

    await adminPage.getByLabel("Término").fill(endsAt);
    await adminPage.getByLabel("Fuso horário").selectOption("America/Sao_Paulo");
    await adminPage.getByLabel("Local").fill("Museu Histórico Nacional, Rio de Janeiro");
    await adminPage.getByLabel("Vagas").fill("1");
    await adminPage
      .getByRole("textbox", { name: "Descrição" })
      .fill("Troca de moedas e **palestra** sobre cédulas do Império.");
    await adminPage.getByRole("button", { name: "Criar evento" }).click();
    await adminPage.getByRole("heading", { level: 1, name: title }).waitFor();
    eventId = /\/calendario\/eventos\/([0-9a-f-]{36})/.exec(adminPage.url())![1]!;
    await adminPage.getByText("palestra", { exact: true }).waitFor();
    const created = await apiCall<EventDetail>(staff, "GET", `/api/events/${eventId}`);
    expect(created).toMatchObject({ title, capacity: 1, counts: { going: 0, waitlist: 0 } });

    // The space of type 'eventos' lists it.
    await adminPage.goto("/espaco/lives-e-encontros");
    await adminPage.getByRole("heading", { name: "Próximos eventos" }).waitFor();
    await adminPage.getByRole("link", { name: title }).waitFor();
    await expectNoA11yViolations(adminPage, "espaço de eventos");
  });

  it("[EVENTOS] o membro acha o evento no calendário, responde 'Vou' (as contagens mudam) e baixa o .ics", async () => {
    // The list view keeps its choice in the URL.
    await member.goto("/calendario");
    await member.getByRole("link", { name: "Lista" }).click();
    await member.waitForURL((url) => url.searchParams.get("visao") === "lista");
    await member.getByRole("heading", { level: 2, name: "Próximos" }).waitFor();
    await member.getByRole("link", { name: title }).waitFor();
    await expectNoA11yViolations(member, "calendário em lista");

    // The month view of the event's month shows it in its day; today is marked.
    await member.goto(`/calendario?mes=${startsAt.slice(0, 7)}`);
    await member.getByRole("table").waitFor();
    await member
      .getByRole("table")
      .getByRole("link", { name: new RegExp(title) })
      .waitFor();
    await expectNoA11yViolations(member, "calendário do mês");

    await member
      .getByRole("table")
      .getByRole("link", { name: new RegExp(title) })
      .click();
    await member.getByRole("heading", { level: 1, name: title }).waitFor();
    await rsvpButton(member, "Vou").waitFor();
    expect(
      await member.getByRole("button", { name: "Vou (0)", exact: true }).getAttribute("aria-pressed"),
    ).toBe("false");
    await member.getByRole("button", { name: "Vou (0)", exact: true }).click();
    const going = member.getByRole("button", { name: "Vou (1)", exact: true });
    await expect.poll(() => going.getAttribute("aria-pressed")).toBe("true");
    await member.getByText("Sua resposta: Vou.").waitFor();
    // The attendee list names them.
    await member
      .getByRole("list", { name: "Participantes: Vou" })
      .getByRole("link", { name: "Luana Ribeiro" })
      .waitFor();
    await expectNoA11yViolations(member, "página do evento com presença confirmada");
    const answered = await apiCall<EventDetail>(memberContext, "GET", `/api/events/${eventId}`);
    expect(answered).toMatchObject({ my_status: "going", counts: { going: 1 } });

    // 'Adicionar ao calendário (.ics)' downloads a calendar with the event in its zone.
    const [download] = await Promise.all([
      member.waitForEvent("download"),
      member.getByRole("link", { name: "Adicionar ao calendário (.ics)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const lines = icsLines(readFileSync((await download.path())!, "utf8"));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("TZID:America/Sao_Paulo");
    expect(lines.some((line) => line.startsWith("SUMMARY") && line.endsWith(title))).toBe(true);
    const wallClock = startsAt.replace(/[-:]/g, "") + "00";
    expect(lines).toContain(`DTSTART;TZID=America/Sao_Paulo:${wallClock}`);
    expect(
      lines.some((line) => line.startsWith("URL") && line.includes(`/calendario/eventos/${eventId}`)),
    ).toBe(true);
  });

  it("[EVENTOS] com a vaga tomada, outro membro entra na lista de espera e é promovido quando a vaga abre", async () => {
    await other.goto(`/calendario/eventos/${eventId}`);
    await other.getByRole("heading", { level: 1, name: title }).waitFor();
    await other
      .getByText("Todas as vagas estão preenchidas. Quem responder ‘Vou’ entra na lista de espera.")
      .waitFor();
    await other.getByRole("button", { name: "Vou (1)", exact: true }).click();
    await other.getByText("Sua resposta: Lista de espera.").waitFor();
    await other.getByText(/Você está na lista de espera, na posição 1\./).waitFor();
    // Waiting is not going: no 'Vou' shown pressed, the first button says the list instead.
    const waiting = other.getByRole("button", { name: "Na lista de espera (1)", exact: true });
    expect(await waiting.getAttribute("aria-pressed")).toBe("true");
    expect(await other.getByRole("button", { name: /^Vou \(\d+\)$/ }).count()).toBe(0);
    expect(
      await other.getByRole("group", { name: "Você vai?" }).locator('[aria-pressed="true"]').count(),
    ).toBe(1);
    await expectNoA11yViolations(other, "página do evento na lista de espera (375 px)");

    // The first member gives up their place: the waiting member goes in.
    await member.getByRole("button", { name: /^Não vou \(\d+\)$/ }).click();
    await member.getByText("Sua resposta: Não vou.").waitFor();
    await expect
      .poll(async () => (await apiCall<EventDetail>(otherContext, "GET", `/api/events/${eventId}`)).my_status)
      .toBe("going");
    await other.reload();
    await other.getByText("Sua resposta: Vou.").waitFor();
  });

  it("[EVENTOS] o link de assinatura funciona sem sessão e 'Gerar novo link' invalida o anterior", async () => {
    await member.goto("/calendario");
    await member.getByRole("button", { name: "Mostrar meu link de assinatura" }).click();
    const field = member.getByLabel("Seu link de assinatura");
    await field.waitFor();
    const url = await field.inputValue();
    expect(url.startsWith(baseURL())).toBe(true);
    await member.getByRole("heading", { name: "Google Agenda" }).waitFor();
    await expectNoA11yViolations(member, "calendário com o link de assinatura");

    // A calendar app fetches it without any session.
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("content-type")).toContain("text/calendar");
    expect(await anonymous.text()).toContain(title);

    await member.getByRole("button", { name: "Gerar novo link" }).click();
    const dialog = member.getByRole("alertdialog", { name: "Gerar um novo link de assinatura?" });
    await dialog.getByRole("button", { name: "Gerar novo link" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => field.inputValue()).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);
    const feed = await apiCall<Feed>(memberContext, "GET", "/api/calendar/feed");
    expect(feed.url).toBe(await field.inputValue());
    expect((await fetch(feed.url)).status).toBe(200);
  });

  it("[EVENTOS] o admin cancela o evento com confirmação; a página mostra 'Cancelado' e fecha as respostas", async () => {
    // Two places, both taken, before the event is cancelled.
    const occurrence = (await apiCall<EventDetail>(staff, "GET", `/api/events/${eventId}`)).occurrence_at;
    await apiCall(staff, "PATCH", `/api/events/${eventId}`, { capacity: 2 });
    await apiCall(memberContext, "PUT", `/api/events/${eventId}/rsvp`, {
      occurrence_at: occurrence,
      status: "going",
    });
    await adminPage.goto(`/calendario/eventos/${eventId}`);
    await adminPage.getByRole("heading", { level: 1, name: title }).waitFor();
    await adminPage.getByRole("button", { name: "Cancelar evento" }).click();
    const dialog = adminPage.getByRole("alertdialog", { name: `Cancelar “${title}”?` });
    await expectNoA11yViolations(adminPage, "confirmação de cancelamento");
    await dialog.getByRole("button", { name: "Cancelar evento" }).click();
    await dialog.waitFor({ state: "detached" });
    await adminPage
      .getByText("Este evento foi cancelado. As confirmações foram encerradas.")
      .first()
      .waitFor();
    expect(await rsvpButton(adminPage, "Vou").isDisabled()).toBe(true);
    // Nothing to add to a calendar: no .ics link, and the file itself answers 410.
    expect(await adminPage.getByRole("link", { name: "Adicionar ao calendário (.ics)" }).count()).toBe(0);
    const ics = await adminPage.request.get(`/api/events/${eventId}/ics`);
    expect(ics.status()).toBe(410);

    // The editor opens with the saved values.
    await adminPage.getByRole("link", { name: "Editar" }).click();
    await adminPage.getByRole("heading", { level: 1, name: "Editar evento" }).waitFor();
    expect(await adminPage.getByLabel("Título").inputValue()).toBe(title);
    expect(await adminPage.getByLabel("Início", { exact: true }).inputValue()).toBe(startsAt);
    const places = adminPage.getByLabel("Vagas");
    expect(await places.inputValue()).toBe("2");
    await adminPage
      .getByText("Diminuir as vagas não tira ninguém: quem já vai continua indo.", { exact: false })
      .waitFor();
    // Fewer places than those going: the editor says what will happen before anything is saved.
    await places.fill("1");
    await adminPage
      .getByText(
        "2 pessoas já vão nesta data, mais que 1 vaga: todas continuam indo. Novas respostas ‘Vou’ entram na lista de espera, e a fila só anda quando o número de pessoas indo ficar abaixo de 1.",
      )
      .waitFor();
    await expectNoA11yViolations(adminPage, "editor de evento (edição)");
  });
});
