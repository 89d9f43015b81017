import { randomUUID } from "node:crypto";
import { DEFAULT_AI_QUOTAS } from "@guilda/shared";
import { aiAdminMessages as m } from "@guilda/shared/messages/ai-admin";
import type { AiAgentAdmin, AiAgentOptions, AiQuotas, AiUsageReport } from "@guilda/shared/schemas/ai";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { aiAgents, aiConversations, aiMessages, aiTierQuotas, aiUsage, posts } from "../../db/schema";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createCourseWithLessons } from "../../test/course-fixtures";
import { startFakeAi, type FakeAi } from "../../test/fake-ai";
import { createTestApp, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;
const DAY = 24 * 60 * 60 * 1000;

const agentInput = (extra: Record<string, unknown> = {}) => ({
  name: "Agente de teste",
  description: "Responde sobre pintura.",
  icon: null,
  required_tier: "basic",
  is_active: true,
  is_default: false,
  scope: "all",
  course_ids: [],
  space_ids: [],
  system_prompt: "Você é um mentor de pintura.",
  welcome_message: "Olá! Pergunte sobre pintura.",
  suggested_questions: ["Qual primer usar?"],
  model: null,
  ...extra,
});

describe("admin AI agent API", () => {
  let t: App;
  let admin: TestClient;
  let member: TestClient;
  let adminId: string;
  let memberId: string;
  let courseA: string;
  let courseB: string;
  let spaceA: string;

  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await admin.post("/api/admin/ai-agents", agentInput(extra));
    expect(res.status, res.text).toBe(201);
    return res.json as AiAgentAdmin;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, member] = [t.client(), t.client()];
    adminId = (await signUpConfirmed(admin, t.db, { name: "Helena Admin" })).id;
    await makeAdmin(t.db, adminId);
    memberId = (await signUpConfirmed(member, t.db, { name: "Bruno Membro" })).id;
    courseA = (await createCourseWithLessons(t.db, { title: "Pintura", lessons: [{}] })).course.id;
    courseB = (await createCourseWithLessons(t.db, { title: "Restauro", published: false, lessons: [{}] }))
      .course.id;
    spaceA = (await createSpace(t.db, { slug: "turma-pintura" })).id;
  });

  it("answers 403 to a member on every admin path, and 401 without a session", async () => {
    const agent = await create({ name: "Fechado" });
    const calls: [string, string, unknown][] = [
      ["GET", "/api/admin/ai-agents", undefined],
      ["POST", "/api/admin/ai-agents", agentInput()],
      ["GET", "/api/admin/ai-agents/options", undefined],
      ["GET", "/api/admin/ai-agents/usage?days=7", undefined],
      ["GET", "/api/admin/ai-agents/quotas", undefined],
      ["PUT", "/api/admin/ai-agents/quotas", { quotas: [{ tier: "trial", messages_per_day: 1 }] }],
      ["GET", `/api/admin/ai-agents/${agent.id}`, undefined],
      ["PATCH", `/api/admin/ai-agents/${agent.id}`, { name: "Invasão" }],
      ["DELETE", `/api/admin/ai-agents/${agent.id}`, {}],
      ["POST", `/api/admin/ai-agents/${agent.id}/test`, { tier: "trial", question: "Oi?" }],
      ["PUT", `/api/admin/members/${memberId}/ai-tier`, { tier: "enterprise" }],
    ];
    for (const [method, url, body] of calls) {
      expect((await member.request(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await t.client().request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    expect((await admin.get(`/api/admin/ai-agents/${agent.id}`)).json.name).toBe("Fechado");
    const [row] = await t.db.select().from(aiAgents).where(eq(aiAgents.id, agent.id));
    expect(row!.name).toBe("Fechado");
    expect((await admin.get(`/api/admin/members/${memberId}/access`)).json.ai_tier).toBe("trial");
  });

  it("creates, reads, lists by name, edits and deletes an agent, with its scope", async () => {
    const created = await create({
      name: "Zeca Pintor",
      scope: "selected",
      course_ids: [courseB, courseA, courseA],
      space_ids: [spaceA],
      suggested_questions: ["Qual primer usar?", "Como diluir a tinta?"],
      model: "modelo-x",
    });
    expect(created).toMatchObject({
      name: "Zeca Pintor",
      description: "Responde sobre pintura.",
      icon: null,
      required_tier: "basic",
      is_active: true,
      is_default: false,
      scope: "selected",
      course_ids: [courseA, courseB].sort(),
      space_ids: [spaceA],
      system_prompt: "Você é um mentor de pintura.",
      welcome_message: "Olá! Pergunte sobre pintura.",
      suggested_questions: ["Qual primer usar?", "Como diluir a tinta?"],
      model: "modelo-x",
    });
    expect(Date.parse(created.created_at)).toBeGreaterThan(0);
    expect(await admin.get(`/api/admin/ai-agents/${created.id}`)).toMatchObject({
      status: 200,
      json: created,
    });

    await create({ name: "Ana Avaliadora" });
    const names = ((await admin.get("/api/admin/ai-agents")).json as AiAgentAdmin[]).map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain("Zeca Pintor");

    // Only what is sent changes; a list sent replaces the whole scope list.
    const patched = await admin.patch(`/api/admin/ai-agents/${created.id}`, {
      description: "",
      is_active: false,
      course_ids: [courseB],
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json).toMatchObject({
      name: "Zeca Pintor",
      description: null,
      is_active: false,
      course_ids: [courseB],
      space_ids: [spaceA],
      model: "modelo-x",
    });
    expect(Date.parse(patched.json.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    const toAll = await admin.patch(`/api/admin/ai-agents/${created.id}`, { scope: "all", space_ids: [] });
    expect(toAll.json).toMatchObject({ scope: "all", course_ids: [courseB], space_ids: [] });

    expect((await admin.del(`/api/admin/ai-agents/${created.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/ai-agents/${created.id}`)).status).toBe(404);
    expect((await admin.del(`/api/admin/ai-agents/${created.id}`)).json).toMatchObject({
      code: "NOT_FOUND",
      message: m.agentNotFound,
    });
    expect((await admin.patch(`/api/admin/ai-agents/${randomUUID()}`, { name: "X" })).status).toBe(404);
    expect((await admin.get("/api/admin/ai-agents/nao-e-id")).status).toBe(400);
  });

  it("refuses a bad tier, five suggested questions and unknown courses or spaces", async () => {
    const before = await t.db.$count(aiAgents);
    const badTier = await admin.post("/api/admin/ai-agents", agentInput({ required_tier: "gold" }));
    expect(badTier.status).toBe(400);
    expect(Object.keys(badTier.json.fieldErrors)).toEqual(["required_tier"]);

    const five = await admin.post(
      "/api/admin/ai-agents",
      agentInput({ suggested_questions: ["1?", "2?", "3?", "4?", "5?"] }),
    );
    expect(five.status).toBe(400);
    expect(Object.keys(five.json.fieldErrors)).toEqual(["suggested_questions"]);

    const unknown = await admin.post(
      "/api/admin/ai-agents",
      agentInput({ scope: "selected", course_ids: [courseA, randomUUID()], space_ids: [randomUUID()] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      code: "VALIDATION",
      fieldErrors: { course_ids: m.unknownCourses, space_ids: m.unknownSpaces },
    });
    expect(await t.db.$count(aiAgents)).toBe(before);

    const agent = await create({ scope: "selected", course_ids: [courseA] });
    const patch = await admin.patch(`/api/admin/ai-agents/${agent.id}`, { course_ids: [randomUUID()] });
    expect(patch.status).toBe(400);
    expect(patch.json.fieldErrors).toEqual({ course_ids: m.unknownCourses });
    expect((await admin.get(`/api/admin/ai-agents/${agent.id}`)).json.course_ids).toEqual([courseA]);
    expect((await admin.post("/api/admin/ai-agents", agentInput({ name: "" }))).status).toBe(400);
  });

  it("keeps one default agent: setting it unsets the previous one", async () => {
    const first = await create({ name: "Ajuda 1", is_default: true });
    expect(first.is_default).toBe(true);
    const second = await create({ name: "Ajuda 2", is_default: true });
    const defaults = async () =>
      ((await admin.get("/api/admin/ai-agents")).json as AiAgentAdmin[])
        .filter((a) => a.is_default)
        .map((a) => a.name);
    expect(second.is_default).toBe(true);
    expect(await defaults()).toEqual(["Ajuda 2"]);
    const back = await admin.patch(`/api/admin/ai-agents/${first.id}`, { is_default: true });
    expect(back.json.is_default).toBe(true);
    expect(await defaults()).toEqual(["Ajuda 1"]);
    // Saving the default again keeps it.
    await admin.patch(`/api/admin/ai-agents/${first.id}`, { is_default: true, name: "Ajuda 1" });
    expect(await defaults()).toEqual(["Ajuda 1"]);
    await admin.patch(`/api/admin/ai-agents/${first.id}`, { is_default: false });
    expect(await defaults()).toEqual([]);
  });

  it("refuses a default agent that is inactive, on create and on every patch", async () => {
    const refused = { code: "VALIDATION", fieldErrors: { is_active: m.defaultMustBeActive } };
    const created = await admin.post(
      "/api/admin/ai-agents",
      agentInput({ name: "Padrão desligado", is_default: true, is_active: false }),
    );
    expect([created.status, created.json]).toMatchObject([400, refused]);
    expect(m.defaultMustBeActive).toMatch(/^O agente padrão precisa estar ativo/);

    const helper = await create({ name: "Ajuda ativa", is_default: true });
    const deactivate = await admin.patch(`/api/admin/ai-agents/${helper.id}`, { is_active: false });
    expect([deactivate.status, deactivate.json]).toMatchObject([400, refused]);
    const both = await admin.patch(`/api/admin/ai-agents/${helper.id}`, {
      is_active: false,
      is_default: true,
    });
    expect(both.status).toBe(400);
    expect((await admin.get(`/api/admin/ai-agents/${helper.id}`)).json).toMatchObject({
      is_active: true,
      is_default: true,
    });

    const other = await create({ name: "Outro", is_active: false });
    const promote = await admin.patch(`/api/admin/ai-agents/${other.id}`, { is_default: true });
    expect([promote.status, promote.json]).toMatchObject([400, refused]);
    // Unmarking the default and switching it off in one patch is fine.
    const off = await admin.patch(`/api/admin/ai-agents/${helper.id}`, {
      is_active: false,
      is_default: false,
    });
    expect(off.json).toMatchObject({ is_active: false, is_default: false });
    expect((await admin.patch(`/api/admin/ai-agents/${randomUUID()}`, { is_active: false })).status).toBe(
      404,
    );
  });

  it("stores an icon of the app's set or an uploaded one, never markup", async () => {
    const agent = await create({ icon: "palette" });
    expect(agent.icon).toBe("palette");
    for (const icon of [
      '<svg onload="alert(1)"><circle r="4"/></svg>',
      "data:image/svg+xml,<svg/>",
      "https://exemplo.com/icone.png",
      "/media/media_uploads/x/avatar-1-aaaaaaaaaaaaaaaaaaaaaa.webp",
      "not-an-icon",
    ]) {
      const bad = await admin.post("/api/admin/ai-agents", agentInput({ icon }));
      expect(bad.status, icon).toBe(400);
      expect(bad.json).toMatchObject({ code: "VALIDATION", fieldErrors: { icon: m.iconInvalid } });
    }
    // An uploaded icon's path must be an agent-icon upload nothing else shows.
    const unknown = await admin.patch(`/api/admin/ai-agents/${agent.id}`, {
      icon: "/media/media_uploads/x/agent-1-aaaaaaaaaaaaaaaaaaaaaa.webp",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fieldErrors).toEqual({ icon: m.iconUploadInvalid });
    expect((await admin.get(`/api/admin/ai-agents/${agent.id}`)).json.icon).toBe("palette");
    const cleared = await admin.patch(`/api/admin/ai-agents/${agent.id}`, { icon: null });
    expect(cleared.json.icon).toBeNull();
    const [row] = await t.db.select().from(aiAgents).where(eq(aiAgents.id, agent.id));
    expect(row!.icon).toBeNull();
  });

  it("offers every course and space to the editor", async () => {
    const options = (await admin.get("/api/admin/ai-agents/options")).json as AiAgentOptions;
    expect(options.courses).toEqual([
      { id: courseA, title: "Pintura", is_published: true },
      { id: courseB, title: "Restauro", is_published: false },
    ]);
    expect(options.spaces).toEqual([{ id: spaceA, name: "turma-pintura", is_private: false }]);
    expect(options.provider).toEqual({ configured: false, model: null });
  });

  it("reports usage per agent over 7 and 30 days, zeros for agents without use", async () => {
    await t.db.delete(aiAgents);
    const [alpha, beta, idle] = await Promise.all([
      create({ name: "Alfa" }),
      create({ name: "Beta" }),
      create({ name: "Ócio" }),
    ]);
    const other = t.client();
    const otherId = (await signUpConfirmed(other, t.db)).id;
    const now = Date.now();
    const conversation = async (agentId: string, userId: string) => {
      const [row] = await t.db
        .insert(aiConversations)
        .values({ agent_id: agentId, user_id: userId, title: "Conversa" })
        .returning();
      return row!.id;
    };
    // The usage ledger: one row per answer attempted (its question's answer, or the attempt that failed).
    type Answer = { daysAgo: number; status?: string; tin?: number; tout?: number };
    const answered = async (conversationId: string, agentId: string, userId: string, list: Answer[]) => {
      await t.db.insert(aiUsage).values(
        list.map((a) => ({
          conversation_id: conversationId,
          agent_id: agentId,
          user_id: userId,
          status: a.status ?? "complete",
          tokens_in: a.tin ?? null,
          tokens_out: a.tout ?? null,
          counts_quota: (a.status ?? "complete") !== "error",
          created_at: new Date(now - a.daysAgo * DAY),
        })),
      );
    };
    // Alfa: a recent conversation of the member (2 questions, 1 error), an old one of another member.
    const a1 = await conversation(alpha.id, memberId);
    await answered(a1, alpha.id, memberId, [
      { daysAgo: 1, tin: 100, tout: 40 },
      { daysAgo: 2, status: "error" },
    ]);
    const a2 = await conversation(alpha.id, otherId);
    await answered(a2, alpha.id, otherId, [
      { daysAgo: 20, tin: 1000, tout: 500 },
      { daysAgo: 40, tin: 7, tout: 7, status: "error" },
    ]);
    // Beta: the member, 10 days ago (in 30, not in 7); a partial answer is no error. The conversation
    // was deleted since: its use still counts.
    const b1 = await conversation(beta.id, memberId);
    await answered(b1, beta.id, memberId, [{ daysAgo: 10, status: "partial", tin: 50, tout: 5 }]);
    await t.db.delete(aiConversations).where(eq(aiConversations.id, b1));

    const week = (await admin.get("/api/admin/ai-agents/usage?days=7")).json as AiUsageReport;
    expect(week).toEqual({
      days: 7,
      rows: [
        {
          agent_id: alpha.id,
          name: "Alfa",
          conversations: 1,
          messages: 2,
          members: 1,
          tokens_in: 100,
          tokens_out: 40,
          errors: 1,
        },
        { agent_id: beta.id, name: "Beta", ...zeros },
        { agent_id: idle.id, name: "Ócio", ...zeros },
      ],
    });
    const month = (await admin.get("/api/admin/ai-agents/usage?days=30")).json as AiUsageReport;
    expect(month).toEqual({
      days: 30,
      rows: [
        {
          agent_id: alpha.id,
          name: "Alfa",
          conversations: 2,
          messages: 3,
          members: 2,
          tokens_in: 1100,
          tokens_out: 540,
          errors: 1,
        },
        {
          agent_id: beta.id,
          name: "Beta",
          conversations: 1,
          messages: 1,
          members: 1,
          tokens_in: 50,
          tokens_out: 5,
          errors: 0,
        },
        { agent_id: idle.id, name: "Ócio", ...zeros },
      ],
    });
    expect((await admin.get("/api/admin/ai-agents/usage")).json.days).toBe(7);
    expect((await admin.get("/api/admin/ai-agents/usage?days=90")).status).toBe(400);
  });

  it("fills quota defaults and stores the admin's values", async () => {
    await t.db.delete(aiTierQuotas);
    const defaults = (await admin.get("/api/admin/ai-agents/quotas")).json as AiQuotas;
    expect(defaults).toEqual({
      quotas: (["trial", "basic", "premium", "enterprise"] as const).map((tier) => ({
        tier,
        messages_per_day: DEFAULT_AI_QUOTAS[tier],
      })),
    });
    const saved = await admin.put("/api/admin/ai-agents/quotas", {
      quotas: [
        { tier: "premium", messages_per_day: 250 },
        { tier: "trial", messages_per_day: 0 },
      ],
    });
    const expected = {
      quotas: [
        { tier: "trial", messages_per_day: 0 },
        { tier: "basic", messages_per_day: DEFAULT_AI_QUOTAS.basic },
        { tier: "premium", messages_per_day: 250 },
        { tier: "enterprise", messages_per_day: DEFAULT_AI_QUOTAS.enterprise },
      ],
    };
    expect(saved.json).toEqual(expected);
    expect((await admin.get("/api/admin/ai-agents/quotas")).json).toEqual(expected);
    expect(await t.db.$count(aiTierQuotas)).toBe(2);
    await admin.put("/api/admin/ai-agents/quotas", { quotas: [{ tier: "trial", messages_per_day: 5 }] });
    expect(((await admin.get("/api/admin/ai-agents/quotas")).json as AiQuotas).quotas[0]).toEqual({
      tier: "trial",
      messages_per_day: 5,
    });

    const dup = await admin.put("/api/admin/ai-agents/quotas", {
      quotas: [
        { tier: "trial", messages_per_day: 1 },
        { tier: "trial", messages_per_day: 2 },
      ],
    });
    expect(dup.json).toMatchObject({ code: "VALIDATION", fieldErrors: { quotas: m.duplicateTier } });
    for (const quotas of [
      [],
      [{ tier: "gold", messages_per_day: 1 }],
      [{ tier: "basic", messages_per_day: -1 }],
    ]) {
      expect((await admin.put("/api/admin/ai-agents/quotas", { quotas })).status).toBe(400);
    }
    expect(
      ((await admin.get("/api/admin/ai-agents/quotas")).json as AiQuotas).quotas[0]!.messages_per_day,
    ).toBe(5);
  });

  it("tries an agent as a tier: refused below the agent's tier, answered offline otherwise", async () => {
    const agent = await create({ name: "Pintor", required_tier: "premium", is_active: false });
    const refused = await admin.post(`/api/admin/ai-agents/${agent.id}/test`, {
      tier: "basic",
      question: "Qual verniz usar?",
    });
    expect(refused).toMatchObject({
      status: 200,
      json: { allowed: false, message: m.tierTooLow("Básico", "Premium") },
    });
    expect(refused.json.message).toBe(
      "Um membro Básico não pode usar este agente: ele exige o nível Premium ou superior.",
    );

    await t.db.insert(posts).values({
      title: "Verniz acetinado na estátua",
      content: "O verniz acetinado protege a pintura sem deixar brilho demais.",
      space_id: spaceA,
      author_id: adminId,
    });
    const before = await t.db.$count(aiMessages);
    for (const tier of ["premium", "enterprise"]) {
      const res = await admin.post(`/api/admin/ai-agents/${agent.id}/test`, {
        tier,
        question: "Qual verniz acetinado usar?",
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json).toMatchObject({
        allowed: true,
        mode: "offline",
        status: "complete",
        error_message: null,
      });
      expect(res.json.content).toMatch(/^Modo offline/);
      expect(res.json.citations[0]).toMatchObject({
        n: 1,
        kind: "post",
        title: "Verniz acetinado na estátua",
      });
      expect(res.json.html).toContain("Verniz acetinado");
    }
    // Nothing stored, no quota spent.
    expect(await t.db.$count(aiMessages)).toBe(before);

    expect(
      (await admin.post(`/api/admin/ai-agents/${randomUUID()}/test`, { tier: "trial", question: "Oi?" }))
        .status,
    ).toBe(404);
    expect(
      (await admin.post(`/api/admin/ai-agents/${agent.id}/test`, { tier: "gold", question: "Oi?" })).status,
    ).toBe(400);
    expect(
      (await admin.post(`/api/admin/ai-agents/${agent.id}/test`, { tier: "trial", question: " " })).status,
    ).toBe(400);
  });

  it("changes a member's tier, shown in the access dialog's data", async () => {
    const res = await admin.put(`/api/admin/members/${memberId}/ai-tier`, { tier: "premium" });
    expect(res).toMatchObject({ status: 200, json: { tier: "premium" } });
    expect((await admin.get(`/api/admin/members/${memberId}/access`)).json.ai_tier).toBe("premium");
    expect((await admin.put(`/api/admin/members/${memberId}/ai-tier`, { tier: "gold" })).status).toBe(400);
    expect((await admin.put(`/api/admin/members/desconhecido/ai-tier`, { tier: "basic" })).status).toBe(404);
    await admin.put(`/api/admin/members/${memberId}/ai-tier`, { tier: "trial" });
    expect((await admin.get(`/api/admin/members/${memberId}/access`)).json.ai_tier).toBe("trial");
  });
});

const zeros = { conversations: 0, messages: 0, members: 0, tokens_in: 0, tokens_out: 0, errors: 0 };

describe("admin 'Testar' box with a provider", () => {
  let fake: FakeAi;

  beforeAll(async () => {
    fake = await startFakeAi();
    return () => fake.close();
  });

  it("answers with the model, keeping only citations of the sources it was given, and stores nothing", async () => {
    const t = await createTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: "modelo-padrao" } });
    const admin = t.client();
    const adminId = (await signUpConfirmed(admin, t.db)).id;
    await makeAdmin(t.db, adminId);
    const space = await createSpace(t.db, { slug: "restauro" });
    await t.db.insert(posts).values({
      title: "Primer cinza antes da pintura",
      content: "Passe primer cinza em camadas finas antes de pintar a estátua.",
      space_id: space.id,
      author_id: adminId,
    });
    const options = (await admin.get("/api/admin/ai-agents/options")).json as AiAgentOptions;
    expect(options.provider).toEqual({ configured: true, model: "modelo-padrao" });
    const created = await admin.post(
      "/api/admin/ai-agents",
      agentInput({ scope: "selected", space_ids: [space.id], model: "modelo-do-agente" }),
    );
    const res = await admin.post(`/api/admin/ai-agents/${created.json.id}/test`, {
      tier: "enterprise",
      question: "Como usar primer cinza?",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ allowed: true, mode: "model", status: "complete", error_message: null });
    expect(res.json.content).toContain("[1]");
    expect(res.json.content).not.toContain("[99]");
    expect(res.json.citations.map((c: { n: number; title: string }) => [c.n, c.title])).toEqual([
      [1, "Primer cinza antes da pintura"],
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.model).toBe("modelo-do-agente");
    expect(request.prompt).toContain("Você é um mentor de pintura.");
    expect(request.prompt).toContain("Primer cinza antes da pintura");
    expect(await t.db.$count(aiMessages)).toBe(0);
    expect(await t.db.$count(aiUsage)).toBe(0);

    fake.reply({ status: 500, message: "boom" });
    const failed = await admin.post(`/api/admin/ai-agents/${created.json.id}/test`, {
      tier: "basic",
      question: "Como usar primer cinza?",
    });
    expect(failed.json).toMatchObject({ allowed: true, mode: "model", status: "error" });
    expect(failed.json.error_message).toEqual(expect.any(String));
  });
});
