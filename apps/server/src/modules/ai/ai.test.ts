import { aiMessages as texts } from "@guilda/shared/messages/ai";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  aiAgentCourses,
  aiAgents,
  aiConversations,
  aiMessages,
  aiTierQuotas,
  aiUsage,
  courseLessons,
  posts,
  profiles,
  salesOfferCourses,
  salesOffers,
} from "../../db/schema";
import { ConfigError, loadConfig } from "../../config";
import { aiProviderFor } from "../../platform/ai";
import { listen } from "../../platform/http/server";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createCourseWithLessons, grantCourse } from "../../test/course-fixtures";
import { startFakeAi, type FakeAi } from "../../test/fake-ai";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import { usage } from "./ai-admin.service";
import { answerOnce } from "./ai.service";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Chunk = { type: string; [key: string]: any };

/** The chat endpoint as the browser calls it, with the raw streamed response. */
function chatRequest(
  t: TestApp,
  client: TestClient,
  conversationId: string,
  body: unknown,
  signal?: AbortSignal,
) {
  return t.app.request(
    `${PUBLIC_URL}/api/ai/conversations/${conversationId}/chat`,
    {
      method: "POST",
      headers: {
        origin: PUBLIC_URL,
        "content-type": "application/json",
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    },
    { incoming: { socket: { remoteAddress: client.ip } } },
  );
}

/** The UI message stream's SSE: one JSON chunk per `data:` line, up to [DONE]. */
function parseStream(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("data: ")) continue;
    const data = line.slice(6).trim();
    if (data === "[DONE]") break;
    chunks.push(JSON.parse(data));
  }
  return chunks;
}

async function ask(t: TestApp, client: TestClient, conversationId: string, text: string) {
  const res = await chatRequest(t, client, conversationId, { trigger: "submit", text });
  const body = await res.text();
  return { status: res.status, headers: res.headers, chunks: parseStream(body), json: tryJson(body) };
}

function tryJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const streamedText = (chunks: Chunk[]) =>
  chunks
    .filter((c) => c.type === "text-delta")
    .map((c) => c.delta)
    .join("");

/** The community every scenario reads: open content, and content the member may not see. */
async function buildCommunity(t: TestApp) {
  const author = t.client();
  const authorAccount = await signUpConfirmed(author, t.db);
  const oficina = await createSpace(t.db, { slug: `oficina-${Date.now()}` });
  const cofre = await createSpace(t.db, { slug: `cofre-${Date.now()}`, isPrivate: true });
  const [openPost] = await t.db
    .insert(posts)
    .values({
      title: "Verniz acetinado em resina",
      content: "Aplique o verniz acetinado em camadas finas depois do primer.",
      author_id: authorAccount.id,
      space_id: oficina.id,
    })
    .returning();
  await t.db.insert(posts).values({
    title: "Verniz da equipe",
    content: "SEGREDOPRIVADO: o verniz que a equipe usa nas peças da loja.",
    author_id: authorAccount.id,
    space_id: cofre.id,
  });
  const open = await createCourseWithLessons(t.db, {
    title: "Pintura de miniaturas",
    lessons: [{ kind: "text" }, { kind: "text", release_after_days: 30 }],
  });
  await t.db
    .update(courseLessons)
    .set({ title: "Verniz final", content: "O verniz protege a pintura: use pincel macio e verniz fosco." })
    .where(eq(courseLessons.id, open.lessons[0]!.id));
  await t.db
    .update(courseLessons)
    .set({
      title: "Verniz avançado",
      content: "SEGREDODRIP: verniz com aerógrafo, liberado depois de 30 dias.",
    })
    .where(eq(courseLessons.id, open.lessons[1]!.id));
  const closed = await createCourseWithLessons(t.db, {
    title: "Curso fechado",
    lessons: [{ kind: "text" }],
  });
  await t.db
    .update(courseLessons)
    .set({ title: "Verniz premium", content: "SEGREDOCURSO: a receita do verniz premium." })
    .where(eq(courseLessons.id, closed.lessons[0]!.id));

  const [helper, premium, inactive] = await t.db
    .insert(aiAgents)
    .values([
      {
        name: "Ajudante",
        description: "Tira dúvidas da comunidade",
        system_prompt: "Seja gentil e direto.",
        welcome_message: "Olá! Pergunte sobre pintura.",
        suggested_questions: ["Qual verniz usar?"],
        required_tier: "trial",
        is_default: true,
      },
      { name: "Consultor Premium", required_tier: "premium" },
      { name: "Desligado", required_tier: "trial", is_active: false },
    ])
    .returning();
  return {
    openPost: openPost!,
    openCourse: open,
    closedCourse: closed,
    helper: helper!,
    premium: premium!,
    inactive: inactive!,
  };
}

async function member(t: TestApp, community: Awaited<ReturnType<typeof buildCommunity>>, tier = "trial") {
  const client = t.client();
  const account = await signUpConfirmed(client, t.db);
  await grantCourse(t.db, account.id, community.openCourse.course.id);
  await t.db.update(profiles).set({ ai_tier: tier }).where(eq(profiles.id, account.id));
  return { client, id: account.id };
}

async function newConversation(client: TestClient, agentId: string) {
  const res = await client.post(`/api/ai/agents/${agentId}/conversations`, {});
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
}

async function answers(t: TestApp, conversationId: string) {
  return t.db
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.conversation_id, conversationId), eq(aiMessages.role, "assistant")));
}

/** Whether the answer's row of the usage ledger counts against the quota. */
async function countsQuota(t: TestApp, answerId: string) {
  const [row] = await t.db
    .select({ counts: aiUsage.counts_quota })
    .from(aiUsage)
    .where(eq(aiUsage.id, answerId));
  return row?.counts;
}

describe("AI chat with a provider", () => {
  let t: TestApp;
  let fake: FakeAi;
  let community: Awaited<ReturnType<typeof buildCommunity>>;
  const lessonUrl = () =>
    `/curso/${community.openCourse.course.slug}/aula/${community.openCourse.lessons[0]!.slug}`;

  beforeAll(async () => {
    fake = await startFakeAi();
    t = await createTestApp({
      env: {
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: "chave-de-teste",
        AI_MODEL: "modelo-teste",
        // Generous: only the dedicated timeout test (its own app) waits for a timeout.
        AI_TIMEOUT_MS: "30000",
      },
    });
    community = await buildCommunity(t);
  });
  afterAll(async () => {
    await fake.close();
  });

  it("lists active agents in the sidebar, locked above the member's tier (never for admins)", async () => {
    const { client, id } = await member(t, community);
    const list = (await client.get("/api/ai-agents")).json;
    expect(list).toEqual([
      {
        id: community.helper.id,
        name: "Ajudante",
        icon: null,
        required_tier: "trial",
        required_tier_label: "Teste",
        locked: false,
        unlocked_by: [],
        is_default: true,
      },
      {
        id: community.premium.id,
        name: "Consultor Premium",
        icon: null,
        required_tier: "premium",
        required_tier_label: "Premium",
        locked: true,
        unlocked_by: [],
        is_default: false,
      },
    ]);
    await makeAdmin(t.db, id);
    const asAdmin = (await client.get("/api/ai-agents")).json as { locked: boolean }[];
    expect(asAdmin.map((a) => a.locked)).toEqual([false, false]);
  });

  it("says which published courses unlock a locked agent: those whose offers give its tier or more", async () => {
    const painting = await createCourseWithLessons(t.db, { title: "Pintura Avançada", lessons: [{}] });
    const basic = await createCourseWithLessons(t.db, { title: "Curso Básico", lessons: [{}] });
    const secret = await createCourseWithLessons(t.db, {
      title: "Curso Secreto",
      lessons: [{}],
      published: false,
    });
    const offer = async (name: string, tier: string, courseId: string) => {
      const [row] = await t.db
        .insert(salesOffers)
        .values({ name, provider: "generic", product_key: name, duration: "lifetime", ai_tier: tier })
        .returning();
      await t.db.insert(salesOfferCourses).values({ offer_id: row!.id, course_id: courseId });
    };
    await offer("Pacote Premium", "premium", painting.course.id);
    await offer("Pacote Básico", "basic", basic.course.id);
    await offer("Pacote Secreto", "enterprise", secret.course.id);
    try {
      const { client, id } = await member(t, community);
      const list = (await client.get("/api/ai-agents")).json as {
        id: string;
        locked: boolean;
        unlocked_by: { title: string; slug: string }[];
      }[];
      const premium = list.find((a) => a.id === community.premium.id)!;
      // The basic offer does not reach premium; the unpublished course is never named.
      expect(premium).toMatchObject({
        locked: true,
        unlocked_by: [{ title: "Pintura Avançada", slug: painting.course.slug }],
      });
      expect(list.find((a) => a.id === community.helper.id)!.unlocked_by).toEqual([]);
      const page = await client.get(`/api/ai/agents/${community.premium.id}`);
      expect(page.json.unlocked_by).toEqual([{ title: "Pintura Avançada", slug: painting.course.slug }]);
      await makeAdmin(t.db, id);
      const asAdmin = (await client.get("/api/ai-agents")).json as { unlocked_by: unknown[] }[];
      expect(asAdmin.every((a) => a.unlocked_by.length === 0)).toBe(true);
    } finally {
      await t.db.delete(salesOffers);
    }
  });

  it("shows an agent page with the member's tier, mode and quota; a locked one explains itself", async () => {
    const { client } = await member(t, community);
    const view = await client.get(`/api/ai/agents/${community.helper.id}`);
    expect(view.status).toBe(200);
    expect(view.json).toEqual({
      id: community.helper.id,
      name: "Ajudante",
      icon: null,
      required_tier: "trial",
      required_tier_label: "Teste",
      locked: false,
      unlocked_by: [],
      is_default: true,
      description: "Tira dúvidas da comunidade",
      welcome_message: "Olá! Pergunte sobre pintura.",
      suggested_questions: ["Qual verniz usar?"],
      member_tier: "trial",
      member_tier_label: "Teste",
      mode: "model",
      quota: { tier: "trial", limit: 20, used: 0, resets_at: null },
    });
    expect((await client.get("/api/ai/default-agent")).json.id).toBe(community.helper.id);
    const locked = await client.get(`/api/ai/agents/${community.premium.id}`);
    expect([locked.status, locked.json.locked]).toEqual([200, true]);
    expect((await client.get(`/api/ai/agents/${community.inactive.id}`)).status).toBe(404);
    expect((await client.get(`/api/ai/agents/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await client.get(`/api/ai/agents/nao-e-uuid`)).status).toBe(400);
  });

  it("refuses an agent above the member's tier with 403 AI_TIER_REQUIRED, before and during a chat", async () => {
    const { client, id } = await member(t, community);
    const refused = await client.post(`/api/ai/agents/${community.premium.id}/conversations`, {});
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      code: "AI_TIER_REQUIRED",
      message: texts.tierRequired("Premium"),
    });
    await t.db.update(profiles).set({ ai_tier: "premium" }).where(eq(profiles.id, id));
    const conversation = await newConversation(client, community.premium.id);
    await t.db.update(profiles).set({ ai_tier: "basic" }).where(eq(profiles.id, id));
    const requests = fake.requests.length;
    const chat = await ask(t, client, conversation, "Qual verniz usar?");
    expect([chat.status, chat.json.code]).toEqual([403, "AI_TIER_REQUIRED"]);
    expect(fake.requests.length).toBe(requests);
    expect(await t.db.$count(aiMessages, eq(aiMessages.conversation_id, conversation))).toBe(0);
  });

  it("streams an answer end to end, keeps only citations of the retrieved set and stores both messages", async () => {
    const { client, id } = await member(t, community);
    const conversation = await newConversation(client, community.helper.id);
    fake.reply({
      pieces: ["Use verniz ", "fosco com pincel macio [", "1]. Evite ", "o que diz [99", "]. Fim."],
      usage: { prompt_tokens: 321, completion_tokens: 12 },
    });
    const chat = await ask(t, client, conversation, "Qual verniz usar na pintura?");
    expect(chat.status).toBe(200);
    expect(chat.headers.get("content-type")).toContain("text/event-stream");
    expect(chat.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");

    const [stored] = await answers(t, conversation);
    expect(stored).toMatchObject({
      role: "assistant",
      status: "complete",
      mode: "model",
      content: "Use verniz fosco com pincel macio [1]. Evite o que diz. Fim.",
      tokens_in: 321,
      tokens_out: 12,
      error_code: null,
      user_id: id,
      agent_id: community.helper.id,
    });
    expect(await countsQuota(t, stored!.id)).toBe(true);
    const types = chat.chunks.map((c) => c.type);
    expect(types[0]).toBe("start");
    expect(chat.chunks[0]!.messageId).toBe(stored!.id);
    expect(chat.chunks[1]).toEqual({ type: "data-meta", data: { mode: "model", message_id: stored!.id } });
    expect(types.slice(-2)).toEqual(["data-citations", "finish"]);
    expect(types.filter((x) => x === "text-start")).toHaveLength(1);
    expect(types.filter((x) => x === "text-end")).toHaveLength(1);
    // What streamed is what was stored: the invented [99] never reached the member.
    expect(streamedText(chat.chunks)).toBe(stored!.content);

    // The sources the provider was given, in order; [1] is the one the answer kept.
    const request = fake.lastRequest();
    expect(request).toMatchObject({
      model: "modelo-teste",
      stream: true,
      includeUsage: true,
      authorization: "Bearer chave-de-teste",
    });
    const system = request.messages[0]!;
    expect(system.role).toBe("system");
    expect(system.content).toContain("Você é Ajudante");
    expect(system.content).toContain("Seja gentil e direto.");
    expect(system.content).toContain("português do Brasil");
    expect(request.messages.at(-1)).toEqual({ role: "user", content: "Qual verniz usar na pintura?" });
    const sourceTitles = [...system.content.matchAll(/^\[(\d+)\] ([^(—\n]+?) (?:\(|—)/gm)].map((m) => [
      Number(m[1]),
      m[2],
    ]);
    expect(sourceTitles.length).toBeGreaterThanOrEqual(2);
    expect(sourceTitles.map(([n]) => n)).toEqual(sourceTitles.map((_, i) => i + 1));
    const first = sourceTitles[0]![1] as string;

    const citations = chat.chunks.find((c) => c.type === "data-citations")!.data;
    expect(citations).toHaveLength(1);
    expect(citations[0]).toMatchObject({ n: 1, title: first });
    const expectedUrl = first === "Verniz final" ? lessonUrl() : `/post/${community.openPost.id}`;
    expect(citations[0].url).toBe(expectedUrl);
    expect(stored!.citations).toEqual(citations);

    const detail = (await client.get(`/api/ai/conversations/${conversation}`)).json;
    expect(detail.conversation).toMatchObject({
      id: conversation,
      agent_id: community.helper.id,
      title: "Qual verniz usar na pintura?",
    });
    expect(detail.messages.map((m: any) => [m.role, m.status, m.mode])).toEqual([
      ["user", "complete", null],
      ["assistant", "complete", "model"],
    ]);
    expect(detail.messages[1]).toMatchObject({
      id: stored!.id,
      content: stored!.content,
      html: "<p>Use verniz fosco com pincel macio [1]. Evite o que diz. Fim.</p>\n",
      citations,
      error_message: null,
    });
    expect((await client.get(`/api/ai/agents/${community.helper.id}`)).json.quota).toMatchObject({
      used: 1,
      resets_at: null,
    });
  });

  it("never shows the provider a lesson without access, an unreleased lesson or a private post", async () => {
    const { client, id } = await member(t, community);
    const conversation = await newConversation(client, community.helper.id);
    fake.reply((req) => ({
      text: `Fontes: ${[...req.messages[0]!.content.matchAll(/^\[(\d+)\]/gm)].map((m) => `[${m[1]}]`).join(" ")}`,
    }));
    const chat = await ask(t, client, conversation, "verniz");
    expect(chat.status).toBe(200);
    const prompt = fake.lastRequest().prompt;
    expect(prompt).toContain("Verniz final");
    expect(prompt).toContain("Verniz acetinado em resina");
    for (const secret of [
      "SEGREDOCURSO",
      "SEGREDODRIP",
      "SEGREDOPRIVADO",
      "Verniz premium",
      "Verniz avançado",
      "Verniz da equipe",
    ])
      expect(prompt, secret).not.toContain(secret);
    const citations = chat.chunks.find((c) => c.type === "data-citations")!.data as { title: string }[];
    expect(citations.map((c) => c.title).sort()).toEqual(["Verniz acetinado em resina", "Verniz final"]);

    // The same question from an admin reaches all of it: what kept it out was access.
    await makeAdmin(t.db, id);
    await ask(t, client, conversation, "verniz");
    const adminPrompt = fake.lastRequest().prompt;
    for (const secret of ["SEGREDOCURSO", "SEGREDODRIP", "SEGREDOPRIVADO"])
      expect(adminPrompt).toContain(secret);
    // Earlier turns travel with the question, the earlier answer without its old [n] markers.
    expect(fake.lastRequest().messages.slice(1)).toEqual([
      { role: "user", content: "verniz" },
      { role: "assistant", content: "Fontes:" },
      { role: "user", content: "verniz" },
    ]);
  });

  it("answers only from the agent's chosen courses and spaces", async () => {
    const { client } = await member(t, community);
    const [scoped] = await t.db
      .insert(aiAgents)
      .values({ name: "Só o curso", scope: "selected", required_tier: "trial" })
      .returning();
    await t.db
      .insert(aiAgentCourses)
      .values({ agent_id: scoped!.id, course_id: community.openCourse.course.id });
    const conversation = await newConversation(client, scoped!.id);
    fake.reply({ text: "Veja [1][2]." });
    const chat = await ask(t, client, conversation, "verniz");
    const prompt = fake.lastRequest().messages[0]!.content;
    expect(prompt).toContain("Verniz final");
    expect(prompt).not.toContain("Verniz acetinado em resina");
    const citations = chat.chunks.find((c) => c.type === "data-citations")!.data as {
      title: string;
      url: string;
    }[];
    expect(citations.map((c) => [c.title, c.url])).toEqual([["Verniz final", lessonUrl()]]);
    const [stored] = await answers(t, conversation);
    expect(stored!.content).toBe("Veja [1].");
  });

  it("renders the model's HTML, handlers and javascript: links as inert text", async () => {
    const { client } = await member(t, community);
    const conversation = await newConversation(client, community.helper.id);
    fake.reply({
      text: 'Olá <script>alert(1)</script> <img src=x onerror="alert(2)"> [clique](javascript:alert(3)) **ok** [1]',
    });
    await ask(t, client, conversation, "verniz");
    const detail = (await client.get(`/api/ai/conversations/${conversation}`)).json;
    const html = detail.messages[1].html as string;
    expect(html).toBe(
      '<p>Olá &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror="alert(2)"&gt; <span>clique</span> <strong>ok</strong> [1]</p>\n',
    );
    expect(html).not.toMatch(/<script|<img|javascript:|href=/);
  });

  it("keeps the conversation intact and spends no quota when the provider fails, then answers again", async () => {
    const { client } = await member(t, community);
    const conversation = await newConversation(client, community.helper.id);
    fake.reply({ status: 500, message: "modelo fora do ar" });
    const failed = await ask(t, client, conversation, "verniz fosco?");
    expect(failed.status).toBe(200);
    expect(failed.chunks.map((c) => c.type)).toEqual(["start", "data-meta", "error"]);
    expect(failed.chunks[2]!.errorText).toBe(texts.providerError);
    const [error] = await answers(t, conversation);
    expect(error).toMatchObject({
      status: "error",
      error_code: "provider",
      content: "",
    });
    expect(await countsQuota(t, error!.id)).toBe(false);
    // Only one attempt: failures reach the member quickly.
    expect(fake.requests.filter((r) => r.prompt.includes("verniz fosco?"))).toHaveLength(1);

    const detail = (await client.get(`/api/ai/conversations/${conversation}`)).json;
    expect(detail.messages.map((m: any) => [m.role, m.status, m.error_message])).toEqual([
      ["user", "complete", null],
      ["assistant", "error", texts.providerError],
    ]);
    expect((await client.get(`/api/ai/agents/${community.helper.id}`)).json.quota.used).toBe(0);

    // Tentar novamente: the failed answer is replaced, the question is not repeated.
    fake.reply({ text: "Agora sim [1]." });
    const again = await chatRequest(t, client, conversation, { trigger: "regenerate" });
    expect(again.status).toBe(200);
    await again.text();
    const after = (await client.get(`/api/ai/conversations/${conversation}`)).json;
    expect(after.messages.map((m: any) => [m.role, m.status, m.content])).toEqual([
      ["user", "complete", "verniz fosco?"],
      ["assistant", "complete", "Agora sim [1]."],
    ]);
    expect(
      fake
        .lastRequest()
        .messages.filter((m) => m.role === "user")
        .map((m) => m.content),
    ).toEqual(["verniz fosco?"]);
  });

  it("stores the text so far as partial when the member goes away mid-stream", async () => {
    const { client } = await member(t, community);
    const conversation = await newConversation(client, community.helper.id);
    fake.reply({ pieces: ["Primeiro lixe ", "bem a peça", " e depois", " pinte."], holdAfter: 2 });
    const controller = new AbortController();
    const disconnected = fake.disconnected(fake.disconnects + 1);
    const res = await chatRequest(
      t,
      client,
      conversation,
      { trigger: "submit", text: "verniz?" },
      controller.signal,
    );
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    while (!seen.includes("bem a peça")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended early: ${seen}`);
      seen += value;
    }
    controller.abort();
    await reader.cancel();
    // The provider's request is cancelled too.
    await disconnected;
    await vi.waitFor(async () => expect(await answers(t, conversation)).toHaveLength(1), { timeout: 5000 });
    const [partial] = await answers(t, conversation);
    expect(partial).toMatchObject({
      status: "partial",
      content: "Primeiro lixe bem a peça",
    });
    expect(await countsQuota(t, partial!.id)).toBe(true);
    const detail = (await client.get(`/api/ai/conversations/${conversation}`)).json;
    expect(detail.messages.map((m: any) => [m.role, m.status])).toEqual([
      ["user", "complete"],
      ["assistant", "partial"],
    ]);
  });

  it("over a real connection, a reload mid-stream (the socket closes) stores the answer as partial", async () => {
    const { client } = await member(t, community);
    const conversation = await newConversation(client, community.helper.id);
    const { server, port } = await listen(t.app.fetch, { port: 0, hostname: "127.0.0.1" });
    try {
      fake.reply({ pieces: ["Comece pelo ", "primer", " e termine", " no verniz."], holdAfter: 2 });
      const disconnected = fake.disconnected(fake.disconnects + 1);
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/ai/conversations/${conversation}/chat`, {
        method: "POST",
        headers: {
          origin: PUBLIC_URL,
          "content-type": "application/json",
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
        body: JSON.stringify({ trigger: "submit", text: "primer?" }),
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let seen = "";
      while (!seen.includes("primer")) seen += (await reader.read()).value ?? "";
      controller.abort();
      await disconnected;
      await vi.waitFor(async () => expect(await answers(t, conversation)).toHaveLength(1), { timeout: 5000 });
      expect((await answers(t, conversation))[0]).toMatchObject({
        status: "partial",
        content: "Comece pelo primer",
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("counts answers against the tier's quota per 24 h and says when it resets", async () => {
    const { client, id } = await member(t, community, "basic");
    await t.db.insert(aiTierQuotas).values({ tier: "basic", messages_per_day: 2 });
    const conversation = await newConversation(client, community.helper.id);
    fake.reply({ text: "Resposta [1]." });
    expect((await ask(t, client, conversation, "um")).status).toBe(200);
    expect((await ask(t, client, conversation, "dois")).status).toBe(200);
    const requests = fake.requests.length;
    const refused = await ask(t, client, conversation, "três");
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("AI_QUOTA_EXCEEDED");
    const [oldest] = await t.db
      .select({ at: aiUsage.created_at })
      .from(aiUsage)
      .where(and(eq(aiUsage.user_id, id), eq(aiUsage.counts_quota, true)))
      .orderBy(aiUsage.created_at)
      .limit(1);
    const resetsAt = new Date(oldest!.at.getTime() + 24 * 60 * 60 * 1000);
    expect(refused.json.message).toBe(texts.quotaExceeded(2, "Básico", resetsAt));
    expect(refused.json.message).toContain("Você poderá perguntar de novo em");
    expect(refused.json.retryAfter).toBeGreaterThan(24 * 60 * 60 - 60);
    expect(refused.json.retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(refused.headers.get("retry-after")).toBe(String(refused.json.retryAfter));
    // Nothing stored, nothing sent.
    expect(fake.requests.length).toBe(requests);
    expect(await t.db.$count(aiMessages, eq(aiMessages.conversation_id, conversation))).toBe(4);
    expect((await client.get(`/api/ai/agents/${community.helper.id}`)).json.quota).toEqual({
      tier: "basic",
      limit: 2,
      used: 2,
      resets_at: resetsAt.toISOString(),
    });

    // A day later the window is empty again.
    await t.db
      .update(aiUsage)
      .set({ created_at: sql`${aiUsage.created_at} - interval '25 hours'` })
      .where(eq(aiUsage.user_id, id));
    const later = await ask(t, client, conversation, "três");
    expect(later.status).toBe(200);
    expect((await client.get(`/api/ai/agents/${community.helper.id}`)).json.quota).toMatchObject({
      used: 1,
      resets_at: null,
    });
  });

  it("keeps quota and usage in a ledger that deleting conversations or regenerating does not erase", async () => {
    const { client, id } = await member(t, community, "basic");
    await t.db
      .insert(aiTierQuotas)
      .values({ tier: "basic", messages_per_day: 3 })
      .onConflictDoUpdate({ target: aiTierQuotas.tier, set: { messages_per_day: 3 } });
    const used = async () => (await client.get(`/api/ai/agents/${community.helper.id}`)).json.quota.used;
    fake.reply({ text: "Resposta [1].", usage: { prompt_tokens: 10, completion_tokens: 4 } });
    const first = await newConversation(client, community.helper.id);
    expect((await ask(t, client, first, "um")).status).toBe(200);
    expect((await client.del(`/api/ai/conversations/${first}`)).status).toBe(204);
    expect(await used()).toBe(1);

    const second = await newConversation(client, community.helper.id);
    expect((await ask(t, client, second, "dois")).status).toBe(200);
    // Asking again replaces the answer in the conversation, but it was a second answer all the same.
    const again = await chatRequest(t, client, second, { trigger: "regenerate" });
    expect(again.status).toBe(200);
    await again.text();
    expect(await t.db.$count(aiMessages, eq(aiMessages.conversation_id, second))).toBe(2);
    expect((await client.del(`/api/ai/conversations/${second}`)).status).toBe(204);
    expect(await used()).toBe(3);
    const third = await newConversation(client, community.helper.id);
    const refused = await ask(t, client, third, "quatro");
    expect([refused.status, refused.json.code]).toEqual([429, "AI_QUOTA_EXCEEDED"]);

    const ledger = await t.db
      .select({
        conversation_id: aiUsage.conversation_id,
        status: aiUsage.status,
        tokens_in: aiUsage.tokens_in,
        counts_quota: aiUsage.counts_quota,
      })
      .from(aiUsage)
      .where(eq(aiUsage.user_id, id))
      .orderBy(aiUsage.created_at);
    expect(ledger).toEqual([
      { conversation_id: first, status: "complete", tokens_in: 10, counts_quota: true },
      { conversation_id: second, status: "complete", tokens_in: 10, counts_quota: true },
      { conversation_id: second, status: "complete", tokens_in: 10, counts_quota: true },
    ]);
    // The admin's report still sees them.
    const report = await usage(t.db, 7);
    const row = report.rows.find((r) => r.agent_id === community.helper.id)!;
    expect(row.conversations).toBeGreaterThanOrEqual(2);
    const mine = await t.db.$count(aiUsage, eq(aiUsage.agent_id, community.helper.id));
    expect(row.messages).toBe(mine);
  });

  it("keeps a complete answer when asking again fails, and records the failure only in the ledger", async () => {
    const { client, id } = await member(t, community);
    const conversation = await newConversation(client, community.helper.id);
    fake.reply({ text: "Use verniz fosco [1]." });
    await ask(t, client, conversation, "Qual verniz?");
    const [good] = await answers(t, conversation);
    fake.reply({ status: 500, message: "fora do ar" });
    const again = await chatRequest(t, client, conversation, { trigger: "regenerate" });
    const chunks = parseStream(await again.text());
    expect(chunks.at(-1)).toEqual({ type: "error", errorText: texts.providerError });
    const detail = (await client.get(`/api/ai/conversations/${conversation}`)).json;
    expect(detail.messages.map((m: any) => [m.id, m.role, m.status, m.content])).toEqual([
      [detail.messages[0].id, "user", "complete", "Qual verniz?"],
      [good!.id, "assistant", "complete", "Use verniz fosco [1]."],
    ]);
    const ledger = await t.db
      .select({ status: aiUsage.status, counts_quota: aiUsage.counts_quota })
      .from(aiUsage)
      .where(eq(aiUsage.user_id, id))
      .orderBy(aiUsage.created_at);
    expect(ledger).toEqual([
      { status: "complete", counts_quota: true },
      { status: "error", counts_quota: false },
    ]);
    expect((await client.get(`/api/ai/agents/${community.helper.id}`)).json.quota.used).toBe(1);
  });

  it("stores a refusal or an empty answer as an error in pt-BR that costs no quota", async () => {
    const { client } = await member(t, community);
    const conversation = await newConversation(client, community.helper.id);
    fake.reply({ text: "Não posso", finishReason: "content_filter" });
    const refused = await ask(t, client, conversation, "verniz?");
    expect(refused.chunks.at(-1)).toEqual({ type: "error", errorText: texts.providerRefused });
    fake.reply({ text: "" });
    const empty = await ask(t, client, conversation, "verniz?");
    expect(empty.chunks.at(-1)).toEqual({ type: "error", errorText: texts.providerEmpty });
    // Only an invented citation is no answer either.
    fake.reply({ text: "[99]" });
    const invented = await ask(t, client, conversation, "verniz?");
    expect(invented.chunks.at(-1)).toEqual({ type: "error", errorText: texts.providerEmpty });
    const detail = (await client.get(`/api/ai/conversations/${conversation}`)).json;
    expect(
      detail.messages.filter((m: any) => m.role === "assistant").map((m: any) => [m.status, m.error_message]),
    ).toEqual([
      ["error", texts.providerRefused],
      ["error", texts.providerEmpty],
      ["error", texts.providerEmpty],
    ]);
    const ledger = await t.db
      .select({ status: aiUsage.status, counts: aiUsage.counts_quota })
      .from(aiUsage)
      .where(eq(aiUsage.conversation_id, conversation))
      .orderBy(aiUsage.created_at);
    expect(ledger).toEqual([
      { status: "error", counts: false },
      { status: "error", counts: false },
      { status: "error", counts: false },
    ]);
    expect((await client.get(`/api/ai/agents/${community.helper.id}`)).json.quota.used).toBe(0);
  });

  it("lets parallel questions through only while the quota has room", async () => {
    const { client } = await member(t, community, "premium");
    await t.db
      .insert(aiTierQuotas)
      .values({ tier: "premium", messages_per_day: 2 })
      .onConflictDoUpdate({ target: aiTierQuotas.tier, set: { messages_per_day: 2 } });
    const conversation = await newConversation(client, community.helper.id);
    fake.reply({ text: "Primeira [1]." });
    expect((await ask(t, client, conversation, "um")).status).toBe(200);
    // The answers are held mid-stream: none is stored while the others ask.
    fake.reply({ pieces: ["Em ", "andamento."], holdAfter: 1 });
    const parallel = await Promise.all(
      ["dois", "três", "quatro"].map((text) =>
        chatRequest(t, client, conversation, { trigger: "submit", text }),
      ),
    );
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    const streaming = parallel.find((r) => r.status === 200)!;
    const reader = streaming.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    while (!seen.includes(`"delta":"Em"`)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended early: ${seen}`);
      seen += value;
    }
    fake.release();
    while (!(await reader.read()).done);
    await Promise.all(parallel.filter((r) => r !== streaming).map((r) => r.text()));
    expect((await client.get(`/api/ai/agents/${community.helper.id}`)).json.quota.used).toBe(2);
    expect(await t.db.$count(aiMessages, eq(aiMessages.conversation_id, conversation))).toBe(4);
  });

  it("drops NUL characters from the model's text", async () => {
    const { client } = await member(t, community);
    const conversation = await newConversation(client, community.helper.id);
    fake.reply({ pieces: ["Lixe\u0000 bem", " [1].\u0000"] });
    const chat = await ask(t, client, conversation, "verniz?");
    const [stored] = await answers(t, conversation);
    expect(stored).toMatchObject({ status: "complete", content: "Lixe bem [1]." });
    expect(streamedText(chat.chunks)).toBe("Lixe bem [1].");
  });

  it("answers once for the admin's Testar box: same pipeline, nothing stored, no quota", async () => {
    const { id } = await member(t, community);
    const before = await t.db.$count(aiMessages);
    fake.reply({ text: "Teste <b>negrito</b> [1] [7]" });
    const result = await answerOnce(
      { db: t.db, ai: aiProviderFor(t.deps.config) },
      {
        agent: { ...community.helper, course_ids: [], space_ids: [] },
        viewer: { userId: id, profile: { is_admin: false, is_moderator: false } },
        question: "verniz",
      },
    );
    expect(result).toMatchObject({
      mode: "model",
      status: "complete",
      content: "Teste <b>negrito</b> [1]",
      html: "<p>Teste &lt;b&gt;negrito&lt;/b&gt; [1]</p>\n",
      error_message: null,
    });
    expect(result.citations.map((c) => c.n)).toEqual([1]);
    expect(await t.db.$count(aiMessages)).toBe(before);

    fake.reply({ status: 500 });
    const failed = await answerOnce(
      { db: t.db, ai: aiProviderFor(t.deps.config) },
      {
        agent: { ...community.helper, course_ids: [], space_ids: [] },
        viewer: { userId: id, profile: { is_admin: false, is_moderator: false } },
        question: "verniz",
      },
    );
    expect(failed).toMatchObject({ status: "error", error_message: texts.providerError });
  });
});

describe("AI chat with a provider that never answers", () => {
  let fake: FakeAi;

  beforeAll(async () => {
    fake = await startFakeAi();
    return () => fake.close();
  });

  it("gives up after AI_TIMEOUT_MS", async () => {
    const t = await createTestApp({
      env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: "modelo-teste", AI_TIMEOUT_MS: "1500" },
    });
    const community = await buildCommunity(t);
    const { client } = await member(t, community);
    const conversation = await newConversation(client, community.helper.id);
    fake.reply({ hang: true });
    const timedOut = await ask(t, client, conversation, "verniz?");
    expect(timedOut.chunks.at(-1)).toEqual({ type: "error", errorText: texts.providerTimeout });
    const [stored] = await answers(t, conversation);
    expect(stored).toMatchObject({ status: "error", error_code: "timeout" });
    expect(await countsQuota(t, stored!.id)).toBe(false);
    const detail = (await client.get(`/api/ai/conversations/${conversation}`)).json;
    expect(detail.messages[1].error_message).toBe(texts.providerTimeout);
  });
});

describe("AI conversations", () => {
  let t: TestApp;
  let community: Awaited<ReturnType<typeof buildCommunity>>;

  beforeAll(async () => {
    t = await createTestApp();
    community = await buildCommunity(t);
  });

  it("creates, lists newest first in pages of 20, renames and deletes the member's own conversations", async () => {
    const { client } = await member(t, community);
    const created = await client.post(`/api/ai/agents/${community.helper.id}/conversations`, {});
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: expect.any(String),
      title: "Nova conversa",
      updated_at: expect.any(String),
    });
    const named = await client.post(`/api/ai/agents/${community.helper.id}/conversations`, {
      title: "  Primer  ",
    });
    expect(named.json.title).toBe("Primer");
    for (let i = 0; i < 20; i += 1) await newConversation(client, community.helper.id);

    const first = (await client.get(`/api/ai/agents/${community.helper.id}/conversations`)).json;
    expect(first.items).toHaveLength(20);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (
      await client.get(`/api/ai/agents/${community.helper.id}/conversations?cursor=${first.next_cursor}`)
    ).json;
    // The two oldest: the named one, then the first.
    expect(second.items.map((c: any) => c.id)).toEqual([named.json.id, created.json.id]);
    expect(second.next_cursor).toBeNull();
    const all = [...first.items, ...second.items];
    // Created in the same millisecond or not, each is strictly newer than the one before.
    expect(all.map((c: any) => c.updated_at)).toEqual(
      [...all.map((c: any) => c.updated_at)].sort().reverse(),
    );
    expect(new Set(all.map((c: any) => c.updated_at)).size).toBe(22);
    expect(new Set(all.map((c: any) => c.id)).size).toBe(22);
    expect((await client.get(`/api/ai/agents/${community.helper.id}/conversations?cursor=lixo`)).status).toBe(
      400,
    );

    const renamed = await client.patch(`/api/ai/conversations/${created.json.id}`, { title: "Vernizes" });
    expect(renamed.status).toBe(200);
    expect(renamed.json.title).toBe("Vernizes");
    // Renaming moves it to the top.
    const top = (await client.get(`/api/ai/agents/${community.helper.id}/conversations`)).json.items[0];
    expect(top).toMatchObject({ id: created.json.id, title: "Vernizes" });
    expect((await client.patch(`/api/ai/conversations/${created.json.id}`, { title: " " })).status).toBe(400);

    expect((await client.del(`/api/ai/conversations/${created.json.id}`)).status).toBe(204);
    expect((await client.get(`/api/ai/conversations/${created.json.id}`)).status).toBe(404);
    expect(await t.db.$count(aiConversations, eq(aiConversations.id, created.json.id))).toBe(0);
  });

  it("hides another member's conversation behind 404 everywhere", async () => {
    const owner = await member(t, community);
    const other = await member(t, community);
    const conversation = await newConversation(owner.client, community.helper.id);
    await ask(t, owner.client, conversation, "verniz");
    const nf = { code: "NOT_FOUND", message: texts.conversationNotFound };
    expect((await other.client.get(`/api/ai/conversations/${conversation}`)).json).toEqual(nf);
    expect(
      (await other.client.patch(`/api/ai/conversations/${conversation}`, { title: "Minha" })).status,
    ).toBe(404);
    expect((await other.client.del(`/api/ai/conversations/${conversation}`)).status).toBe(404);
    const chat = await ask(t, other.client, conversation, "verniz");
    expect([chat.status, chat.json]).toEqual([404, nf]);
    expect(
      (await other.client.get(`/api/ai/agents/${community.helper.id}/conversations`)).json.items,
    ).toEqual([]);
    expect(await t.db.$count(aiMessages, eq(aiMessages.conversation_id, conversation))).toBe(2);
    // Signed out: 401.
    expect((await t.client().get(`/api/ai/conversations/${conversation}`)).status).toBe(401);
  });

  it("hides an inactive agent from members; regenerate with nothing asked is a conflict", async () => {
    const { client, id } = await member(t, community);
    expect((await client.post(`/api/ai/agents/${community.inactive.id}/conversations`, {})).status).toBe(404);
    const conversation = await newConversation(client, community.helper.id);
    const regenerate = await chatRequest(t, client, conversation, { trigger: "regenerate" });
    expect(regenerate.status).toBe(409);
    expect(await regenerate.json()).toEqual({ code: "CONFLICT", message: texts.nothingToRegenerate });
    const empty = await ask(t, client, conversation, "   ");
    expect(empty.status).toBe(400);
    await t.db.update(aiAgents).set({ is_active: false }).where(eq(aiAgents.id, community.helper.id));
    try {
      expect((await ask(t, client, conversation, "verniz")).status).toBe(404);
      await makeAdmin(t.db, id);
      expect((await client.get(`/api/ai/agents/${community.helper.id}`)).status).toBe(200);
      expect((await client.get(`/api/ai/default-agent`)).status).toBe(404);
    } finally {
      await t.db.update(aiAgents).set({ is_active: true }).where(eq(aiAgents.id, community.helper.id));
    }
  });

  it("answers in offline mode from the passages the member may see, labelled as such", async () => {
    const { client } = await member(t, community);
    expect((await client.get(`/api/ai/agents/${community.helper.id}`)).json.mode).toBe("offline");
    const conversation = await newConversation(client, community.helper.id);
    const chat = await ask(t, client, conversation, "verniz");
    expect(chat.status).toBe(200);
    expect(chat.chunks[1]).toMatchObject({ type: "data-meta", data: { mode: "offline" } });
    const [stored] = await answers(t, conversation);
    expect(stored).toMatchObject({ mode: "offline", status: "complete" });
    expect(await countsQuota(t, stored!.id)).toBe(true);
    expect(streamedText(chat.chunks)).toBe(stored!.content);
    expect(stored!.content.startsWith(texts.offlineIntro)).toBe(true);
    const citations = chat.chunks.find((c) => c.type === "data-citations")!.data as any[];
    expect(citations.map((c) => c.title).sort()).toEqual(["Verniz acetinado em resina", "Verniz final"]);
    expect(citations.map((c) => c.n)).toEqual([1, 2]);
    for (const c of citations) {
      expect(stored!.content).toContain(`[${c.n}] **${c.title}**`);
      expect(stored!.content).toContain(`](${c.url})`);
    }
    expect(stored!.content).not.toMatch(/SEGREDO/);
    const html = (await client.get(`/api/ai/conversations/${conversation}`)).json.messages[1].html as string;
    expect(html).toContain(`<a href="${citations[0].url}">${texts.offlineSourceLink}</a>`);
    expect(html).toContain("<blockquote>");

    const nothing = await ask(t, client, conversation, "xilogravura japonesa");
    expect(streamedText(nothing.chunks)).toBe(texts.offlineNothingFound);
    expect(nothing.chunks.find((c) => c.type === "data-citations")!.data).toEqual([]);
  });

  it("quotes a member's markup in offline mode as text", async () => {
    const { client, id } = await member(t, community);
    const space = await createSpace(t.db, { slug: `xss-${Date.now()}` });
    await t.db.insert(posts).values({
      title: "Marcenaria <img src=x onerror=alert(1)>",
      content: "Marcenaria fina <script>alert(2)</script> [x](javascript:alert(3))",
      author_id: id,
      space_id: space.id,
    });
    const conversation = await newConversation(client, community.helper.id);
    await ask(t, client, conversation, "marcenaria");
    const html = (await client.get(`/api/ai/conversations/${conversation}`)).json.messages[1].html as string;
    expect(html).not.toMatch(/<script|<img|javascript:/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("limits each member to WRITE_LIMITS.aiMessages questions a minute", async () => {
    const { client } = await member(t, community, "enterprise");
    const conversation = await newConversation(client, community.helper.id);
    for (let i = 0; i < 10; i += 1)
      expect((await ask(t, client, conversation, `pergunta ${i}`)).status).toBe(200);
    const limited = await ask(t, client, conversation, "mais uma");
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("RATE_LIMITED");
    expect(limited.json.retryAfter).toBeGreaterThan(0);
    expect(await t.db.$count(aiMessages, eq(aiMessages.conversation_id, conversation))).toBe(20);
  });
});

describe("AI configuration", () => {
  it("needs AI_MODEL with AI_BASE_URL, and runs offline without AI_BASE_URL", () => {
    const base = { DATA_DIR: "/tmp/guilda-config-test", AUTH_SECRET: "x".repeat(40) };
    expect(() => loadConfig({ ...base, AI_BASE_URL: "http://127.0.0.1:9/v1" })).toThrow(ConfigError);
    expect(loadConfig(base).ai).toBeUndefined();
    expect(
      loadConfig({ ...base, AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "m", AI_TIMEOUT_MS: "5000" }).ai,
    ).toEqual({ baseUrl: "http://127.0.0.1:9/v1", apiKey: undefined, model: "m", timeoutMs: 5000 });
    expect(loadConfig({ ...base, AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "m" }).ai!.timeoutMs).toBe(
      60000,
    );
  });
});
