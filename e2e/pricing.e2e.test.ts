import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { countDialogs, HOSTILE, injectedElements } from "./support/xss";

type Plan = {
  tier: "trial" | "basic" | "premium" | "enterprise";
  name: string;
  price_cents: number | null;
  billing_period: "monthly" | "yearly";
  features: string[];
  is_highlighted: boolean;
  is_visible: boolean;
  cta_label: string | null;
  cta_url: string | null;
};
type Plans = { items: Plan[]; current_tier: Plan["tier"] };
type Rules = {
  html: string;
  markdown: string | null;
  updated_at: string | null;
  updated_by_name: string | null;
};
type Overview = {
  member_count: number;
  spaces: {
    id: string;
    name: string;
    slug: string;
    space_type: string;
    post_count: number;
    message_count: number;
    last_activity_at: string | null;
  }[];
};
type Me = { user: { id: string }; profile: { full_name: string } };

const TIERS = ["trial", "basic", "premium", "enterprise"] as const;
const PREMIUM_FEATURES = [
  "Todos os cursos de restauração e avaliação",
  "Agente de IA com 300 respostas por dia",
  "Encontro mensal ao vivo com especialistas",
];
const CHECKOUT = "https://exemplo.com.br/checkout/guilda-premium-e2e";

/** The plan as PUT /api/admin/plans/:tier takes it. */
const planInput = (plan: Plan) => ({
  name: plan.name,
  price_cents: plan.price_cents,
  billing_period: plan.billing_period,
  features: plan.features,
  is_highlighted: plan.is_highlighted,
  is_visible: plan.is_visible,
  cta_label: plan.cta_label ?? "",
  cta_url: plan.cta_url ?? "",
});

describe.runIf(inject("hasBrowser"))("[PLANOS] /pricing, /regras e /comunidade", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;
  let memberContext: BrowserContext;
  let member: Page;
  let originalPlans: Plan[] = [];
  let originalRules: string | null = null;
  const createdSpaces: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    page = await staff.newPage();
    await signIn(page, admin().email, admin().password);
    originalPlans = (await apiCall<Plans>(staff, "GET", "/api/plans")).items;
    originalRules = (await apiCall<Rules>(staff, "GET", "/api/rules")).markdown;
    memberContext = await newContext(browser);
    member = (await signUpAndConfirm(memberContext)).page;
  });

  afterAll(async () => {
    // Other journeys run on the same server: plans, rules and spaces go back to what they were.
    if (staff) {
      // The highlighted plan last: saving it takes the highlight from any other.
      const ordered = [...originalPlans].sort((a, b) => Number(a.is_highlighted) - Number(b.is_highlighted));
      for (const plan of ordered)
        await apiCall(staff, "PUT", `/api/admin/plans/${plan.tier}`, planInput(plan)).catch(() => undefined);
      if (originalRules !== null)
        await apiCall(staff, "PUT", "/api/admin/rules", { markdown: originalRules }).catch(() => undefined);
      for (const id of createdSpaces)
        await apiCall(staff, "DELETE", `/api/admin/spaces/${id}`).catch(() => undefined);
    }
    await memberContext?.close();
    await staff?.close();
    await browser?.close();
  });

  it("[PLANOS] admin muda o preço do Premium para 129,90 e os recursos; o membro vê 'R$ 129,90' com o link de compra", async () => {
    expect(originalPlans.map((p) => p.tier)).toEqual([...TIERS]);
    const premium = originalPlans.find((p) => p.tier === "premium")!;
    await page.goto("/pricing");
    await page.getByRole("heading", { level: 1, name: "Planos" }).waitFor();
    const cards = page.getByRole("list", { name: "Planos disponíveis" }).getByRole("article");
    await cards.first().waitFor();
    expect(await cards.getByRole("heading", { level: 2 }).allTextContents()).toEqual(
      originalPlans.map((p) => p.name),
    );
    await expectNoA11yViolations(page, "/pricing (admin)");

    await page.getByRole("button", { name: "Editar planos" }).click();
    await page.getByRole("button", { name: `Editar plano ${premium.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Editar plano ${premium.name}` });
    await dialog.waitFor();
    await dialog.getByLabel("Preço (R$)").fill("129,90");
    await dialog.getByLabel("Recursos do plano").fill(PREMIUM_FEATURES.join("\n"));
    await dialog.getByLabel("Texto do botão").fill("Assinar Premium");

    // A script link is refused in the dialog itself, with the shared message, and nothing is sent.
    let puts = 0;
    const countPut = (r: { method(): string; url(): string }) => {
      if (r.method() === "PUT" && r.url().includes("/api/admin/plans/")) puts += 1;
    };
    page.on("request", countPut);
    await dialog.getByLabel("Link do botão").fill(HOSTILE.jsLink);
    await dialog.getByRole("button", { name: "Salvar plano" }).click();
    await dialog.getByText("O link do botão precisa começar com http:// ou https://.").waitFor();
    expect(await dialog.getByLabel("Link do botão").getAttribute("aria-invalid")).toBe("true");
    expect(puts).toBe(0);
    page.off("request", countPut);
    // …and by the server, whatever the browser does.
    const refused = await staff.request.fetch(`${new URL(page.url()).origin}/api/admin/plans/premium`, {
      method: "PUT",
      headers: { origin: new URL(page.url()).origin, "content-type": "application/json" },
      data: JSON.stringify({ ...planInput(premium), cta_url: HOSTILE.jsLink }),
    });
    expect(refused.status()).toBe(400);

    await dialog.getByLabel("Link do botão").fill(CHECKOUT);
    await expectNoA11yViolations(page, "/pricing (diálogo do plano)");
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "PUT" && r.url().endsWith("/api/admin/plans/premium"),
      ),
      dialog.getByRole("button", { name: "Salvar plano" }).click(),
    ]);
    expect(response.status()).toBe(200);
    const saved = (await response.json()) as Plan;
    expect(saved.price_cents).toBe(12990);
    expect(saved.features).toEqual(PREMIUM_FEATURES);
    expect(saved.cta_url).toBe(CHECKOUT);
    await page.getByText("Plano atualizado!").waitFor();
    await dialog.waitFor({ state: "detached" });

    // The member (a new account: Trial) sees the new price, the list in order and the checkout link.
    await member.goto("/pricing");
    const card = member.getByRole("article", { name: premium.name });
    await card.getByText("R$ 129,90").waitFor();
    await card.getByText("/mês").waitFor();
    expect(
      await card
        .getByRole("list", { name: `Recursos do plano ${premium.name}` })
        .getByRole("listitem")
        .allTextContents(),
    ).toEqual(PREMIUM_FEATURES);
    const cta = card.getByRole("link", { name: /Assinar Premium/ });
    expect(await cta.getAttribute("href")).toBe(CHECKOUT);
    expect(await cta.getAttribute("target")).toBe("_blank");
    expect(await member.getByRole("button", { name: "Editar planos" }).count()).toBe(0);
    // Other prices keep their BRL format.
    const basic = originalPlans.find((p) => p.tier === "basic")!;
    if (basic.price_cents !== null) {
      const reais = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(
        basic.price_cents / 100,
      );
      await member.getByRole("article", { name: basic.name }).getByText(reais).waitFor();
    }
    await expectNoA11yViolations(member, "/pricing (membro)");
  });

  it("[PLANOS] um membro Trial vê 'Seu plano atual' só no Trial; o menu Ajuda leva a Planos", async () => {
    expect((await apiCall<Plans>(memberContext, "GET", "/api/plans")).current_tier).toBe("trial");
    await member.goto("/");
    await member.getByRole("button", { name: "Ajuda" }).click();
    await member.getByRole("menuitem", { name: "Planos" }).click();
    await member.waitForURL((url) => url.pathname === "/pricing");
    const trial = originalPlans.find((p) => p.tier === "trial")!;
    const current = member.getByRole("article").filter({ hasText: "Seu plano atual" });
    await current.first().waitFor();
    expect(await current.count()).toBe(1);
    expect(await current.getByRole("heading", { level: 2 }).textContent()).toBe(trial.name);
  });

  it("[REGRAS] admin edita /regras com um <script> e uma lista; o membro vê a lista, nenhum script roda, 'Atualizado em'", async () => {
    const me = await apiCall<Me>(staff, "GET", "/api/me");
    const markdown = [
      "## Boas práticas",
      "",
      HOSTILE.script,
      "",
      "- Respeite os colecionadores",
      "- Descreva o estado real das peças",
      "- Nada de spam",
      "",
      HOSTILE.markdownJsLink,
    ].join("\n");
    const staffDialogs = countDialogs(page);
    await page.goto("/regras");
    await page.getByRole("heading", { level: 1, name: "Regras da comunidade" }).waitFor();
    await page.getByRole("button", { name: "Editar regras" }).click();
    await page.getByLabel("Regras (markdown)").fill(markdown);
    await page.getByRole("tab", { name: "Visualizar" }).click();
    await page.getByText("Descreva o estado real das peças").waitFor();
    expect(await injectedElements(page)).toEqual([]);
    await expectNoA11yViolations(page, "/regras (editor)");
    await page.getByRole("tab", { name: "Escrever" }).click();
    await page.getByRole("button", { name: "Salvar regras" }).click();
    await page.getByText("Regras atualizadas!").waitFor();
    await page.getByRole("button", { name: "Editar regras" }).waitFor();
    expect(staffDialogs()).toBe(0);

    const dialogs = countDialogs(member);
    await member.goto("/regras");
    await member.getByRole("heading", { level: 2, name: "Boas práticas" }).waitFor();
    const items = member.getByRole("main").getByRole("listitem");
    expect(await items.allTextContents()).toEqual([
      "Respeite os colecionadores",
      "Descreva o estado real das peças",
      "Nada de spam",
    ]);
    const today = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" }).format(new Date());
    await member.getByText(`Atualizado em ${today} por ${me.profile.full_name}`).waitFor();
    expect(await injectedElements(member)).toEqual([]);
    expect(await member.getByRole("main").getByRole("link", { name: "clique aqui" }).count()).toBe(0);
    expect(await member.getByRole("button", { name: "Editar regras" }).count()).toBe(0);
    // The member receives the rendered rules only, not the source.
    expect((await apiCall<Rules>(memberContext, "GET", "/api/rules")).markdown).toBeNull();
    await expectNoA11yViolations(member, "/regras (membro)");
    expect(dialogs()).toBe(0);
  });

  it("[COMUNIDADE] /comunidade lista os espaços com as contagens; um membro não vê o espaço privado de que não participa", async () => {
    const stamp = Date.now().toString(36);
    const name = `Cofre dos raros ${stamp}`;
    const space = await apiCall<{ id: string; slug: string }>(staff, "POST", "/api/admin/spaces", {
      space_type: "publicacoes",
    });
    createdSpaces.push(space.id);
    await apiCall(staff, "PATCH", `/api/admin/spaces/${space.id}`, {
      name,
      description: "Peças raras mostradas só para o grupo.",
      is_private: true,
    });
    const insiderContext = await newContext(browser);
    const { page: insider } = await signUpAndConfirm(insiderContext);
    const insiderMe = await apiCall<Me>(insiderContext, "GET", "/api/me");
    await apiCall(staff, "PUT", `/api/admin/spaces/${space.id}/members/${insiderMe.user.id}`, {});
    await apiCall(staff, "POST", "/api/posts", {
      title: "Primeira peça do cofre",
      content: "Uma miniatura de 1978 ainda na caixa.",
      space_id: space.id,
    });

    // The outsider: from the sidebar's 'Comunidade' link.
    await member.goto("/");
    await member
      .getByRole("navigation", { name: "Barra lateral" })
      .getByRole("link", { name: "Comunidade" })
      .click();
    await member.waitForURL((url) => url.pathname === "/comunidade");
    await member.getByRole("heading", { level: 1, name: "Comunidade" }).waitFor();
    const overview = await apiCall<Overview>(memberContext, "GET", "/api/community/overview");
    expect(overview.spaces.map((s) => s.name)).not.toContain(name);
    expect(overview.spaces.map((s) => s.name)).not.toContain("Bastidores da moderação");
    const list = member.getByRole("list", { name: "Espaços da comunidade" });
    const cards = list.getByRole("article");
    await cards.first().waitFor();
    expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      overview.spaces.map((s) => s.name),
    );
    const count = (n: number, one: string, many: string) =>
      n === 1 ? `1 ${one}` : `${n.toLocaleString("pt-BR")} ${many}`;
    for (const s of overview.spaces) {
      const card = cards.filter({ has: member.getByRole("heading", { name: s.name, exact: true }) });
      // A chat space is counted by its messages, the others by their posts.
      const shown =
        s.space_type === "chat"
          ? count(s.message_count, "mensagem", "mensagens")
          : count(s.post_count, "publicação", "publicações");
      await card.getByText(shown, { exact: true }).waitFor();
      if (s.last_activity_at) await card.getByText(/^Última atividade /).waitFor();
      else
        await card
          .getByText(s.space_type === "chat" ? "Sem mensagens ainda" : "Sem publicações ainda")
          .waitFor();
    }
    expect(overview.spaces.some((s) => s.post_count > 0)).toBe(true);
    const members = overview.member_count;
    expect(members).toBeGreaterThanOrEqual(3);
    await member
      .getByText(members === 1 ? "1 membro" : `${members.toLocaleString("pt-BR")} membros`, { exact: true })
      .waitFor();
    expect(await member.getByText(name).count()).toBe(0);
    expect(await member.getByRole("link", { name: "Ver ranking" }).getAttribute("href")).toBe("/ranking");
    expect(await member.getByRole("link", { name: "Ver membros" }).getAttribute("href")).toBe("/membros");
    await expectNoA11yViolations(member, "/comunidade (membro)");

    // The insider sees it, with its one post, and the link opens the space.
    await insider.goto("/comunidade");
    const secret = insider
      .getByRole("list", { name: "Espaços da comunidade" })
      .getByRole("article", { name });
    await secret.getByText("1 publicação", { exact: true }).waitFor();
    await secret.getByText(/^Última atividade há/).waitFor();
    await secret.getByRole("link", { name }).click();
    await insider.waitForURL((url) => url.pathname === `/espaco/${space.slug}`);
    await insiderContext.close();

    // Only the overview exists: any other /comunidade/* path is the 404 page.
    await member.goto("/comunidade/calendario");
    await member.getByRole("heading", { level: 1, name: "Página não encontrada" }).waitFor();
  });
});
