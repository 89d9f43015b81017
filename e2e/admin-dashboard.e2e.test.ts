import { readFileSync } from "node:fs";
import type { AdminDashboard } from "@guilda/shared/schemas/dashboard";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";

const pt = (n: number) => n.toLocaleString("pt-BR");

/** The figure shown under a stat's label on the dashboard. */
const stat = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

describe.runIf(inject("hasBrowser"))("[ADMIN] dashboard e exportação de membros", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let adminPage: Page;
  let memberContext: BrowserContext;
  let memberPage: Page;
  let username: string;
  const accented = "Conceição Araújo Gonçalves";

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    adminPage = await staff.newPage();
    await signIn(adminPage, admin().email, admin().password);
    memberContext = await newContext(browser);
    const signed = await signUpAndConfirm(memberContext);
    memberPage = signed.page;
    username = signed.member.username;
    await apiCall(memberContext, "PATCH", "/api/me/profile", { full_name: accented });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[ADMIN] o dashboard mostra os números reais da comunidade, com gráficos, tabela e troca de período", async () => {
    await adminPage.goto("/admin");
    await adminPage.getByRole("heading", { level: 2, name: "Visão geral" }).waitFor();
    const month = await apiCall<AdminDashboard>(staff, "GET", "/api/admin/dashboard?period=30");
    await expect.poll(() => stat(adminPage, "Membros").textContent()).toBe(pt(month.members.total));
    expect(month.members.total).toBeGreaterThan(1);
    expect(await stat(adminPage, "Publicações").textContent()).toBe(pt(month.totals.posts));
    expect(await stat(adminPage, "Perguntas aos agentes").textContent()).toBe(pt(month.totals.ai_messages));
    // The newly signed-up member is new and active in the period.
    expect(month.members.new_7_days).toBeGreaterThanOrEqual(1);

    // Each chart names its figures for screen readers; recharts draws it once its chunk has loaded.
    const postsChart = adminPage.getByRole("img", { name: /^Publicações: [\d.]+ nos últimos 30 dias/ });
    await postsChart.waitFor();
    expect(await postsChart.getAttribute("aria-label")).toContain(
      `Publicações: ${pt(month.totals.posts)} nos últimos 30 dias`,
    );
    await postsChart.locator("svg.recharts-surface").first().waitFor();

    // 'Ver em tabela' opens every day's figures: today's row holds today's posts.
    const card = adminPage.locator("details").first();
    await card.getByText("Ver em tabela").click();
    const today = month.days.at(-1)!;
    const [, mm, dd] = today.date.split("-");
    const row = card.getByRole("row", { name: new RegExp(`^${dd}/${mm}\\b`) });
    await row.waitFor();
    expect((await row.getByRole("cell").first().textContent())?.trim()).toBe(pt(today.posts));

    // Suggestions by status and course progress come from the seed's real rows.
    await adminPage.getByRole("heading", { name: "Sugestões por status" }).waitFor();
    for (const s of month.suggestions.filter((x) => x.count > 0).slice(0, 2))
      expect(month.suggestions.find((x) => x.status === s.status)!.count).toBeGreaterThan(0);
    if (month.courses.length)
      await adminPage
        .getByRole("table", { name: "Progresso nos cursos" })
        .getByText(month.courses[0]!.title)
        .first()
        .waitFor();

    await expectNoA11yViolations(adminPage, "dashboard admin (30 dias, tabela aberta)");

    // The period switch: 7 days, kept in the address bar.
    await adminPage.getByRole("tab", { name: "7 dias" }).click();
    await adminPage.waitForURL((url) => url.searchParams.get("periodo") === "7");
    const week = await apiCall<AdminDashboard>(staff, "GET", "/api/admin/dashboard?period=7");
    await adminPage.getByRole("img", { name: /^Publicações: [\d.]+ nos últimos 7 dias/ }).waitFor();
    await expect.poll(() => stat(adminPage, "Publicações").textContent()).toBe(pt(week.totals.posts));
    expect(await adminPage.getByRole("tab", { name: "7 dias" }).getAttribute("aria-selected")).toBe("true");
    // The settings form is still there, below.
    await adminPage.getByRole("heading", { name: "Configurações da comunidade" }).first().waitFor();
  });

  it("[ADMIN] admin exporta os membros filtrados: arquivo com BOM, separado por ';' e acentos intactos", async () => {
    const stamp = username.split(".")[1]!;
    await adminPage.goto(`/membros?q=${encodeURIComponent(stamp)}`);
    await adminPage.getByText("1 de").first().waitFor();
    const link = adminPage.getByRole("link", { name: "Exportar CSV" });
    expect(await link.getAttribute("href")).toBe(`/api/admin/members/export.csv?q=${stamp}`);
    await expectNoA11yViolations(adminPage, "membros com o botão Exportar CSV");
    const [download] = await Promise.all([adminPage.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^membros-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]!.split(";").slice(0, 3)).toEqual(['"Nome"', '"Usuário"', '"E-mail"']);
    // the filter applied: the one member, with the accents as typed
    expect(lines.slice(1, -1)).toHaveLength(1);
    const cells = lines[1]!.split(";").map((c) => c.replace(/^"|"$/g, ""));
    expect(cells.slice(0, 2)).toEqual([accented, username]);
    expect(cells[10]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // A member sees no export button, and the address answers 403.
    await memberPage.goto("/membros");
    await memberPage.getByRole("heading", { level: 1, name: "Membros da Comunidade" }).waitFor();
    expect(await memberPage.getByRole("link", { name: "Exportar CSV" }).count()).toBe(0);
    const refused = await memberContext.request.get("/api/admin/members/export.csv");
    expect(refused.status()).toBe(403);
  });
});
