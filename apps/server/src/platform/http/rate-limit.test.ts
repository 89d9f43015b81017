import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { aiAgents } from "../../db/schema";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

const TWO_PER_HOUR = { max: 2, windowSeconds: 3600 };

function expectRateLimited(res: { status: number; json: any; headers: Headers }) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(3600);
  expect(res.json).toEqual({
    code: "RATE_LIMITED",
    message: `Muitas tentativas. Aguarde ${wait} segundos e tente novamente.`,
    retryAfter: wait,
  });
}

describe("budgets of the writes that cost", () => {
  let t: App;
  let ana: TestClient;
  let bia: TestClient;
  let admin: TestClient;
  let postId: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WRITE_LIMITS: JSON.stringify({
          posts: TWO_PER_HOUR,
          comments: TWO_PER_HOUR,
          chatMessages: TWO_PER_HOUR,
          uploads: { max: 3, windowSeconds: 3600 },
          uploadBytes: { max: 600, windowSeconds: 3600 },
          inviteAcceptance: TWO_PER_HOUR,
          memberBatches: TWO_PER_HOUR,
        }),
      },
    });
    [ana, bia, admin] = [t.client(), t.client(), t.client()];
    await signUpConfirmed(ana, t.db);
    await signUpConfirmed(bia, t.db);
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db)).id);
    await createSpace(t.db, { slug: "geral" });
    await createSpace(t.db, { slug: "papo", type: "chat" });
  });

  it("limits posts per member, and another member keeps their own budget", async () => {
    const post = (c: TestClient, n: number) => c.post("/api/posts", { title: `Post ${n}`, content: "texto" });
    const first = await post(ana, 1);
    postId = first.json.id;
    expect((await post(ana, 2)).status).toBe(201);
    expectRateLimited(await post(ana, 3));
    expect((await post(bia, 1)).status).toBe(201);
    const feed = await ana.get("/api/posts");
    expect(feed.json.items.map((p: { title: string }) => p.title).sort()).toEqual([
      "Post 1",
      "Post 1",
      "Post 2",
    ]);
  });

  it("limits comments and chat messages", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await ana.post(`/api/posts/${postId}/comments`, { content: `c${i}` })).status).toBe(201);
      expect((await ana.post("/api/spaces/papo/messages", { content: `m${i}` })).status).toBe(201);
    }
    expectRateLimited(await ana.post(`/api/posts/${postId}/comments`, { content: "c3" }));
    expectRateLimited(await ana.post("/api/spaces/papo/messages", { content: "m3" }));
  });

  it("limits uploads by count and by bytes", async () => {
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const send = (c: TestClient) =>
      c.request("POST", "/api/uploads", undefined, {
        rawBody: tiny,
        headers: { "content-type": "application/octet-stream" },
      });
    // A 1x1 PNG is under 100 bytes, so the count budget (3) is reached first.
    for (let i = 0; i < 3; i++) expect((await send(bia)).status).toBe(201);
    expectRateLimited(await send(bia));
    // Bytes: a bigger image spends the byte budget even with files left.
    const big = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const sendBig = () =>
      ana.request("POST", "/api/uploads", undefined, {
        rawBody: big,
        headers: { "content-type": "application/octet-stream" },
      });
    expect((await sendBig()).status).toBe(201);
    expectRateLimited(await sendBig());
  });

  it("limits member batches per admin and invite acceptance per address", async () => {
    const batch = (n: number) =>
      admin.post("/api/admin/members/batch", {
        mode: "invite",
        source: "manual",
        members: [{ name: `Pessoa ${n}`, email: `pessoa${n}@exemplo.com` }],
      });
    expect((await batch(1)).status).toBe(200);
    expect((await batch(2)).status).toBe(200);
    expectRateLimited(await batch(3));

    const guesser = t.client();
    for (let i = 0; i < 2; i++) {
      const res = await guesser.post(`/api/invites/token-inventado-${i}/accept`, {
        username: "alguem",
        password: "senha forte 2026",
      });
      expect(res.status).toBe(404);
    }
    expectRateLimited(
      await guesser.post("/api/invites/token-inventado-3/accept", {
        username: "alguem",
        password: "senha forte 2026",
      }),
    );
    // Another address is not affected.
    expect(
      (await t.client().post("/api/invites/token-inventado-4/accept", { username: "x", password: "y" }))
        .status,
    ).toBe(404);
  });
});

describe("budgets of every search and every create", () => {
  let t: App;
  let admin: TestClient;
  let otherAdmin: TestClient;
  let ids: { admin: string };
  const member = async () => {
    const client = t.client();
    const { id } = await signUpConfirmed(client, t.db);
    return { client, id };
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WRITE_LIMITS: JSON.stringify({
          searches: { max: 3, windowSeconds: 60 },
          conversations: TWO_PER_HOUR,
          reactions: TWO_PER_HOUR,
          staffCreates: TWO_PER_HOUR,
        }),
      },
    });
    admin = t.client();
    otherAdmin = t.client();
    ids = { admin: (await signUpConfirmed(admin, t.db)).id };
    await makeAdmin(t.db, ids.admin);
    await makeAdmin(t.db, (await signUpConfirmed(otherAdmin, t.db)).id);
    await createSpace(t.db, { slug: "geral" });
  });

  it("spends the search budget on each list searched with q, and nothing on reading it", async () => {
    const lists = [
      "/api/members",
      "/api/suppliers",
      "/api/suggestions",
      "/api/courses/catalog",
      "/api/search",
    ];
    for (const list of lists) {
      const { client } = await member();
      // Reading the list, and an empty search, cost nothing.
      if (list !== "/api/search")
        for (let i = 0; i < 5; i++) expect((await client.get(list)).status, list).toBe(200);
      expect((await client.get(`${list}?q=%20`)).status, list).not.toBe(429);
      for (let i = 0; i < 3; i++) expect((await client.get(`${list}?q=ana${i}`)).status, list).toBe(200);
      expectRateLimited(await client.get(`${list}?q=ana`));
    }
    // One budget for every search box: the directory's searches leave none for the suppliers'.
    const { client } = await member();
    for (let i = 0; i < 3; i++) expect((await client.get(`/api/members?q=bia${i}`)).status).toBe(200);
    expectRateLimited(await client.get("/api/suppliers?q=loja"));
  });

  it("spends it on the admins' member lookup and CSV export searched with q", async () => {
    for (let i = 0; i < 3; i++)
      expect((await admin.get(`/api/admin/members/lookup?q=ana${i}`)).status).toBe(200);
    expectRateLimited(await admin.get("/api/admin/members/lookup?q=ana"));
    expectRateLimited(await admin.get("/api/admin/members/export.csv?q=ana"));
    expect((await admin.get("/api/admin/members/export.csv")).status).toBe(200);
  });

  it("limits new conversations with an agent", async () => {
    const [agent] = await t.db
      .insert(aiAgents)
      .values({ name: "Ajudante", required_tier: "trial", is_active: true })
      .returning();
    const { client } = await member();
    for (let i = 0; i < 2; i++)
      expect((await client.post(`/api/ai/agents/${agent!.id}/conversations`, {})).status).toBe(201);
    expectRateLimited(await client.post(`/api/ai/agents/${agent!.id}/conversations`, {}));
  });

  it("limits likes, follows, votes, RSVPs and calendar-link resets as reactions", async () => {
    const author = await member();
    const post = await author.client.post("/api/posts", { title: "Post", content: "texto" });
    const suggestion = await author.client.post("/api/suggestions", {
      title: "Uma ideia",
      description: "Descrição da ideia.",
      category: "plataforma",
    });
    const reactions: [string, string][] = [
      ["PUT", `/api/posts/${post.json.id}/like`],
      ["PUT", `/api/members/${author.id}/follow`],
      ["PUT", `/api/suggestions/${suggestion.json.id}/vote`],
      ["POST", "/api/calendar/feed/reset"],
    ];
    for (const [method, url] of reactions) {
      const { client } = await member();
      // Undoing costs nothing: like, unlike, like spends the two of the budget; a third is refused.
      expect((await client.request(method, url, {})).status, url).toBeLessThan(300);
      if (method === "PUT") expect((await client.request("DELETE", url, {})).status, url).toBeLessThan(300);
      expect((await client.request(method, url, {})).status, url).toBeLessThan(300);
      expectRateLimited(await client.request(method, url, {}));
    }
  });

  it("limits what staff create, each admin on their own budget", async () => {
    for (const title of ["Curso 1", "Curso 2"])
      expect((await otherAdmin.post("/api/admin/courses", { title })).status).toBe(201);
    expectRateLimited(await otherAdmin.post("/api/admin/courses", { title: "Curso 3" }));
    expectRateLimited(await otherAdmin.post("/api/admin/spaces", { space_type: "publicacoes" }));
    expect((await admin.post("/api/admin/spaces", { space_type: "publicacoes" })).status).toBe(201);
  });
});
