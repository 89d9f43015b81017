import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { announcedFiles, apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn } from "./support/browser";

type Settings = { community_name: string; join_policy: string; public_page: boolean };
type PublicCourse = { title: string; offer_url: string | null };
type Landing = { community: { name: string }; join_policy: string; courses: PublicCourse[] };
type AdminCourse = { id: string; title: string; is_published: boolean };

const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "375 px", width: 375, height: 800 },
] as const;

/**
 * The 'Página pública' (off by default): signed-out visitors see the landing at /inicio and the
 * plans at /pricing only while an admin has it on; everything else asks for sign-in. Leaves the
 * switch off and 'Cadastro' open, as it found them: the other files share the server.
 */
describe.runIf(inject("hasBrowser"))("[PÚBLICA] página pública para visitantes", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let adminPage: Page;
  let settings: Settings;

  const setPublicPage = (on: boolean, description = "") =>
    apiCall(staff, "PUT", "/api/admin/settings/public-page", {
      public_page: on,
      public_description: description,
    });

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    adminPage = await staff.newPage();
    await signIn(adminPage, admin().email, admin().password);
    settings = await apiCall<Settings>(staff, "GET", "/api/settings");
  });
  afterAll(async () => {
    if (staff) {
      await setPublicPage(false).catch(() => undefined);
      await apiCall(staff, "PUT", "/api/admin/settings/join-policy", { join_policy: "open" }).catch(
        () => undefined,
      );
    }
    await browser?.close();
  });

  it("[PÚBLICA] desligada (padrão): o visitante cai no login, e os endereços públicos respondem 404", async () => {
    expect(settings.public_page).toBe(false);
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of ["/", "/inicio", "/pricing"]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === "/auth/login");
      await page.getByRole("button", { name: "Entrar", exact: true }).waitFor();
    }
    for (const path of ["/api/public/landing", "/api/public/plans"])
      expect((await context.request.get(path)).status()).toBe(404);
    await context.close();
  });

  it("[PÚBLICA] o admin liga a página pública no cartão 'Página pública' de /admin", async () => {
    await adminPage.goto("/admin");
    const toggle = adminPage.getByRole("switch", { name: "Mostrar a página pública para visitantes" });
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await toggle.click();
    await adminPage
      .getByLabel("Descrição da comunidade")
      .fill("Cursos, lives e uma comunidade para cuidar bem da sua coleção.");
    await adminPage.getByRole("button", { name: "Salvar página pública" }).click();
    await adminPage.getByText("Página pública atualizada!").first().waitFor();
    await adminPage.getByRole("link", { name: "Ver a página pública" }).waitFor();
    await expectNoA11yViolations(adminPage, "/admin com a página pública ligada");
    expect((await apiCall<Settings>(staff, "GET", "/api/settings")).public_page).toBe(true);
  });

  for (const size of SIZES) {
    it(`[PÚBLICA] (${size.name}) o visitante abre /, vê a apresentação com os cursos da vitrine e segue para /pricing`, async () => {
      const landing = await apiCall<Landing>(staff, "GET", "/api/public/landing");
      const published = (await apiCall<{ items: AdminCourse[] }>(staff, "GET", "/api/admin/courses")).items;
      // Exactly the published courses, nothing else.
      expect(landing.courses.map((c) => c.title).sort()).toEqual(
        published
          .filter((c) => c.is_published)
          .map((c) => c.title)
          .sort(),
      );
      const context = await newContext(browser, size);
      const page = await context.newPage();
      // The landing's page carries its data and announces its files: nothing to wait for but them.
      expect((await announcedFiles(context, "/inicio")).length).toBeGreaterThan(0);
      await page.goto("/");
      await page.waitForURL((url) => url.pathname === "/inicio");
      await page.getByRole("heading", { level: 1, name: settings.community_name }).waitFor();
      await page.getByText("Cursos, lives e uma comunidade para cuidar bem da sua coleção.").waitFor();
      const courses = page.getByRole("list", { name: "Cursos" });
      await courses.getByRole("article").first().waitFor();
      const shown = await courses.getByRole("heading", { level: 3 }).allTextContents();
      expect(shown.sort()).toEqual(landing.courses.map((c) => c.title).sort());
      for (const unpublished of published.filter((c) => !c.is_published))
        expect(await page.getByText(unpublished.title, { exact: true }).count()).toBe(0);
      // The ways in: sign in, sign up ('Cadastro' is open) and the plans.
      await page.getByRole("link", { name: "Já tenho conta" }).waitFor();
      await page.getByRole("link", { name: "Criar minha conta" }).waitFor();
      await page.getByRole("link", { name: "Cadastre-se" }).waitFor();
      await expectNoA11yViolations(page, `página pública (${size.name})`);

      await page.getByRole("link", { name: "Ver os planos" }).click();
      await page.waitForURL((url) => url.pathname === "/pricing");
      const plans = page.getByRole("list", { name: "Planos disponíveis" });
      await plans.getByRole("article").first().waitFor();
      expect(await plans.getByRole("article").count()).toBeGreaterThan(0);
      // A visitor has no plan of their own and no editing.
      expect(await page.getByText("Seu plano").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Editar planos" }).count()).toBe(0);
      await expectNoA11yViolations(page, `/pricing sem login (${size.name})`);

      // Everything else still asks for sign-in.
      await page.goto("/membros");
      await page.waitForURL((url) => url.pathname === "/auth/login");
      await context.close();
    });
  }

  it("[PÚBLICA] 'Somente por convite ou compra': nem o cabeçalho, nem o login, nem a apresentação oferecem cadastro", async () => {
    await apiCall(staff, "PUT", "/api/admin/settings/join-policy", { join_policy: "invite_only" });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/inicio");
    await page.getByRole("heading", { level: 1, name: settings.community_name }).waitFor();
    await page.getByText("A entrada na comunidade é somente por convite ou compra.").waitFor();
    await page.getByRole("link", { name: "Já tenho conta" }).waitFor();
    expect(await page.getByRole("link", { name: "Criar minha conta" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Cadastre-se" }).count()).toBe(0);
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "Entrar", exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Cadastre-se" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Crie a sua" }).count()).toBe(0);
    await apiCall(staff, "PUT", "/api/admin/settings/join-policy", { join_policy: "open" });
    await page.reload();
    await page.getByRole("link", { name: "Crie a sua" }).waitFor();
    await context.close();
  });

  it("[PÚBLICA] desligada de novo: o visitante volta a cair no login", async () => {
    await setPublicPage(false);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/auth/login");
    expect((await context.request.get("/api/public/landing")).status()).toBe(404);
    await context.close();
  });
});
