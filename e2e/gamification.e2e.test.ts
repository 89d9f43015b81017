import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { apiCall } from "./support/api";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { grantCourse, myId, publishedCourseWithVideo } from "./support/courses";

type Ranking = { me: { position: number | null; points: number } };
type Mine = { points: number; level: string };
type Levels = { reasons: { reason: string; points: number; daily_cap: number | null }[] };
type Missions = {
  items: {
    id: string;
    title: string;
    event_type: string;
    target: number;
    points: number;
    completed_at: string | null;
  }[];
};
type Settings = {
  reasons: Record<string, { points: number; daily_cap: number | null }>;
  like_pair_daily_limit: number;
  level_thresholds: [number, number, number, number];
};

const pts = (n: number) => `${new Intl.NumberFormat("pt-BR").format(n)} ${n === 1 ? "pt" : "pts"}`;

/** The level and points shown in the header, read from the link's name ('Nível Jedi, 120 pts. Ver níveis'). */
async function headerPoints(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole("banner")
      .getByRole("link", { name: /^Nível / })
      .textContent()) ?? "";
  const match = /, ([\d.]+) pts?\./.exec(name);
  if (!match) throw new Error(`no points in the header: ${name}`);
  return Number(match[1]!.replace(/\./g, ""));
}

describe.runIf(inject("hasBrowser"))("[GAMIFICAÇÃO] pontos, ranking, níveis e missões", () => {
  let browser: Browser;
  let staff: BrowserContext;
  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    await signIn(await staff.newPage(), admin().email, admin().password);
  });
  afterAll(async () => {
    await staff?.close();
    await browser?.close();
  });

  it("[GAMIFICAÇÃO] concluir uma aula soma os pontos no cabeçalho ao vivo e melhora a posição no ranking", async () => {
    const stamp = Date.now().toString(36);
    const { course, text } = await publishedCourseWithVideo(staff, `Catalogação de selos ${stamp}`);
    // A rival with the same points (the visit of the day) who comes first on a tie (by name).
    const rivalContext = await newContext(browser);
    await signUpAndConfirm(rivalContext);
    await apiCall(rivalContext, "PATCH", "/api/me/profile", { full_name: `Ana Aguiar ${stamp}` });
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await apiCall(context, "PATCH", "/api/me/profile", { full_name: `Zuleica Zanetti ${stamp}` });
    await grantCourse(staff, await myId(context), course.id);

    const levels = await apiCall<Levels>(context, "GET", "/api/gamification/levels");
    const lessonPoints = levels.reasons.find((r) => r.reason === "lesson_completed")!.points;
    const missions = await apiCall<Missions>(context, "GET", "/api/gamification/missions");
    const missionPoints = missions.items
      .filter((m) => m.event_type === "lesson_completed" && m.target === 1 && !m.completed_at)
      .reduce((sum, m) => sum + m.points, 0);
    const before = await apiCall<Ranking>(context, "GET", "/api/gamification/ranking?period=7d");

    await page.goto(`/curso/${course.slug}/aula/${text.slug}`);
    await page.getByRole("heading", { level: 1, name: "Leitura complementar" }).waitFor();
    const start = (await apiCall<Mine>(context, "GET", "/api/gamification/me")).points;
    await expect.poll(() => headerPoints(page)).toBe(start);
    await page.getByRole("button", { name: "Marcar como concluída" }).click();
    await page.getByText("Aula concluída!").first().waitFor();
    // Points arrive over the websocket: no reload.
    await expect.poll(() => headerPoints(page)).toBe(start + lessonPoints + missionPoints);

    const after = await apiCall<Ranking>(context, "GET", "/api/gamification/ranking?period=7d");
    expect(after.me.points).toBe(before.me.points + lessonPoints + missionPoints);
    expect(after.me.position).not.toBeNull();
    if (before.me.position !== null) expect(after.me.position!).toBeLessThan(before.me.position);

    await page.goto("/ranking");
    await page.getByRole("heading", { level: 1, name: "Ranking" }).waitFor();
    expect(await page.getByRole("tab", { name: "7 dias" }).getAttribute("aria-selected")).toBe("true");
    const mine = page.locator("li[aria-current='true'], section[aria-labelledby='my-ranking-position']");
    await mine.getByText(`Zuleica Zanetti ${stamp}`).waitFor();
    await mine.getByText("Você", { exact: true }).waitFor();
    const row = (await mine.textContent()) ?? "";
    expect(row).toContain(`${after.me.position}º`);
    expect(row).toContain(pts(after.me.points));
    await expectNoA11yViolations(page, "/ranking");
    await page.getByRole("tab", { name: "Geral" }).click();
    await mine.getByText(`Zuleica Zanetti ${stamp}`).waitFor();
    await expectNoA11yViolations(page, "/ranking geral");
    await rivalContext.close();
    await context.close();
  });

  it("[GAMIFICAÇÃO] uma curtida dada e desfeita deixa os pontos do autor como estavam", async () => {
    const stamp = Date.now().toString(36);
    const authorContext = await newContext(browser);
    const { page: author } = await signUpAndConfirm(authorContext);
    const post = await apiCall<{ id: string; title: string }>(authorContext, "POST", "/api/posts", {
      title: `Álbum da Copa de 1970 ${stamp}`,
      content: "Falta só uma figurinha.",
    });
    const likePoints = (await apiCall<Levels>(authorContext, "GET", "/api/gamification/levels")).reasons.find(
      (r) => r.reason === "like_received",
    )!.points;
    await author.goto("/");
    const before = (await apiCall<Mine>(authorContext, "GET", "/api/gamification/me")).points;
    await expect.poll(() => headerPoints(author)).toBe(before);

    const likerContext = await newContext(browser);
    const { page: liker } = await signUpAndConfirm(likerContext);
    await liker.goto(`/post/${post.id}`);
    const like = liker.getByRole("article", { name: post.title }).getByRole("button", { name: /^Curtir/ });
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => headerPoints(author)).toBe(before + likePoints);
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => headerPoints(author)).toBe(before);
    expect((await apiCall<Mine>(authorContext, "GET", "/api/gamification/me")).points).toBe(before);

    // The Konami code is a visual easter egg only: a toast, and the points stay where they were.
    await author.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (const key of ["ArrowUp", "ArrowUp", "ArrowDown", "ArrowDown", "ArrowLeft", "ArrowRight"])
      await author.keyboard.press(key);
    for (const key of ["ArrowLeft", "ArrowRight", "b", "a"]) await author.keyboard.press(key);
    await author.getByText("Código secreto ativado! 🎮").waitFor();
    await author.waitForTimeout(300);
    expect(await headerPoints(author)).toBe(before);
    expect((await apiCall<Mine>(authorContext, "GET", "/api/gamification/me")).points).toBe(before);
    await likerContext.close();
    await authorContext.close();
  });

  it("[GAMIFICAÇÃO] /niveis e /missoes mostram as regras que o admin acabou de salvar", async () => {
    const stamp = Date.now().toString(36);
    const original = await apiCall<Settings>(staff, "GET", "/api/admin/gamification");
    const missionTitle = `Colecionador dedicado ${stamp}`;
    let missionId: string | undefined;
    try {
      await apiCall(staff, "PUT", "/api/admin/gamification", {
        reasons: { ...original.reasons, comment_written: { points: 7, daily_cap: 12 } },
        like_pair_daily_limit: 4,
        level_thresholds: [0, 150, 1500, 6000],
      });
      missionId = (
        await apiCall<{ id: string }>(staff, "POST", "/api/admin/missions", {
          title: missionTitle,
          description: "Comente em três publicações.",
          event_type: "comment_written",
          target: 3,
          points: 25,
        })
      ).id;

      const context = await newContext(browser);
      const { page } = await signUpAndConfirm(context);
      await page.goto("/niveis");
      await page.getByRole("heading", { level: 1, name: "Níveis" }).waitFor();
      const comment = page
        .getByRole("list", { name: "Como ganhar pontos" })
        .getByRole("listitem")
        .filter({ hasText: "Comentar em uma publicação" });
      await comment.getByText("+7", { exact: true }).waitFor();
      await comment.getByText("Até 12 vezes por dia", { exact: true }).waitFor();
      await page
        .getByText("Curtidas de um mesmo membro no seu conteúdo contam no máximo 4 vezes por dia.")
        .waitFor();
      const jedi = page.getByRole("listitem").filter({ hasText: "Jedi" }).filter({ hasNotText: "Mestre" });
      await jedi.getByText("A partir de 150 pts").waitFor();
      await page
        .getByRole("listitem")
        .filter({ hasText: "Grande Mestre" })
        .getByText("A partir de 6.000 pts")
        .waitFor();
      const { points } = await apiCall<Mine>(context, "GET", "/api/gamification/me");
      await page.getByText(`Faltam ${pts(150 - points)} para o nível Jedi`).waitFor();
      await expectNoA11yViolations(page, "/niveis");

      // One comment on someone else's post (3 of them complete the new mission) and a first
      // post (a default mission).
      const other = await apiCall<{ id: string }>(staff, "POST", "/api/posts", {
        title: `Boas-vindas ${stamp}`,
        content: "Apresentem-se aqui!",
      });
      await apiCall(context, "POST", `/api/posts/${other.id}/comments`, { content: "Olá, sou nova aqui." });
      await apiCall(context, "POST", "/api/posts", { title: `Primeiro post ${stamp}`, content: "Olá!" });
      const missions = await apiCall<Missions>(context, "GET", "/api/gamification/missions");
      const firstPost = missions.items.find((m) => m.event_type === "post_published" && m.target === 1)!;
      expect(firstPost.completed_at).not.toBeNull();

      await page.goto("/missoes");
      await page.getByRole("heading", { level: 1, name: "Missões" }).waitFor();
      const mine = page.getByRole("article", { name: missionTitle });
      await mine.getByText("Comente em três publicações.").waitFor();
      await mine.getByText("+25 pts").waitFor();
      await mine.getByText("Comentários: 1 de 3").waitFor();
      expect(await mine.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("33");
      const done = page.getByRole("article", { name: firstPost.title });
      const day = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" }).format(
        new Date(firstPost.completed_at!),
      );
      await done.getByText(`Concluída em ${day}`).waitFor();
      expect(await done.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
      await expectNoA11yViolations(page, "/missoes");
      await context.close();
    } finally {
      await apiCall(staff, "PUT", "/api/admin/gamification", {
        reasons: original.reasons,
        like_pair_daily_limit: original.like_pair_daily_limit,
        level_thresholds: original.level_thresholds,
      });
      if (missionId) await apiCall(staff, "DELETE", `/api/admin/missions/${missionId}`);
    }
  });

  it("[GAMIFICAÇÃO] subir de nível mostra o toast e o novo nível no cabeçalho, ao vivo", async () => {
    const original = await apiCall<Settings>(staff, "GET", "/api/admin/gamification");
    const jedi = original.level_thresholds[1];
    try {
      // One post is worth a whole level for this test.
      await apiCall(staff, "PUT", "/api/admin/gamification", {
        reasons: { ...original.reasons, post_published: { points: jedi, daily_cap: 5 } },
        like_pair_daily_limit: original.like_pair_daily_limit,
        level_thresholds: original.level_thresholds,
      });
      const context = await newContext(browser);
      const { page } = await signUpAndConfirm(context);
      await page.goto("/");
      await page
        .getByRole("banner")
        .getByRole("link", { name: /^Nível Padawan/ })
        .waitFor();
      await page.getByText("O que você está pensando?").click();
      await page.getByLabel("Título da publicação").fill("Minha primeira miniatura");
      await page.getByLabel("Mensagem").fill("Pintada à mão.");
      await page.getByRole("button", { name: "Publicar" }).click();
      await page.getByText("Você subiu para o nível Jedi!").first().waitFor();
      await page
        .getByRole("banner")
        .getByRole("link", { name: /^Nível Jedi/ })
        .waitFor();
      await page.getByRole("button", { name: "Menu do usuário" }).click();
      await page
        .getByRole("menu")
        .getByText(/^Jedi · /)
        .waitFor();
      await page.keyboard.press("Escape");
      await context.close();
    } finally {
      await apiCall(staff, "PUT", "/api/admin/gamification", {
        reasons: original.reasons,
        like_pair_daily_limit: original.like_pair_daily_limit,
        level_thresholds: original.level_thresholds,
      });
    }
  });
});
