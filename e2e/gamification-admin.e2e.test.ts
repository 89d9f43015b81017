import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { admin, baseURL, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";

type Settings = {
  reasons: Record<string, { points: number; daily_cap: number | null }>;
  like_pair_daily_limit: number;
  level_thresholds: [number, number, number, number];
};

/** Same-origin JSON, as the app sends it (every write has a JSON body). */
async function call<T>(request: APIRequestContext, method: string, urlPath: string, data?: unknown) {
  const body = method === "GET" ? undefined : (data ?? {});
  const response = await request.fetch(baseURL() + urlPath, {
    method,
    headers: { origin: baseURL(), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

async function ok<T>(request: APIRequestContext, method: string, urlPath: string, data?: unknown) {
  const { status, body } = await call<T>(request, method, urlPath, data);
  if (status >= 300) throw new Error(`${method} ${urlPath}: ${status} ${JSON.stringify(body)}`);
  return body;
}

const myPoints = async (context: BrowserContext) =>
  (await ok<{ points: number }>(context.request, "GET", "/api/gamification/me")).points;

const MISSION = "Três publicações";
/** A threshold for Jedi no other journey uses, so /niveis can only show it after the save. */
const JEDI = 120;
const COMMENT_POINTS = 7;

describe.runIf(inject("hasBrowser"))("[GAMIFICAÇÃO-ADMIN] regras de pontuação, níveis e missões", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;
  let memberContext: BrowserContext;
  let member: Page;
  let original: Settings;

  /** The points a level needs, in its box ('2º nível' is Jedi's by default). */
  const threshold = (position: number) =>
    page.getByRole("group", { name: `${position}º nível` }).getByLabel("Pontos necessários");

  const missionRow = () =>
    page
      .getByRole("list", { name: "Missões da comunidade" })
      .getByRole("listitem")
      .filter({ hasText: MISSION });

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    page = await staff.newPage();
    await signIn(page, admin().email, admin().password);
    original = await ok<Settings>(staff.request, "GET", "/api/admin/gamification");
    memberContext = await newContext(browser);
    member = (await signUpAndConfirm(memberContext)).page;
  });

  afterAll(async () => {
    // The other journeys run on the same server: the rules go back to what they were.
    if (staff && original) {
      const { reasons, like_pair_daily_limit, level_thresholds } = original;
      await ok(staff.request, "PUT", "/api/admin/gamification", {
        reasons,
        like_pair_daily_limit,
        level_thresholds,
      });
      const { items } = await ok<{ items: { id: string; title: string }[] }>(
        staff.request,
        "GET",
        "/api/admin/missions",
      );
      for (const mission of items.filter((m) => m.title === MISSION))
        await ok(staff.request, "DELETE", `/api/admin/missions/${mission.id}`);
    }
    await memberContext?.close();
    await staff?.close();
    await browser?.close();
  });

  it("[GAMIFICAÇÃO-ADMIN] admin chega pela dashboard e pela barra lateral; a página não tem violações sérias", async () => {
    await page.goto("/admin");
    await page
      .getByRole("region", { name: "Áreas de administração" })
      .getByRole("link", { name: /^Gamificação / })
      .click();
    await page.waitForURL((url) => url.pathname === "/admin/gamificacao");
    await page.getByRole("heading", { level: 1, name: "Gamificação" }).waitFor();
    await page.getByRole("group", { name: "Comentário em publicação" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Missões" }).waitFor();
    // Missions pay their own points: no row for that reason.
    expect(await page.getByRole("group", { name: "Missão concluída" }).count()).toBe(0);
    await expectNoA11yViolations(page, "/admin/gamificacao");

    await page.goto("/");
    const toggle = page.getByRole("button", {
      name: /^(Admin: ativar o modo de administração|Sair do modo admin)$/,
    });
    await toggle.waitFor();
    if ((await toggle.getAttribute("aria-label")) !== "Sair do modo admin") await toggle.click();
    await page.getByText("Administração", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Gamificação", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/gamificacao");
    await page.getByRole("heading", { level: 1, name: "Gamificação" }).waitFor();
    // Admin mode stays in this browser: off again for the next journeys.
    await page.getByRole("button", { name: "Sair do modo admin" }).click();
    await page.getByText("Administração", { exact: true }).waitFor({ state: "hidden" });
  });

  it("[GAMIFICAÇÃO-ADMIN] admin muda os pontos do comentário e o limite do Jedi; o membro vê o novo número em /niveis e ganha o novo valor ao comentar", async () => {
    await page.goto("/admin/gamificacao");
    const comment = page.getByRole("group", { name: "Comentário em publicação" });
    await comment.getByLabel("Pontos", { exact: true }).fill(String(COMMENT_POINTS));

    // Thresholds must grow: the rule is shown on the value that breaks it, nothing is sent.
    const master = threshold(3);
    let puts = 0;
    const countPut = (r: { method(): string; url(): string }) => {
      if (r.method() === "PUT" && r.url().endsWith("/api/admin/gamification")) puts += 1;
    };
    page.on("request", countPut);
    await master.fill("50");
    await page.getByRole("button", { name: "Salvar regras" }).click();
    await page.getByText("Os limites dos níveis devem ser crescentes.").waitFor();
    expect(await master.getAttribute("aria-invalid")).toBe("true");
    expect(puts).toBe(0);
    page.off("request", countPut);
    await master.fill(String(original.level_thresholds[2]));
    await threshold(2).fill(String(JEDI));

    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "PUT" && r.url().endsWith("/api/admin/gamification"),
      ),
      page.getByRole("button", { name: "Salvar regras" }).click(),
    ]);
    expect(response.status()).toBe(200);
    const saved = (await response.json()) as Settings & { levels_changed: number };
    expect(saved.reasons.comment_written).toEqual({
      points: COMMENT_POINTS,
      daily_cap: original.reasons.comment_written!.daily_cap,
    });
    expect(saved.level_thresholds).toEqual([
      0,
      JEDI,
      original.level_thresholds[2],
      original.level_thresholds[3],
    ]);
    await page.getByText("Regras de pontuação salvas!").waitFor();
    const n = saved.levels_changed;
    await page
      .getByText(
        n === 0
          ? "Nenhum membro mudou de nível."
          : n === 1
            ? "1 membro mudou de nível."
            : `${n.toLocaleString("pt-BR")} membros mudaram de nível.`,
      )
      .waitFor();
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole("group", { name: "Comentário em publicação" })
          .getByLabel("Pontos", { exact: true })
          .inputValue(),
      )
      .toBe(String(COMMENT_POINTS));
    expect(await threshold(2).inputValue()).toBe(String(JEDI));

    // The member's /niveis reads the live rules.
    await member.goto("/niveis");
    await member.getByText(`A partir de ${JEDI} pts`).waitFor();

    // A comment on someone else's post pays the new value.
    const post = await ok<{ id: string }>(staff.request, "POST", "/api/posts", {
      title: "Qual cola usar em resina?",
      content: "Estou montando uma miniatura e a peça descola.",
    });
    const before = await myPoints(memberContext);
    await member.goto(`/post/${post.id}`);
    await member.getByLabel("Escreva um comentário").fill("Cianoacrilato com acelerador resolve.");
    await member.getByRole("button", { name: "Comentar" }).click();
    await member.getByText("Cianoacrilato com acelerador resolve.").waitFor();
    await expect.poll(() => myPoints(memberContext)).toBe(before + COMMENT_POINTS);
  });

  it("[GAMIFICAÇÃO-ADMIN] admin cria a missão 'Três publicações'; o membro a vê em /missoes com o progresso", async () => {
    await page.goto("/admin/gamificacao");
    await page.getByRole("button", { name: "Nova missão" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova missão" });
    await dialog.getByLabel("Título").fill(MISSION);
    await dialog.getByLabel("Descrição").fill("Publique três vezes no feed.");
    await dialog.getByLabel("O que conta").selectOption({ label: "Publicações" });
    await dialog.getByLabel("Meta").fill("3");
    await dialog.getByLabel("Pontos").fill("30");
    await expectNoA11yViolations(page, "/admin/gamificacao (nova missão)");
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/admin/missions")),
      dialog.getByRole("button", { name: "Criar missão" }).click(),
    ]);
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({
      title: MISSION,
      description: "Publique três vezes no feed.",
      event_type: "post_published",
      target: 3,
      points: 30,
      is_active: true,
      completed_count: 0,
    });
    await page.getByText("Missão criada!").waitFor();
    await dialog.waitFor({ state: "detached" });
    const row = missionRow();
    for (const text of ["Publicações", "Meta: 3", "+30 pts", "Ninguém concluiu ainda"])
      await row.getByText(text, { exact: true }).waitFor();
    expect(
      await row.getByRole("switch", { name: `Missão ${MISSION} ativa` }).getAttribute("aria-checked"),
    ).toBe("true");

    await member.goto("/missoes");
    const progress = member.getByRole("progressbar", { name: `Progresso da missão ${MISSION}` });
    await expect.poll(() => progress.getAttribute("aria-valuetext")).toBe("0 de 3");
    await member.getByRole("article", { name: MISSION }).getByText("+30 pts").waitFor();
    await ok(memberContext.request, "POST", "/api/posts", {
      title: "Minha primeira miniatura",
      content: "Pintei ontem à noite.",
    });
    await member.reload();
    await expect.poll(() => progress.getAttribute("aria-valuetext")).toBe("1 de 3");
  });

  it("[GAMIFICAÇÃO-ADMIN] admin edita, desativa e exclui a missão (com confirmação)", async () => {
    await page.goto("/admin/gamificacao");
    await missionRow()
      .getByRole("button", { name: `Editar ${MISSION}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Editar missão" });
    expect(await dialog.getByLabel("Meta").inputValue()).toBe("3");
    await dialog.getByLabel("Pontos").fill("40");
    await dialog.getByRole("button", { name: "Salvar missão" }).click();
    await page.getByText("Missão salva!").waitFor();
    await missionRow().getByText("+40 pts", { exact: true }).waitFor();

    await missionRow()
      .getByRole("switch", { name: `Missão ${MISSION} ativa` })
      .click();
    await page.getByText("Missão desativada.").waitFor();
    await member.goto("/missoes");
    await member.getByRole("heading", { level: 1, name: "Missões" }).waitFor();
    // The other missions, or none at all.
    await member.getByRole("article").or(member.getByText("Nenhuma missão disponível")).first().waitFor();
    expect(await member.getByRole("article", { name: MISSION }).count()).toBe(0);

    await missionRow()
      .getByRole("button", { name: `Excluir ${MISSION}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir missão" });
    await confirm
      .getByText(`Tem certeza que deseja excluir a missão “${MISSION}”?`, { exact: false })
      .waitFor();
    await confirm.getByText("Quem já concluiu a missão mantém os pontos ganhos.").waitFor();
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await page.getByText("Missão excluída.").waitFor();
    await missionRow().waitFor({ state: "detached" });
    const { items } = await ok<{ items: { title: string }[] }>(staff.request, "GET", "/api/admin/missions");
    expect(items.filter((m) => m.title === MISSION)).toEqual([]);
  });

  it("[GAMIFICAÇÃO-ADMIN] membro comum é mandado embora de /admin/gamificacao e a API responde 403", async () => {
    await member.goto("/admin/gamificacao");
    await member.waitForURL((url) => url.pathname === "/");
    expect(await member.getByRole("heading", { level: 1, name: "Gamificação" }).count()).toBe(0);
    expect((await call(memberContext.request, "GET", "/api/admin/gamification")).status).toBe(403);
    expect((await call(memberContext.request, "POST", "/api/admin/missions", {})).status).toBe(403);
  });
});
