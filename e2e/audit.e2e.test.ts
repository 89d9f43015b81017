import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, baseURL, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";

/** '28/11/2026, 03:00' as the browser writes it. */
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/;
const ROLES_ACTION = "Alterou os papéis de um membro";

/** A status code, without the session's JSON helpers (which throw on anything but 2xx). */
async function statusOf(context: BrowserContext, urlPath: string) {
  const response = await context.request.get(baseURL() + urlPath, { headers: { origin: baseURL() } });
  return response.status();
}

const table = (page: Page) =>
  page.getByRole("table", { name: "Ações registradas, da mais recente para a mais antiga" });
const dataRows = (page: Page) => table(page).locator("tbody").getByRole("row");

/** How far the page scrolls sideways (0 when it fits). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.runIf(inject("hasBrowser"))("[REGISTRO] /admin/registro", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;
  let adminName: string;
  let memberContext: BrowserContext;
  let memberPage: Page;
  let member: { id: string; name: string; username: string };

  beforeAll(async () => {
    browser = await launch();
    memberContext = await newContext(browser);
    const signedUp = await signUpAndConfirm(memberContext);
    memberPage = signedUp.page;
    const me = await apiCall<{ profile: { id: string } }>(memberContext, "GET", "/api/me");
    member = { id: me.profile.id, name: signedUp.member.name, username: signedUp.member.username };
    staff = await newContext(browser);
    page = await staff.newPage();
    await signIn(page, admin().email, admin().password);
    adminName = (await apiCall<{ profile: { full_name: string } }>(staff, "GET", "/api/me")).profile
      .full_name;
  });

  afterAll(async () => {
    // The other journeys share this server: the member goes back to no role but Aluno.
    if (staff && member)
      await apiCall(staff, "PUT", `/api/admin/members/${member.id}/roles`, { is_moderator: false });
    await memberContext?.close();
    await staff?.close();
    await browser?.close();
  });

  it("[REGISTRO] o admin torna um membro moderador, vê a ação com antes e depois, filtra por ação e exporta o CSV (1280 px)", async () => {
    // The change, in 'Gerenciar Acessos' on /membros.
    await page.goto(`/membros?q=${encodeURIComponent(member.username)}`);
    const card = page
      .getByRole("list", { name: "Lista de membros" })
      .getByRole("article")
      .filter({ hasText: member.name });
    await card.getByRole("button", { name: "Gerenciar Acessos", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Gerenciar Acessos - ${member.name}` });
    const moderator = dialog.getByRole("switch", { name: "Moderador", exact: true });
    await moderator.waitFor();
    expect(await moderator.getAttribute("aria-checked")).toBe("false");
    await moderator.click();
    await page.getByText("Papéis atualizados").waitFor();
    await expect.poll(() => moderator.getAttribute("aria-checked")).toBe("true");
    await page.keyboard.press("Escape");

    // The log, reached from the hub's card.
    await page.goto("/admin");
    await page
      .getByRole("region", { name: "Áreas de administração" })
      .getByRole("link", { name: /^Registro / })
      .click();
    await page.waitForURL((url) => url.pathname === "/admin/registro");
    await page.getByRole("heading", { level: 1, name: "Registro" }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Registro · /);
    const newest = dataRows(page).first();
    await newest.waitFor();
    const cells = newest.getByRole("cell");
    expect((await cells.nth(0).textContent())?.trim()).toMatch(DATE_TIME);
    expect((await cells.nth(1).textContent())?.trim()).toBe(adminName);
    expect((await newest.getByRole("rowheader").textContent())?.trim()).toBe(ROLES_ACTION);
    expect((await cells.nth(2).textContent())?.trim()).toBe(`Membro${member.name}`);
    expect((await cells.nth(3).textContent())?.trim()).toBe("Moderador: Antes Não→ Depois Sim");
    await expectNoA11yViolations(page, "/admin/registro (1280 px)");

    // Only the roles' changes, and the address keeps the filter.
    await page.getByLabel("Ação", { exact: true }).selectOption("member.roles");
    await page.waitForURL((url) => url.searchParams.get("action") === "member.roles");
    await expect
      .poll(async () =>
        (await dataRows(page).getByRole("rowheader").allTextContents()).every(
          (t) => t.trim() === ROLES_ACTION,
        ),
      )
      .toBe(true);
    await page.getByLabel("Buscar pelo alvo").fill(member.name);
    await page.waitForURL((url) => url.searchParams.get("q") === member.name);
    await expect.poll(() => dataRows(page).count()).toBeGreaterThanOrEqual(1);

    // 'Exportar CSV' downloads the same filtered rows.
    // The address changes first; the page renders with the new filters a moment later.
    const link = page.getByRole("link", { name: "Exportar CSV" });
    await expect
      .poll(() => link.getAttribute("href"))
      .toBe(
        `/api/admin/audit/export.csv?action=member.roles&q=${encodeURIComponent(member.name).replace(/%20/g, "+")}`,
      );
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^registro-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe('"Data";"Quem";"Ação";"Tipo";"Alvo";"Antes";"Depois"');
    expect(lines[1]).toMatch(
      new RegExp(
        `^"\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}";"${adminName}";"${ROLES_ACTION}";"Membro";"${member.name}";"Moderador: Não";"Moderador: Sim"$`,
      ),
    );
    expect(lines.slice(1, -1).every((line) => line.includes(`"${ROLES_ACTION}"`))).toBe(true);
  });

  it("[REGISTRO] a 375 px cada ação cabe na tela, empilhada; um membro recebe 403 e é mandado embora", async () => {
    const context = await newContext(browser, { width: 375, height: 812 });
    const phone = await context.newPage();
    await signIn(phone, admin().email, admin().password);
    await phone.goto("/admin/registro?action=member.roles");
    const newest = dataRows(phone).first();
    await newest.waitFor();
    expect(await newest.getByRole("cell").count()).toBe(1);
    const text = (await newest.textContent()) ?? "";
    expect(text).toContain(ROLES_ACTION);
    expect(text).toContain(`por ${adminName}`);
    expect(await horizontalOverflow(phone)).toBe(0);
    await expectNoA11yViolations(phone, "/admin/registro (375 px)");
    await context.close();

    expect(await statusOf(memberContext, "/api/admin/audit")).toBe(403);
    expect(await statusOf(memberContext, "/api/admin/audit/export.csv")).toBe(403);
    await memberPage.goto("/admin/registro");
    await memberPage.waitForURL((url) => url.pathname === "/");
    expect(await memberPage.getByRole("heading", { level: 1, name: "Registro" }).count()).toBe(0);
    const visitor = await newContext(browser);
    expect(await statusOf(visitor, "/api/admin/audit")).toBe(401);
    await visitor.close();
  });
});
