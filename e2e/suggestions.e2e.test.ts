import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { countDialogs, HOSTILE, injectedElements } from "./support/xss";

type Suggestion = {
  id: string;
  title: string;
  status: string;
  vote_count: number;
  has_voted: boolean;
  open_votes: number;
  status_note: string | null;
};

/** The bell in the header; its name says how many are unread. */
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notificações/ });

async function unreadInBell(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute("aria-label")) ?? "";
  const match = /\((\d+) notificaç/.exec(name);
  return match ? Number(match[1]) : 0;
}

describe.runIf(inject("hasBrowser"))("[SUGESTÕES] votos, status e notificações", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let adminPage: Page;
  let memberContext: BrowserContext;
  let member: Page;
  let suggestion: Suggestion;
  const stamp = Date.now().toString(36);
  const title = `Leilão beneficente de moedas ${stamp}`;

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    adminPage = await staff.newPage();
    await signIn(adminPage, admin().email, admin().password);
    suggestion = await apiCall<Suggestion>(staff, "POST", "/api/suggestions", {
      title,
      description:
        "Um leilão por ano, com a renda para o museu numismático da cidade.\nPeças doadas pelos membros.",
      category: "eventos",
    });
    memberContext = await newContext(browser);
    member = (await signUpAndConfirm(memberContext)).page;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[SUGESTÕES] membro vota numa sugestão pela lista; o admin a marca como 'Planejada' com nota; o membro recebe a notificação e a abre", async () => {
    // The member finds it on the board by searching and votes from the card.
    await member.goto("/sugestoes");
    await member.getByRole("heading", { level: 1, name: "Sugestões" }).waitFor();
    await member.getByText("Seus votos abertos: 0 de 10").waitFor();
    await member.getByLabel("Buscar sugestões").fill(stamp);
    await member.waitForURL((url) => url.searchParams.get("busca") === stamp);
    const card = member
      .getByRole("list", { name: "Lista de sugestões" })
      .getByRole("article", { name: title });
    await card.waitFor();
    const voteButton = card.getByRole("button", { name: `0 votos, votar em “${title}”` });
    expect(await voteButton.getAttribute("aria-pressed")).toBe("false");
    await voteButton.click();
    const voted = card.getByRole("button", { name: `1 voto, votar em “${title}”` });
    await expect.poll(() => voted.getAttribute("aria-pressed")).toBe("true");
    await member.getByText("Seus votos abertos: 1 de 10").waitFor();
    await expectNoA11yViolations(member, "quadro de sugestões com o voto dado");
    const afterVote = await apiCall<Suggestion>(memberContext, "GET", `/api/suggestions/${suggestion.id}`);
    expect(afterVote).toMatchObject({ vote_count: 1, has_voted: true, open_votes: 1 });

    await member.goto("/");
    await member.getByRole("button", { name: "Menu do usuário" }).waitFor();
    const before = await unreadInBell(member);

    // The admin opens it and marks it 'Planejada' with a note.
    await adminPage.goto(`/sugestoes/${suggestion.id}`);
    await adminPage.getByRole("heading", { level: 1, name: title }).waitFor();
    await adminPage.getByRole("button", { name: "Alterar status" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Alterar status da sugestão" });
    await dialog.getByLabel("Novo status").selectOption("planejada");
    const note = "Vamos organizar o primeiro leilão em junho, na sede da Guilda.";
    await dialog.getByLabel("Nota para quem votou (opcional)").fill(note);
    await expectNoA11yViolations(adminPage, "diálogo de status da sugestão");
    await dialog.getByRole("button", { name: "Salvar status" }).click();
    await dialog.waitFor({ state: "detached" });
    const article = adminPage.getByRole("article", { name: title });
    await article.getByText("Nota da equipe").waitFor();
    await article.getByText(note).waitFor();
    await adminPage
      .getByRole("region", { name: "Histórico de status" })
      .getByText("Nova → Planejada")
      .waitFor();
    await expectNoA11yViolations(adminPage, "sugestão planejada (admin)");

    // The member's bell rises live; the notification leads to the suggestion.
    await expect.poll(() => unreadInBell(member)).toBe(before + 1);
    await bell(member).click();
    const item = member
      .getByRole("menu")
      .getByRole("menuitem", { name: new RegExp(`A sugestão “${title}” agora está: Planejada`) });
    await item.waitFor();
    await item.click();
    await member.waitForURL((url) => url.pathname === `/sugestoes/${suggestion.id}`);
    const page = member.getByRole("article", { name: title });
    await page.getByText("Planejada", { exact: true }).first().waitFor();
    await page.getByText(note).waitFor();
    await page.getByRole("button", { name: /^Votei\W+1 voto em “.+”$/, pressed: true }).waitFor();
    await expect.poll(() => unreadInBell(member)).toBe(before);
    await expectNoA11yViolations(member, "sugestão aberta pela notificação");
  });

  it("[SUGESTÕES] membro publica uma sugestão com texto hostil: aparece como texto; comenta; edita enquanto 'Nova'", async () => {
    const dialogs = countDialogs(member);
    await member.goto("/sugestoes");
    await member.getByRole("button", { name: "Nova sugestão" }).first().click();
    const form = member.getByRole("dialog", { name: "Nova sugestão" });
    // The shared schema refuses a short title before anything is sent.
    await form.getByLabel("Título").fill("Oi");
    await form.getByRole("button", { name: "Publicar sugestão" }).click();
    await form.getByText("O título precisa ter pelo menos 5 caracteres.").waitFor();
    const hostileTitle = `Selos ${HOSTILE.script} ${stamp}`;
    await form.getByLabel("Título").fill(hostileTitle);
    await form.getByLabel("Descrição").fill(`${HOSTILE.img}\n${HOSTILE.markdownJsLink}\n${HOSTILE.svg}`);
    await form.getByLabel("Categoria").selectOption("comunidade");
    await expectNoA11yViolations(member, "formulário de nova sugestão");
    await form.getByRole("button", { name: "Publicar sugestão" }).click();
    await member.waitForURL((url) => /^\/sugestoes\/[0-9a-f-]{36}$/.test(url.pathname));
    const article = member.getByRole("article", { name: hostileTitle });
    await article.getByRole("heading", { level: 1, name: hostileTitle }).waitFor();
    await article.getByText(HOSTILE.img, { exact: false }).waitFor();

    await member.getByLabel("Escreva um comentário").fill(HOSTILE.img);
    await member.getByRole("button", { name: "Comentar" }).click();
    // The box empties once the comment is saved (the list may show it a moment before).
    await expect.poll(() => member.getByLabel("Escreva um comentário").inputValue()).toBe("");
    await member.getByRole("region", { name: "Comentários" }).getByText(HOSTILE.img).waitFor();
    expect(await injectedElements(member)).toEqual([]);
    expect(dialogs()).toBe(0);

    // The author edits it while it is 'Nova'.
    await article.getByRole("button", { name: "Editar" }).click();
    const edit = member.getByRole("dialog", { name: "Editar sugestão" });
    const newTitle = `Clube de selos do Império ${stamp}`;
    await edit.getByLabel("Título").fill(newTitle);
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await member.getByRole("heading", { level: 1, name: newTitle }).waitFor();
    // Members do not see staff actions.
    expect(await member.getByRole("button", { name: "Alterar status" }).count()).toBe(0);
    expect(await member.getByRole("button", { name: "Excluir", exact: true }).count()).toBe(0);
    await expectNoA11yViolations(member, "sugestão do próprio membro");
  });
});
