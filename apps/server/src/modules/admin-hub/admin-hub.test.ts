import { ADMIN_AREAS, type AdminAreaKey, type AdminHub } from "@guilda/shared/schemas/admin-hub";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { events, missions, plans, resources, spaces, webhookDeliveries } from "../../db/schema";
import { createSpace, makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

const HOUR = 60 * 60 * 1000;

describe("admin hub (GET /api/admin/hub)", () => {
  let t: App;
  let admin: TestClient;
  let member: TestClient;
  let moderator: TestClient;

  /** The hub as the admin sees it now: area → { status, attention }. */
  async function hub() {
    const res = await admin.get("/api/admin/hub");
    expect(res.status, res.text).toBe(200);
    const body = res.json as AdminHub;
    return new Map(body.areas.map((a) => [a.key, a]));
  }
  async function status(key: AdminAreaKey) {
    return (await hub()).get(key)!.status;
  }
  /** Rows a table holds that a condition keeps, read straight from the database. */
  async function count(query: ReturnType<typeof sql>) {
    const result = (await t.db.execute(query)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db, { name: "Ana Admin" })).id);
    member = t.client();
    await signUpConfirmed(member, t.db, { name: "Bruno Membro" });
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db, { name: "Carla Moderadora" })).id);
  });

  it("is for admins only: 401 signed out, 403 for a member and a moderator", async () => {
    expect((await t.client().get("/api/admin/hub")).status).toBe(401);
    expect((await member.get("/api/admin/hub")).status).toBe(403);
    expect((await moderator.get("/api/admin/hub")).status).toBe(403);
  });

  it("has one card per admin area, in the hub's order", async () => {
    const res = await admin.get("/api/admin/hub");
    expect((res.json as AdminHub).areas.map((a) => a.key)).toEqual([...ADMIN_AREAS]);
  });

  it("courses: published and drafts, as the admin creates and publishes them", async () => {
    expect(await status("courses")).toBe("Nenhum curso publicado");
    const first = await admin.post("/api/admin/courses", { title: "Pintura de miniaturas" });
    expect(first.status, first.text).toBe(201);
    expect(await status("courses")).toBe("Nenhum curso publicado · 1 rascunho");
    await admin.put(`/api/admin/courses/${first.json.id}/publish`, { is_published: true });
    expect(await status("courses")).toBe("1 curso publicado");
    const second = await admin.post("/api/admin/courses", { title: "Restauração de relógios" });
    const third = await admin.post("/api/admin/courses", { title: "Moedas antigas" });
    await admin.put(`/api/admin/courses/${second.json.id}/publish`, { is_published: true });
    expect(await status("courses")).toBe("2 cursos publicados · 1 rascunho");
    await admin.post("/api/admin/courses", { title: "Selos raros" });
    expect(await status("courses")).toBe("2 cursos publicados · 2 rascunhos");
    expect(third.status).toBe(201);
  });

  it("suppliers: a member's suggestion waits for review until the staff approves it", async () => {
    expect(await hub().then((h) => h.get("suppliers"))).toEqual({
      key: "suppliers",
      status: "Nenhum fornecedor aguardando · 0 aprovados",
      attention: false,
    });
    const suggest = (name: string) =>
      member.post("/api/suppliers", { name, description: "Peças antigas.", categories: ["Relógios"] });
    const first = await suggest("Relógios do Vale");
    expect(first.status, first.text).toBe(201);
    await suggest("Antiquário Central");
    expect(await hub().then((h) => h.get("suppliers"))).toEqual({
      key: "suppliers",
      status: "2 fornecedores aguardando · 0 aprovados",
      attention: true,
    });
    const approved = await moderator.post(`/api/suppliers/${first.json.id}/review`, { decision: "approve" });
    expect(approved.status, approved.text).toBe(200);
    expect(await status("suppliers")).toBe("1 fornecedor aguardando · 1 aprovado");
  });

  it("sign-ups and members: a sign-up waits for approval, then counts as a member once approved", async () => {
    expect(await status("members")).toBe("3 membros");
    expect(await hub().then((h) => h.get("signups"))).toEqual({
      key: "signups",
      status: "Nenhum cadastro aguardando aprovação",
      attention: false,
    });
    expect((await admin.put("/api/admin/settings/join-policy", { join_policy: "approval" })).status).toBe(
      200,
    );
    const waiting = await signUpConfirmed(t.client(), t.db, { name: "Davi Novo" });
    expect(await hub().then((h) => h.get("signups"))).toEqual({
      key: "signups",
      status: "1 cadastro aguardando aprovação",
      attention: true,
    });
    await signUpConfirmed(t.client(), t.db, { name: "Elisa Nova" });
    expect(await status("signups")).toBe("2 cadastros aguardando aprovação");
    // Waiting sign-ups are no members yet.
    expect(await status("members")).toBe("3 membros");
    expect((await admin.post(`/api/admin/members/${waiting.id}/approve`)).status).toBe(200);
    expect(await status("signups")).toBe("1 cadastro aguardando aprovação");
    expect(await status("members")).toBe("4 membros");
    // An invite not accepted yet.
    const invited = await admin.post("/api/admin/members/batch", {
      mode: "invite",
      source: "manual",
      members: [{ name: "Fábio Convidado", email: "fabio.convidado@exemplo.com.br" }],
    });
    expect(invited.status, invited.text).toBe(200);
    expect(await status("members")).toBe("4 membros · 1 convite pendente");
  });

  it("settings: 'Cadastro' and the space the home composer proposes", async () => {
    expect(await status("settings")).toBe("Cadastro: aberto com aprovação");
    await admin.put("/api/admin/settings/join-policy", { join_policy: "open" });
    const start = await createSpace(t.db, { slug: "comece-por-aqui", order: 2 });
    await t.db.update(spaces).set({ name: "Comece-por-aqui" }).where(eq(spaces.id, start.id));
    expect(await status("settings")).toBe("Cadastro: aberto · publicações em Comece-por-aqui");
    const news = await createSpace(t.db, { slug: "novidades", order: 1 });
    const saved = await admin.put("/api/admin/settings/composer-space", { space_id: news.id });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.composer_space_id).toBe(news.id);
    expect(await status("settings")).toBe("Cadastro: aberto · publicações em novidades");
  });

  it("spaces: every space and the private ones", async () => {
    const total = await count(sql`select count(*)::int as n from spaces`);
    expect(total).toBe(2);
    expect(await status("spaces")).toBe("2 espaços");
    const created = await admin.post("/api/admin/spaces", { space_type: "chat" });
    expect(created.status, created.text).toBe(201);
    await admin.patch(`/api/admin/spaces/${created.json.id}`, { is_private: true });
    expect(await status("spaces")).toBe("3 espaços · 1 privado");
  });

  it("agents, missions, events and suggestions follow their rows", async () => {
    expect(await status("agents")).toBe("Nenhum agente ativo");
    const agent = (name: string, is_active: boolean) =>
      admin.post("/api/admin/ai-agents", {
        name,
        description: "Responde sobre pintura.",
        icon_svg: null,
        required_tier: "basic",
        is_active,
        is_default: false,
        scope: "all",
        course_ids: [],
        space_ids: [],
        system_prompt: "Você é um mentor.",
        welcome_message: "Olá!",
        suggested_questions: [],
      });
    expect((await agent("Mentor de pintura", true)).status).toBe(201);
    expect(await status("agents")).toBe("1 agente ativo");
    await agent("Mentor de relógios", true);
    await agent("Rascunho de agente", false);
    expect(await status("agents")).toBe("2 agentes ativos · 1 inativo");

    const activeMissions = await count(sql`select count(*)::int as n from missions where is_active`);
    await t.db.update(missions).set({ is_active: false });
    expect(await status("gamification")).toBe("Nenhuma missão ativa");
    const mission = await admin.post("/api/admin/missions", {
      title: "Complete seu perfil",
      description: "Adicione uma foto e uma bio.",
      event_type: "profile_completed",
      target: 1,
      points: 20,
    });
    expect(mission.status, mission.text).toBe(201);
    expect(await status("gamification")).toBe("1 missão ativa");
    await t.db.update(missions).set({ is_active: true });
    const all = await count(sql`select count(*)::int as n from missions`);
    expect(all).toBe(activeMissions + 1);
    expect(await status("gamification")).toBe(all === 1 ? "1 missão ativa" : `${all} missões ativas`);

    expect(await status("events")).toBe("Nenhum evento programado");
    const eventsSpace = await createSpace(t.db, { slug: "encontros", type: "eventos" });
    const start = new Date(Date.now() + 48 * HOUR);
    const event = await admin.post("/api/events", {
      space_id: eventsSpace.id,
      title: "Encontro de colecionadores",
      description: "Traga sua coleção.",
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 2 * HOUR).toISOString(),
    });
    expect(event.status, event.text).toBe(201);
    expect(await status("events")).toBe("1 evento programado");
    // Past and cancelled events are not to come.
    await t.db.insert(events).values([
      {
        space_id: eventsSpace.id,
        title: "Encontro passado",
        starts_at: new Date(Date.now() - 48 * HOUR),
        ends_at: new Date(Date.now() - 46 * HOUR),
      },
      {
        space_id: eventsSpace.id,
        title: "Encontro cancelado",
        starts_at: start,
        ends_at: new Date(start.getTime() + HOUR),
        status: "cancelled",
      },
    ]);
    expect(await status("events")).toBe("1 evento programado");

    expect(await hub().then((h) => h.get("suggestions"))).toEqual({
      key: "suggestions",
      status: "Nenhuma sugestão nova",
      attention: false,
    });
    const suggestion = await member.post("/api/suggestions", {
      title: "Modo escuro no aplicativo",
      description: "Seria ótimo ter isso na comunidade.",
      category: "plataforma",
    });
    expect(suggestion.status, suggestion.text).toBe(201);
    expect(await hub().then((h) => h.get("suggestions"))).toEqual({
      key: "suggestions",
      status: "1 sugestão nova",
      attention: true,
    });
    const reviewed = await admin.put(`/api/admin/suggestions/${suggestion.json.id}/status`, {
      status: "em_analise",
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(await status("suggestions")).toBe("Nenhuma sugestão nova · 1 em análise");
  });

  it("resources, plans, rules and sales follow their rows", async () => {
    expect(await count(sql`select count(*)::int as n from resources`)).toBe(0);
    expect(await status("resources")).toBe("Nenhum recurso visível");
    const page = (title: string, slug: string) =>
      admin.post("/api/admin/resources", { title, slug, body: "Texto da página." });
    const faq = await page("Perguntas frequentes", "perguntas-frequentes");
    expect(faq.status, faq.text).toBe(201);
    await page("Glossário", "glossario");
    expect(await status("resources")).toBe("2 recursos visíveis");
    const id = (await t.db.select().from(resources).where(eq(resources.slug, "glossario")))[0]!.id;
    expect((await admin.patch(`/api/admin/resources/${id}`, { is_visible: false })).status).toBe(200);
    expect(await status("resources")).toBe("1 recurso visível · 1 oculto");

    expect(await status("plans")).toBe("4 planos visíveis");
    const [basic] = await t.db.select().from(plans).where(eq(plans.tier, "basic"));
    const hide = await admin.put("/api/admin/plans/basic", {
      name: basic?.name ?? "Basic",
      price_cents: 4990,
      billing_period: "monthly",
      features: [],
      is_highlighted: false,
      is_visible: false,
      cta_label: null,
      cta_url: null,
    });
    expect(hide.status, hide.text).toBe(200);
    expect(await status("plans")).toBe("3 planos visíveis · 1 oculto");

    expect(await hub().then((h) => h.get("rules"))).toEqual({
      key: "rules",
      status: "Nenhuma regra escrita ainda",
      attention: true,
    });
    expect((await admin.put("/api/admin/rules", { markdown: "- Seja gentil" })).status).toBe(200);
    const today = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date());
    expect(await hub().then((h) => h.get("rules"))).toEqual({
      key: "rules",
      status: `Atualizadas em ${today}`,
      attention: false,
    });

    expect(await status("sales")).toBe("Nenhuma oferta");
    const offer = await admin.post("/api/admin/sales/offers", {
      name: "Acesso vitalício",
      provider: "hotmart",
      product_key: "123456",
      duration: "lifetime",
      course_ids: [],
      categories: ["Pintura"],
    });
    expect(offer.status, offer.text).toBe(201);
    expect(await status("sales")).toBe("1 oferta");
    await t.db.insert(webhookDeliveries).values([
      { provider: "hotmart", event_id: "evt-1", status: "failed", error: "Oferta desconhecida" },
      { provider: "hotmart", event_id: "evt-2", status: "processed" },
    ]);
    expect(await hub().then((h) => h.get("sales"))).toEqual({
      key: "sales",
      status: "1 oferta · 1 entrega com falha",
      attention: true,
    });
  });
});
