import type { AdminHub } from "@guilda/shared/schemas/admin-hub";
import type { CommunitySettings } from "@guilda/shared/schemas/settings";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";

/**
 * Each width in a theme of its own: the behaviour is the same in every theme, and each axe check
 * also measures the colours of the other two (support/axe.ts).
 */
const SIZES = [
  { name: "desktop", width: 1280, height: 800, theme: "dark" },
  { name: "mobile", width: 375, height: 812, theme: "claro-padrao" },
] as const;

const AREA_TITLES = {
  signups: "Cadastros",
  moderation: "Moderação",
  suppliers: "Fornecedores",
  members: "Membros",
  courses: "Cursos",
  spaces: "Espaços",
  agents: "Agentes de IA",
  events: "Eventos",
  suggestions: "Sugestões",
  gamification: "Gamificação",
  resources: "Recursos",
  plans: "Planos e preços",
  rules: "Regras da comunidade",
  sales: "Vendas",
  backups: "Backups",
  audit: "Registro",
  settings: "Configurações",
} as const;

/** Cards followed, half of them at each width: where each leads and the page's heading there. */
const FOLLOWED = [
  { key: "courses", path: "/admin/courses", heading: "Cursos" },
  { key: "gamification", path: "/admin/gamificacao", heading: "Gamificação" },
  { key: "rules", path: "/regras", heading: "Regras da comunidade" },
  { key: "suppliers", path: "/recursos/fornecedores/sugestoes", heading: null },
  { key: "sales", path: "/admin/vendas", heading: "Vendas" },
  { key: "members", path: "/membros", heading: "Membros da Comunidade" },
] as const;

const ENTER_ADMIN = "Admin: ativar o modo de administração";
const EXIT_ADMIN = "Sair do modo admin";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const hubRegion = (page: Page) => page.getByRole("region", { name: "Áreas de administração" });

/** The hub's card of an area: a link named by its title, then its status line. */
const card = (page: Page, title: string) =>
  hubRegion(page).getByRole("link", { name: new RegExp(`^${escape(title)} `) });

describe.runIf(inject("hasBrowser"))("[ADMIN] /admin como central de administração", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signedIn(size: (typeof SIZES)[number]) {
    const context = await newContext(browser, { width: size.width, height: size.height });
    await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), size.theme);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    return { context, page };
  }

  /** Every card is there with the status the server counts now. */
  async function expectHub(page: Page, context: BrowserContext) {
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Dashboard Admin" }).waitFor();
    await card(page, AREA_TITLES.courses).waitFor();
    const hub = await apiCall<AdminHub>(context, "GET", "/api/admin/hub");
    expect(hub.areas.map((a) => a.key)).toEqual(Object.keys(AREA_TITLES));
    expect(await hubRegion(page).getByRole("link").count()).toBe(hub.areas.length);
    for (const area of hub.areas) {
      const link = card(page, AREA_TITLES[area.key]);
      expect(await link.count(), area.key).toBe(1);
      expect(await link.textContent()).toContain(area.status);
    }
    return hub;
  }

  it("[ADMIN] cada área tem seu cartão com a situação real, e o cartão leva à área (1280 e 375 px)", async () => {
    for (const [index, size] of SIZES.entries()) {
      const { context, page } = await signedIn(size);
      const before = await expectHub(page, context);
      if (index === 0) {
        // The status follows the data: a new draft course shows on the next visit.
        const courses = before.areas.find((a) => a.key === "courses")!.status;
        await apiCall(context, "POST", "/api/admin/courses", { title: `Rascunho do hub ${Date.now()}` });
        const after = await expectHub(page, context);
        const now = after.areas.find((a) => a.key === "courses")!.status;
        expect(now).not.toBe(courses);
        expect(now).toMatch(/\d+ rascunhos?$/);
        // The figures are still there, below.
        await page.getByRole("heading", { level: 2, name: "Visão geral" }).waitFor();
        await page.getByRole("heading", { name: "Configurações da comunidade" }).waitFor();
      }
      await expectNoA11yViolations(page, `/admin (${size.name}, ${size.theme})`);

      const half = FOLLOWED.length / SIZES.length;
      for (const followed of FOLLOWED.slice(index * half, (index + 1) * half)) {
        if (new URL(page.url()).pathname !== "/admin") await expectHub(page, context);
        await card(page, AREA_TITLES[followed.key]).click();
        await page.waitForURL((url) => url.pathname === followed.path);
        if (followed.heading)
          await page.getByRole("heading", { level: 1, name: followed.heading }).first().waitFor();
      }
      await context.close();
    }
  });

  it("[ADMIN] o botão Admin/Sair tem ícone e nome próprios; só a saída da conta se chama 'Sair'", async () => {
    for (const size of SIZES) {
      const { context, page } = await signedIn(size);
      let scope: Page | ReturnType<Page["getByRole"]> = page;
      // The feed has settled (a sheet opened mid-navigation closes with it).
      await page.getByRole("heading", { level: 1, name: "Feed da Comunidade" }).waitFor();
      if (size.width < 768) {
        await page.getByRole("button", { name: "Alternar barra lateral" }).click();
        scope = page.getByRole("dialog");
        await scope.getByText("Geral", { exact: true }).waitFor({ state: "visible" });
      }
      const enter = scope.getByRole("button", { name: ENTER_ADMIN, exact: true });
      await enter.waitFor();
      expect((await enter.textContent())?.trim()).toBe("Admin");
      expect(await enter.locator("svg.lucide-shield-check").count()).toBe(1);
      await enter.click();

      const exit = scope.getByRole("button", { name: EXIT_ADMIN, exact: true });
      await exit.waitFor();
      expect((await exit.textContent())?.trim()).toBe("Sair");
      // Its own icon: a shield crossed out, never the sign-out's door.
      expect(await exit.locator("svg.lucide-shield-off").count()).toBe(1);
      expect(await exit.locator("svg.lucide-log-out").count()).toBe(0);
      await scope.getByRole("region", { name: "Administração" }).waitFor();
      await expectNoA11yViolations(page, `barra lateral no modo admin (${size.name}, ${size.theme})`);

      // Nothing on screen is named exactly 'Sair' but the sign-out in the user menu.
      const named = (p: Page) =>
        p
          .getByRole("button", { name: "Sair", exact: true })
          .or(p.getByRole("link", { name: "Sair", exact: true }))
          .or(p.getByRole("menuitem", { name: "Sair", exact: true }));
      expect(await named(page).count()).toBe(0);
      if (size.width < 768) {
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "hidden" });
      }
      await page.getByRole("button", { name: "Menu do usuário" }).click();
      await page.getByRole("menuitem", { name: "Sair", exact: true }).waitFor();
      expect(await named(page).count()).toBe(1);
      await page.keyboard.press("Escape");

      if (size.width < 768) {
        await page.getByRole("button", { name: "Alternar barra lateral" }).click();
        await page.getByRole("dialog").getByRole("button", { name: EXIT_ADMIN }).click();
      } else await page.getByRole("button", { name: EXIT_ADMIN }).click();
      await page.getByRole("button", { name: ENTER_ADMIN }).waitFor();
      await context.close();
    }
  });

  it("[TÍTULOS] cada página tem seu título: '<Página> · <comunidade>'", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    const { community_name: community } = await apiCall<CommunitySettings>(context, "GET", "/api/settings");
    const titled = async (path: string, title: string) => {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(title);
    };
    await titled("/", community);
    await titled("/ranking", `Ranking · ${community}`);
    await titled("/admin", `Dashboard Admin · ${community}`);
    await titled("/regras", `Regras da comunidade · ${community}`);
    await titled("/membros", `Membros · ${community}`);
    await titled("/endereco-que-nao-existe", `Página não encontrada · ${community}`);
    // A page about one thing takes its name once it has loaded.
    const courses = await apiCall<{ slug: string; title: string }[]>(context, "GET", "/api/courses");
    await titled(`/curso/${courses[0]!.slug}`, `${courses[0]!.title} · ${community}`);
    const spaces = await apiCall<SpaceSummary[]>(context, "GET", "/api/spaces");
    await titled(`/espaco/${spaces[0]!.slug}`, `${spaces[0]!.name} · ${community}`);
    // Signed out.
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto("/auth/login");
    await expect.poll(() => visitor.title()).toBe(`Entrar · ${community}`);
    await context.close();
  });

  it("[REGRAS] /regras está na barra lateral e no menu Ajuda", async () => {
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await page
      .getByRole("navigation", { name: "Barra lateral" })
      .getByRole("link", { name: "Regras", exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === "/regras");
    await page.getByRole("heading", { level: 1, name: "Regras da comunidade" }).waitFor();
    await page.goto("/");
    await page.getByRole("button", { name: "Ajuda" }).click();
    await page.getByRole("menuitem", { name: "Regras da comunidade" }).click();
    await page.waitForURL((url) => url.pathname === "/regras");
    await context.close();
  });

  it("[FEED] a caixa de publicação pergunta o espaço: 'Comece-por-aqui' ou o escolhido pelo admin, e o membro pode trocar", async () => {
    const staff = await newContext(browser);
    const adminPage = await staff.newPage();
    await signIn(adminPage, admin().email, admin().password);
    const memberContext = await newContext(browser);
    const { page } = await signUpAndConfirm(memberContext);
    const spaces = await apiCall<SpaceSummary[]>(memberContext, "GET", "/api/spaces");
    const postable = spaces.filter((s) => ["publicacoes", "imagens", "curso"].includes(s.space_type));
    const other = postable.find((s) => s.slug !== "comece-por-aqui")!;

    const openComposer = async () => {
      await page.goto("/");
      await page.getByText("O que você está pensando?").click();
      await page.getByLabel("Título da publicação").waitFor();
      return page.getByLabel("Publicar em");
    };
    const select = await openComposer();
    await select.waitFor();
    expect(await select.locator("option:checked").textContent()).toBe("Comece-por-aqui");
    // Only the spaces the member may post in: no chat, no events space.
    expect(await select.locator("option").allTextContents()).toEqual(postable.map((s) => s.name));
    await expectNoA11yViolations(page, "caixa de publicação com o espaço");

    // The member picks another space before publishing.
    const title = `No espaço escolhido ${Date.now()}`;
    await select.selectOption({ label: other.name });
    await page.getByLabel("Título da publicação").fill(title);
    await page.getByLabel("Mensagem").fill("Publicado fora do espaço padrão.");
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("🎉 Post publicado com sucesso!").waitFor();
    const feed = await apiCall<{ items: { title: string; space: { slug: string } }[] }>(
      memberContext,
      "GET",
      `/api/posts?tab=recentes&space=${other.slug}`,
    );
    expect(feed.items.find((p) => p.title === title)?.space.slug).toBe(other.slug);

    // The admin's choice on /admin becomes the default.
    await adminPage.goto("/admin");
    const setting = adminPage.getByLabel("Espaço padrão");
    await setting.selectOption({ label: other.name });
    await adminPage.getByRole("button", { name: "Salvar espaço padrão" }).click();
    await adminPage.getByText("Espaço padrão salvo!").waitFor();
    await expect
      .poll(async () => (await card(adminPage, "Configurações").textContent()) ?? "")
      .toContain(`publicações em ${other.name}`);
    try {
      const again = await openComposer();
      await again.waitFor();
      await expect.poll(() => again.locator("option:checked").textContent()).toBe(other.name);
    } finally {
      await apiCall(staff, "PUT", "/api/admin/settings/composer-space", { space_id: null });
    }
    await staff.close();
    await memberContext.close();
  });

  it("[OFERTA] o cartão de oferta mostra a imagem que vem com o app e leva a /cursos/vitrine", async () => {
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await page.goto("/");
    const offer = page.getByRole("region", { name: "Oferta Especial" });
    await offer.waitFor();
    const image = offer.locator("img");
    await expect.poll(() => image.getAttribute("src")).toBe("/images/oferta-vitrine.svg");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await offer.getByRole("link", { name: "Ver Cursos" }).click();
    await page.waitForURL((url) => url.pathname === "/cursos/vitrine");
    await context.close();
  });

  it("[TEXTOS] 'Mais bem avaliados' ordena os fornecedores", async () => {
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await page.goto("/recursos/fornecedores");
    const sort = page.getByLabel("Ordenar por");
    await sort.waitFor();
    expect(await sort.locator("option").allTextContents()).toContain("Mais bem avaliados");
    await context.close();
  });
});
