import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { noisyPng } from "./support/media";

type Gamification = {
  reasons: Record<string, { points: number; daily_cap: number | null }>;
  like_pair_daily_limit: number;
  level_thresholds: number[];
  level_names: string[];
};
type Plan = {
  tier: string;
  name: string;
  price_cents: number | null;
  billing_period: string;
  features: string[];
  is_highlighted: boolean;
  is_visible: boolean;
  cta_label: string | null;
  cta_url: string | null;
};
type Settings = {
  community_name: string;
  brand_color: string;
  logo_url: string | null;
  icon_url: string | null;
  footer_text: string | null;
};
type SidebarAgent = { id: string; name: string; locked: boolean; required_tier_label: string };

const stamp = Date.now().toString(36).slice(-4);
/** The community's names for its four levels, unique to this run. */
const LEVEL_NAMES = [`Aprendiz ${stamp}`, `Cavaleiro ${stamp}`, `Mestre ${stamp}`, `Lenda ${stamp}`];
const TIER_NAME = `Ouro ${stamp}`;
const FOOTER = `Feito à mão pela Guilda ${stamp}.`;

const planInput = (plan: Plan) => ({
  name: plan.name,
  price_cents: plan.price_cents,
  billing_period: plan.billing_period,
  features: plan.features,
  is_highlighted: plan.is_highlighted,
  is_visible: plan.is_visible,
  cta_label: plan.cta_label,
  cta_url: plan.cta_url,
});

/** Whether the link's visible name is cut (its text wider than its box). */
const isCut = (link: Locator) =>
  link
    .locator(":scope > span:not([aria-hidden])")
    .evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);

describe.runIf(inject("hasBrowser"))(
  "[PALAVRAS] os nomes da comunidade: níveis, planos, rodapé, logo e ícones",
  () => {
    let browser: Browser;
    let staff: BrowserContext;
    let page: Page;
    let memberContext: BrowserContext;
    let member: Page;
    let original: { gamification: Gamification; premium: Plan; settings: Settings };

    beforeAll(async () => {
      browser = await launch();
      staff = await newContext(browser);
      page = await staff.newPage();
      await signIn(page, admin().email, admin().password);
      const plans = await apiCall<{ items: Plan[] }>(staff, "GET", "/api/plans");
      original = {
        gamification: await apiCall<Gamification>(staff, "GET", "/api/admin/gamification"),
        premium: plans.items.find((p) => p.tier === "premium")!,
        settings: await apiCall<Settings>(staff, "GET", "/api/settings"),
      };
      memberContext = await newContext(browser);
      member = (await signUpAndConfirm(memberContext)).page;
    });

    afterAll(async () => {
      // The other journeys run on the same server: every word goes back to what it was.
      if (staff && original) {
        const { reasons, like_pair_daily_limit, level_thresholds, level_names } = original.gamification;
        await apiCall(staff, "PUT", "/api/admin/gamification", {
          reasons,
          like_pair_daily_limit,
          level_thresholds,
          level_names,
        }).catch(() => undefined);
        await apiCall(staff, "PUT", "/api/admin/plans/premium", planInput(original.premium)).catch(
          () => undefined,
        );
        const { community_name, brand_color, logo_url, icon_url, footer_text } = original.settings;
        await apiCall(staff, "PUT", "/api/admin/settings", {
          community_name,
          brand_color,
          logo_url,
          icon_url,
          footer_text: footer_text ?? "",
        }).catch(() => undefined);
      }
      await memberContext?.close();
      await staff?.close();
      await browser?.close();
    });

    it("[PALAVRAS] admin renomeia os níveis; o chip do cabeçalho, /niveis e o filtro do diretório mostram os novos nomes", async () => {
      await page.goto("/admin/gamificacao");
      for (const [index, name] of LEVEL_NAMES.entries())
        await page
          .getByRole("group", { name: `${index + 1}º nível` })
          .getByLabel("Nome")
          .fill(name);
      // Two levels with one name are refused on the spot, in Portuguese.
      const third = page.getByRole("group", { name: "3º nível" }).getByLabel("Nome");
      await third.fill(LEVEL_NAMES[1]!.toUpperCase());
      await page.getByRole("button", { name: "Salvar regras" }).click();
      await page.getByText("Cada nível precisa de um nome diferente.").waitFor();
      expect(await third.getAttribute("aria-invalid")).toBe("true");
      await third.fill(LEVEL_NAMES[2]!);
      await expectNoA11yViolations(page, "/admin/gamificacao (nomes dos níveis)");
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === "PUT" && r.url().endsWith("/api/admin/gamification"),
        ),
        page.getByRole("button", { name: "Salvar regras" }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(((await response.json()) as Gamification).level_names).toEqual(LEVEL_NAMES);
      await page.getByText("Regras de pontuação salvas!").waitFor();

      // The header's chip: the admin's own level, by its new name, without reloading.
      const me = await apiCall<{ me: { level: string; level_key: string } }>(
        staff,
        "GET",
        "/api/gamification/levels",
      );
      expect(LEVEL_NAMES).toContain(me.me.level);
      const chip = (p: Page) => p.getByRole("banner").getByRole("link", { name: /^Nível / });
      await expect.poll(() => chip(page).textContent()).toContain(me.me.level);

      // /niveis, for a member.
      await member.goto("/niveis");
      const list = member.getByRole("region", { name: "Níveis e pontos necessários" }).getByRole("listitem");
      await expect.poll(() => list.allTextContents()).toHaveLength(4);
      for (const [index, name] of LEVEL_NAMES.entries())
        await list.nth(index).getByText(name, { exact: true }).waitFor();
      await expect.poll(() => chip(member).textContent()).toContain(LEVEL_NAMES[0]);
      await expectNoA11yViolations(member, "/niveis (nomes da comunidade)");

      // The directory's filter offers the names; the address keeps the level's key.
      await member.goto("/membros");
      const filter = member.getByLabel("Nível", { exact: true });
      await expect
        .poll(() => filter.locator("option").allTextContents())
        .toEqual(["Todos os níveis", ...LEVEL_NAMES]);
      await filter.selectOption({ label: LEVEL_NAMES[0]! });
      await member.waitForURL((url) => url.searchParams.get("level") === "Padawan");
      await member.getByText(LEVEL_NAMES[0]!, { exact: true }).first().waitFor();
      await expectNoA11yViolations(member, "/membros (filtro por nível)");
    });

    it("[PALAVRAS] admin renomeia o plano Premium; /pricing e os cadeados da barra lateral usam o novo nome, sem cortar os nomes dos agentes", async () => {
      await page.goto("/pricing");
      await page.getByRole("button", { name: "Editar planos" }).click();
      await page.getByRole("button", { name: `Editar plano ${original.premium.name}` }).click();
      const dialog = page.getByRole("dialog", { name: `Editar plano ${original.premium.name}` });
      await dialog.getByText("É também o nome deste nível de acesso", { exact: false }).waitFor();
      await dialog.getByLabel("Nome do plano").fill(TIER_NAME);
      await dialog.getByRole("button", { name: "Salvar plano" }).click();
      await page.getByText("Plano atualizado!").waitFor();
      await page.getByRole("article", { name: TIER_NAME }).waitFor();

      await member.goto("/pricing");
      await member.getByRole("article", { name: TIER_NAME }).waitFor();

      // The member's locked agents: the whole name, and a lock that names the plan.
      const agents = await apiCall<SidebarAgent[]>(memberContext, "GET", "/api/ai-agents");
      const locked = agents.filter((a) => a.locked);
      expect(locked.length).toBeGreaterThan(0);
      expect(locked.some((a) => a.required_tier_label === TIER_NAME)).toBe(true);
      await member.goto("/");
      const region = member
        .getByRole("navigation", { name: "Barra lateral" })
        .getByRole("region", { name: "Agentes de IA" });
      for (const agent of locked) {
        const link = region.getByRole("link", {
          name: `${agent.name} bloqueado (plano ${agent.required_tier_label})`,
        });
        await link.waitFor();
        await link.getByRole("img", { name: `bloqueado (plano ${agent.required_tier_label})` }).waitFor();
        expect(await isCut(link), agent.name).toBe(false);
      }
      await expectNoA11yViolations(member, "barra lateral com agentes bloqueados");

      // On a phone, in the sidebar's sheet.
      const phoneContext = await newContext(browser, { width: 375, height: 812 });
      const phone = await phoneContext.newPage();
      await phoneContext.addCookies(await memberContext.cookies());
      await phone.goto("/");
      await phone.getByRole("button", { name: "Alternar barra lateral" }).click();
      const sheet = phone.getByRole("dialog").getByRole("region", { name: "Agentes de IA" });
      for (const agent of locked) {
        const link = sheet.getByRole("link", {
          name: `${agent.name} bloqueado (plano ${agent.required_tier_label})`,
        });
        await link.waitFor();
        expect(await isCut(link), agent.name).toBe(false);
      }
      await expectNoA11yViolations(phone, "barra lateral em 375 px");
      await phoneContext.close();
    });

    it("[PALAVRAS] admin envia o logo e muda o rodapé; quem não entrou vê o logo na página de login", async () => {
      await page.goto("/admin");
      const logo = page.getByRole("group", { name: "Logo", exact: true });
      await logo.waitFor();
      // Images are sent, never typed as addresses.
      expect(await page.getByLabel("URL do logo").count()).toBe(0);
      await logo.getByLabel("Arquivo do logo").setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: noisyPng(480, 160),
      });
      const preview = logo.getByRole("img", { name: "Prévia: Logo" });
      await preview.waitFor();
      const src = (await preview.getAttribute("src")) ?? "";
      expect(src).toMatch(/^\/media\/media_uploads\/[^/]+\/brand-\d+-[A-Za-z0-9_-]{22}\.webp$/);
      await page.getByLabel("Texto do rodapé").fill(FOOTER);
      await expectNoA11yViolations(page, "/admin (logo enviado)");
      await page.getByRole("button", { name: "Salvar configurações" }).click();
      await page.getByText("Configurações salvas!").waitFor();
      await page.getByRole("contentinfo").getByText(FOOTER).waitFor();
      await expect
        .poll(() => page.getByRole("banner").locator(`img[src="${src}"]`).count())
        .toBeGreaterThan(0);

      // A visitor: the sign-in page's header shows the logo, read without a session.
      const visitorContext = await newContext(browser, { width: 375, height: 812 });
      const visitor = await visitorContext.newPage();
      await visitor.goto("/auth/login");
      const image = visitor.locator(`img[src="${src}"]`).first();
      await image.waitFor();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      await visitorContext.close();
    });

    it("[PALAVRAS] em 375 px, admin busca e escolhe o ícone de um agente na lista", async () => {
      const phoneContext = await newContext(browser, { width: 375, height: 812 });
      const phone = await phoneContext.newPage();
      await signIn(phone, admin().email, admin().password);
      await phone.goto("/admin/ai-agents/novo");
      await phone.getByRole("heading", { level: 1, name: "Novo agente" }).waitFor();
      // No field takes markup any more.
      expect(await phone.getByLabel("Ícone (SVG)").count()).toBe(0);
      // Choosing an icon saves nothing by itself: the agent is saved with the form.
      let posts = 0;
      phone.on("request", (r) => {
        if (r.method() === "POST" && r.url().endsWith("/api/admin/ai-agents")) posts += 1;
      });
      await phone.getByRole("button", { name: "Escolher da lista" }).click();
      const picker = phone.getByRole("dialog", { name: "Escolher ícone" });
      await picker.getByRole("radio", { name: "Robô" }).waitFor();
      await picker.getByLabel("Buscar ícone").fill("cafe");
      await picker.getByRole("radio", { name: "Café" }).check();
      await expectNoA11yViolations(phone, "escolher ícone em 375 px");
      await picker.getByRole("button", { name: "Usar este ícone" }).click();
      await picker.waitFor({ state: "detached" });
      await phone.getByRole("img", { name: "Prévia do ícone" }).locator("svg.lucide-coffee").waitFor();
      expect(posts).toBe(0);
      expect(new URL(phone.url()).pathname).toBe("/admin/ai-agents/novo");
      await phone.getByRole("button", { name: "Usar o padrão" }).click();
      await phone.getByRole("img", { name: "Sem ícone: usa o padrão" }).waitFor();
      await phoneContext.close();
    });
  },
);
