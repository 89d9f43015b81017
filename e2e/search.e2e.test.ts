import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { apiCall } from "./support/api";
import { admin, demoMember, launch, newContext, signIn } from "./support/browser";

/** The seed's lesson in 'Restauração de action figures', a course the demo member has no access to. */
const LESSON = "Manutenção preventiva das articulações";

const coursesGroup = (page: Page) => page.getByRole("region", { name: "Cursos e aulas" });

describe.runIf(inject("hasBrowser"))("[BUSCA] busca na comunidade", () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let adminPage: Page;
  let memberContext: BrowserContext;
  let memberPage: Page;
  const created: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    adminContext = await newContext(browser, { width: 1280, height: 900 });
    adminPage = await adminContext.newPage();
    await signIn(adminPage, admin().email, admin().password);
    memberContext = await newContext(browser, { width: 390, height: 844 });
    memberPage = await memberContext.newPage();
    const member = demoMember();
    await signIn(memberPage, member.email, member.password);
  });

  afterAll(async () => {
    // Other journeys run on the same server: what this one added goes away.
    for (const id of created)
      await apiCall(adminContext, "DELETE", `/api/posts/${id}`).catch(() => undefined);
    await adminContext?.close();
    await memberContext?.close();
    await browser?.close();
  });

  it("[BUSCA] 'manutencao', sem acento, encontra a aula 'Manutenção' para quem tem acesso", async () => {
    const page = adminPage;
    await page.goto("/");
    const box = page.getByRole("search").getByRole("searchbox", { name: "Buscar na comunidade" });
    await box.fill("manutencao");
    await box.press("Enter");
    await page.waitForURL(
      (url) => url.pathname === "/search-results" && url.searchParams.get("q") === "manutencao",
    );
    await page.getByRole("heading", { level: 1, name: "Resultados para “manutencao”" }).waitFor();
    const lesson = coursesGroup(page).getByRole("link", { name: LESSON });
    await lesson.waitFor();
    // the searched word is marked in the title, as text (never HTML from the server)
    expect(await lesson.locator("mark").allTextContents()).toEqual(["Manutenção"]);
    await expectNoA11yViolations(page, "resultados da busca");

    await lesson.click();
    await page.waitForURL(/\/curso\/restauracao-action-figures\/aula\//);
    await page.getByRole("heading", { name: LESSON }).first().waitFor();
  });

  it("[BUSCA] o membro sem acesso ao curso não vê a aula, pela busca do celular", async () => {
    const page = memberPage;
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir a busca" }).click();
    const box = page.getByRole("searchbox", { name: "Buscar na comunidade" });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill("manutencao");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search-results");
    await page.getByRole("heading", { level: 1, name: "Resultados para “manutencao”" }).waitFor();
    // results arrived (the wiki's article on watches matches too) and none is the locked lesson
    await page.getByRole("region", { name: "Wiki" }).waitFor();
    expect(await page.getByRole("link", { name: LESSON }).count()).toBe(0);
    await expectNoA11yViolations(page, "resultados da busca no celular");

    // the same address typed by hand tells the same
    await page.goto(`/search-results?q=${encodeURIComponent("manutenção preventiva")}&tipo=courses`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("link", { name: LESSON }).count()).toBe(0);
  });

  it("[BUSCA] 'Ver mais' abre as próximas páginas de um grupo; nada encontrado traz sugestões", async () => {
    const page = adminPage;
    // Twelve posts sharing a word no other content has: five on the first page, then ten and two.
    const word = `garimpeira${Date.now().toString(36)}`;
    for (let i = 1; i <= 12; i++) {
      const post = await apiCall<{ id: string }>(adminContext, "POST", "/api/posts", {
        title: `Achado de feira ${i} ${word}`,
        content: "Um lote de moedas antigas.",
      });
      created.push(post.id);
    }
    await page.goto(`/search-results?q=${word}`);
    const posts = page.getByRole("region", { name: "Posts e comentários" });
    await posts.getByRole("listitem").first().waitFor();
    expect(await posts.getByRole("listitem").count()).toBe(5);
    await posts.getByRole("link", { name: /^Ver mais/ }).click();
    await page.waitForURL((url) => url.searchParams.get("tipo") === "posts");
    await page
      .getByRole("navigation", { name: "Filtrar por tipo" })
      .getByRole("link", { name: "Posts e comentários" })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    const group = page.getByRole("region", { name: "Posts e comentários" });
    await expect.poll(() => group.getByRole("listitem").count()).toBe(10);
    await expectNoA11yViolations(page, "um grupo da busca");
    await group.getByRole("button", { name: "Ver mais" }).click();
    await expect.poll(() => group.getByRole("listitem").count()).toBe(12);
    expect(await group.getByRole("button", { name: "Ver mais" }).count()).toBe(0);

    await page.goto(`/search-results?q=${encodeURIComponent("' OR 1=1-- %_")}`);
    await page.getByRole("heading", { name: "Nada encontrado para “' OR 1=1-- %_”" }).waitFor();
    await page.getByText("Confira a ortografia das palavras.").waitFor();
    await page.getByRole("link", { name: "Calendário" }).first().waitFor();
    await expectNoA11yViolations(page, "busca sem resultados");

    await page.goto("/search-results?q=a");
    await page.getByRole("heading", { name: "Digite pelo menos 2 caracteres para buscar." }).waitFor();
  });
});
