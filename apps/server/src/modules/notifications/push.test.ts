import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { notifications, posts, profiles, pushSubscriptions } from "../../db/schema";
import { createSpace, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL } from "../../test/harness";
import { startPushPeer } from "../../test/push-peer";
import { PUSH_JOB } from "./push-queue";
import { sendPush } from "./push.service";

type Peer = Awaited<ReturnType<typeof startPushPeer>>;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe("push notifications", () => {
  let peer: Peer;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startPushPeer();
    t = await createTestApp({ env: { PUSH_ALLOW_LOOPBACK: "true", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" } });
    await t.deps.jobs.start();
    await createSpace(t.db, { slug: "geral" });
  });
  afterAll(async () => {
    await t.deps.jobs.stop();
    await peer.close();
  });

  const sent = () => t.deps.jobs.idle([PUSH_JOB], 30_000);
  const ua =
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

  it("a comment on a member's post reaches their device, encrypted, with the title and an absolute link", async () => {
    const a = t.client();
    const b = t.client();
    await signUpConfirmed(a, t.db, { name: "Ana Souza" });
    await signUpConfirmed(b, t.db, { name: "Bia Lima" });
    const key = await b.get("/api/push/key");
    expect(key.status).toBe(200);
    expect(key.json.public_key).toBe(t.deps.config.push.publicKey);
    const phone = peer.device();
    const saved = await b.post("/api/push/subscriptions", phone.subscription, {
      headers: { "user-agent": ua },
    });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      label: "Chrome no Android",
      endpoint: phone.endpoint,
      last_used_at: null,
    });

    const post = await b.post("/api/posts", { title: "Como começar", content: "Dicas?" });
    const comment = await a.post(`/api/posts/${post.json.id}/comments`, { content: "Comece pelo básico." });
    expect(comment.status).toBe(201);
    await sent();
    expect(peer.errors).toEqual([]);
    const mine = peer.received.filter((r) => r.deviceId === phone.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toEqual({
      title: "Ana Souza comentou na sua publicação “Como começar”",
      body: "",
      url: `${PUBLIC_URL}/post/${post.json.id}#comentario-${comment.json.id}`,
    });
    expect(mine[0]!.urgency).toBe("normal");
    expect(Number(mine[0]!.ttl)).toBeGreaterThan(0);
    expect(mine[0]!.claims.aud).toBe(peer.origin);
    const devices = (await b.get("/api/push/subscriptions")).json.items;
    expect(devices).toHaveLength(1);
    expect(devices[0].last_used_at).not.toBeNull();

    // Likes are grouped: the first like is pushed, the ones that grow the unread group are not.
    const c = t.client();
    await signUpConfirmed(c, t.db, { name: "Caio Dias" });
    expect((await a.put(`/api/posts/${post.json.id}/like`)).status).toBeLessThan(300);
    expect((await c.put(`/api/posts/${post.json.id}/like`)).status).toBeLessThan(300);
    await sent();
    const likes = peer.received.filter(
      (r) => r.deviceId === phone.id && (r.payload as { title: string }).title.includes("curt"),
    );
    expect(likes).toHaveLength(1);
  });

  it("two devices both receive; a 410 from the push service removes that subscription", async () => {
    const a = t.client();
    const b = t.client();
    await signUpConfirmed(a, t.db, { name: "Ana Reis" });
    const bia = await signUpConfirmed(b, t.db, { name: "Bia Reis" });
    const phone = peer.device();
    const laptop = peer.device();
    expect((await b.post("/api/push/subscriptions", phone.subscription)).status).toBe(201);
    expect((await b.post("/api/push/subscriptions", laptop.subscription)).status).toBe(201);

    expect((await a.put(`/api/members/${bia.id}/follow`)).status).toBeLessThan(300);
    await sent();
    for (const device of [phone, laptop]) {
      const got = peer.received.filter((r) => r.deviceId === device.id);
      expect(got.map((r) => (r.payload as { title: string }).title)).toEqual([
        "Ana Reis começou a seguir você",
      ]);
    }

    peer.answer(laptop.id, 410);
    const post = await b.post("/api/posts", { title: "Outra", content: "Texto" });
    await a.post(`/api/posts/${post.json.id}/comments`, { content: "Oi" });
    await sent();
    expect(peer.received.filter((r) => r.deviceId === phone.id)).toHaveLength(2);
    const left = (await b.get("/api/push/subscriptions")).json.items;
    expect(left.map((d: { endpoint: string }) => d.endpoint)).toEqual([phone.endpoint]);
    expect(peer.errors).toEqual([]);
  });

  it("a type switched off sends nothing of that type, and others still arrive", async () => {
    const a = t.client();
    const b = t.client();
    await signUpConfirmed(a, t.db, { name: "Ana Melo" });
    const bia = await signUpConfirmed(b, t.db, { name: "Bia Melo" });
    const phone = peer.device();
    await b.post("/api/push/subscriptions", phone.subscription);
    const saved = await b.put("/api/notifications/preferences", {
      items: [{ type: "comment", push: false }],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.items.find((i: { type: string }) => i.type === "comment")).toEqual({
      type: "comment",
      email: true,
      push: false,
    });
    // The older shape (e-mail only) still works and leaves push as it was.
    const emailOnly = await b.put("/api/notifications/preferences", {
      items: [{ type: "comment", email: false }],
    });
    expect(emailOnly.json.items.find((i: { type: string }) => i.type === "comment")).toEqual({
      type: "comment",
      email: false,
      push: false,
    });

    const post = await b.post("/api/posts", { title: "Silêncio", content: "Texto" });
    await a.post(`/api/posts/${post.json.id}/comments`, { content: "Oi" });
    await a.put(`/api/members/${bia.id}/follow`);
    await sent();
    const got = peer.received.filter((r) => r.deviceId === phone.id);
    expect(got.map((r) => (r.payload as { title: string }).title)).toEqual([
      "Ana Melo começou a seguir você",
    ]);
  });

  it("validates subscriptions, needs a session and keeps each member to their own devices", async () => {
    const anon = t.client();
    expect((await anon.get("/api/push/key")).status).toBe(401);
    expect((await anon.get("/api/push/subscriptions")).status).toBe(401);
    expect((await anon.post("/api/push/subscriptions", peer.device().subscription)).status).toBe(401);

    const a = t.client();
    const b = t.client();
    await signUpConfirmed(a, t.db, { name: "Ana Lopes" });
    await signUpConfirmed(b, t.db, { name: "Bia Lopes" });
    const device = peer.device();

    const plainHttp = await a.post("/api/push/subscriptions", {
      ...device.subscription,
      endpoint: "http://push.exemplo.com.br/abc",
    });
    expect(plainHttp.status).toBe(400);
    expect(plainHttp.json.fieldErrors.endpoint).toBe(
      "O endereço de entrega do navegador é inválido (precisa ser https).",
    );
    const badKey = await a.post("/api/push/subscriptions", {
      ...device.subscription,
      keys: { ...device.subscription.keys, p256dh: "A".repeat(87) },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.json.message).toBe("As chaves do aparelho são inválidas.");
    expect((await a.post("/api/push/subscriptions", { endpoint: device.endpoint })).status).toBe(400);

    const mine = await a.post("/api/push/subscriptions", device.subscription);
    expect(mine.status).toBe(201);
    expect((await b.get("/api/push/subscriptions")).json.items).toEqual([]);
    const foreign = await b.del(`/api/push/subscriptions/${mine.json.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe("Aparelho não encontrado.");
    expect((await anon.del(`/api/push/subscriptions/${mine.json.id}`)).status).toBe(401);

    // The same browser switched on by Bia moves to her.
    const moved = await b.post("/api/push/subscriptions", device.subscription);
    expect(moved.status).toBe(201);
    expect(moved.json.id).toBe(mine.json.id);
    expect((await a.get("/api/push/subscriptions")).json.items).toEqual([]);
    expect((await b.del(`/api/push/subscriptions/${mine.json.id}`)).status).toBe(204);
    const [left] = await t.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, mine.json.id));
    expect(left!.n).toBe(0);
  });

  it("sends nothing about what the member can no longer see or has read; deleting the member removes their devices", async () => {
    const a = t.client();
    const b = t.client();
    await signUpConfirmed(a, t.db, { name: "Ana Prado" });
    const bia = await signUpConfirmed(b, t.db, { name: "Bia Prado" });
    const phone = peer.device();
    const device = (await b.post("/api/push/subscriptions", phone.subscription)).json;
    const post = await b.post("/api/posts", { title: "Escondida", content: "Texto" });
    await a.post(`/api/posts/${post.json.id}/comments`, { content: "Oi" });
    await sent();
    expect(peer.received.filter((r) => r.deviceId === phone.id)).toHaveLength(1);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.user_id, bia.id));
    const job = { id: "x", retryCount: 0, isLastAttempt: false };

    // The post deleted since: a retry of the push sends nothing.
    await t.db.update(posts).set({ is_deleted: true }).where(eq(posts.id, post.json.id));
    await sendPush(t.deps, { notificationId: row!.id, subscriptionId: device.id }, job);
    await t.db.update(posts).set({ is_deleted: false }).where(eq(posts.id, post.json.id));
    // Read on another device: nothing either.
    await b.post(`/api/notifications/${row!.id}/read`);
    await sendPush(t.deps, { notificationId: row!.id, subscriptionId: device.id }, job);
    expect(peer.received.filter((r) => r.deviceId === phone.id)).toHaveLength(1);

    // Any other failure of the push service throws, so the job is tried again.
    await t.db.update(notifications).set({ read_at: null }).where(eq(notifications.id, row!.id));
    peer.answer(phone.id, 503);
    await expect(
      sendPush(t.deps, { notificationId: row!.id, subscriptionId: device.id }, job),
    ).rejects.toThrow("push service answered 503");
    expect((await b.get("/api/push/subscriptions")).json.items).toHaveLength(1);

    await t.db.delete(profiles).where(eq(profiles.id, bia.id));
    const [left] = await t.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, device.id));
    expect(left!.n).toBe(0);
  });
});
