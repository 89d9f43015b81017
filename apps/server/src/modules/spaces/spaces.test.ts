import { beforeAll, describe, expect, it } from "vitest";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

describe("spaces", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let member: TestClient;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    member = t.client();
    const a = await signUpConfirmed(admin, t.db, { name: "Admin" });
    await makeAdmin(t.db, a.id);
    memberId = (await signUpConfirmed(member, t.db, { name: "Carla Dias" })).id;
    await createSpace(t.db, { slug: "geral", order: 0 });
    await createSpace(t.db, { slug: "papo", type: "chat", order: 1 });
  });

  it("refuses every admin endpoint to members, before reading the input", async () => {
    const calls = [
      member.post("/api/admin/spaces", { space_type: "chat" }),
      member.post("/api/admin/spaces", { nonsense: true }),
      member.put("/api/admin/spaces/order", { ids: [] }),
      member.patch(`/api/admin/spaces/${crypto.randomUUID()}`, { name: "x" }),
      member.del(`/api/admin/spaces/${crypto.randomUUID()}`),
      member.get(`/api/admin/spaces/${crypto.randomUUID()}/members`),
      member.get("/api/admin/members/lookup?q=a"),
      member.get("/api/admin/outbox"),
      member.put("/api/admin/settings", {}),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
  });

  it("creates a space from its type with the spec's name, slug and order", async () => {
    expect((await admin.post("/api/admin/spaces", {})).status).toBe(400);
    const before = Date.now();
    const res = await admin.post("/api/admin/spaces", { space_type: "eventos" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: "Novo Eventos",
      order: 999,
      space_type: "eventos",
      is_private: false,
    });
    expect(res.json.slug).toMatch(/^eventos-\d{13}$/);
    expect(Number(res.json.slug.split("-")[1])).toBeGreaterThanOrEqual(before);
    expect(res.json.path).toBe(`/espaco/${res.json.slug}`);
  });

  it("edits name, icon, description and privacy with validation", async () => {
    const created = (await admin.post("/api/admin/spaces", { space_type: "publicacoes" })).json;
    const res = await admin.patch(`/api/admin/spaces/${created.id}`, {
      name: "  Vendas  ",
      icon: "🛒",
      description: "Compra e venda",
      is_private: true,
      slug: "hack",
    });
    expect(res.json).toMatchObject({
      name: "Vendas",
      icon: "🛒",
      description: "Compra e venda",
      is_private: true,
    });
    expect(res.json.slug).toBe(created.slug);
    const bad = await admin.patch(`/api/admin/spaces/${created.id}`, { name: "", icon: "<img src=x>" });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toMatchObject({
      name: "Informe o nome do espaço.",
      icon: "Use um emoji ou um dos ícones star, heart, calendar, message-square.",
    });
    expect((await admin.patch(`/api/admin/spaces/${crypto.randomUUID()}`, { name: "x" })).status).toBe(404);
  });

  it("saves a new order for every space, and refuses a partial one", async () => {
    const list = (await admin.get("/api/spaces")).json as { id: string }[];
    const reversed = list.map((s) => s.id).reverse();
    expect((await admin.put("/api/admin/spaces/order", { ids: reversed.slice(1) })).status).toBe(400);
    expect((await admin.put("/api/admin/spaces/order", { ids: [...reversed, reversed[0]] })).status).toBe(
      400,
    );
    const saved = await admin.put("/api/admin/spaces/order", { ids: reversed });
    expect(saved.status).toBe(200);
    expect(saved.json.map((s: { id: string }) => s.id)).toEqual(reversed);
    expect((await admin.get("/api/spaces")).json.map((s: { id: string }) => s.id)).toEqual(reversed);
  });

  it("counts posts the member has not seen, per space, until they open it", async () => {
    await admin.post("/api/posts", { title: "Novidade", content: "Texto" });
    await admin.post("/api/posts", { title: "Outra", content: "Texto" });
    await member.post("/api/posts", { title: "Minha", content: "Texto" });
    const count = async () =>
      (await member.get("/api/spaces")).json.find((s: { slug: string }) => s.slug === "geral")
        .notificationCount;
    expect(await count()).toBe(2);
    expect((await member.post("/api/spaces/geral/seen")).status).toBe(200);
    expect(await count()).toBe(0);
    await admin.post("/api/posts", { title: "Mais uma", content: "Texto" });
    expect(await count()).toBe(1);
  });

  it("manages the members of a private space", async () => {
    const space = await createSpace(t.db, { slug: "vip", isPrivate: true });
    expect((await member.get("/api/spaces/vip")).status).toBe(404);
    const found = await admin.get("/api/admin/members/lookup?q=carla");
    expect(found.json.map((m: { id: string }) => m.id)).toContain(memberId);
    expect((await admin.get("/api/admin/members/lookup?q=%25")).json).toEqual([]);
    const added = await admin.put(`/api/admin/spaces/${space.id}/members/${memberId}`);
    expect(added.json.map((m: { id: string }) => m.id)).toEqual([memberId]);
    expect((await member.get("/api/spaces/vip")).json.slug).toBe("vip");
    expect((await admin.put(`/api/admin/spaces/${space.id}/members/ninguem`)).status).toBe(404);
    expect((await admin.del(`/api/admin/spaces/${space.id}/members/${memberId}`)).json).toEqual([]);
    expect((await member.get("/api/spaces/vip")).status).toBe(404);
  });

  it("deletes a space with its posts", async () => {
    const space = await createSpace(t.db, { slug: "temporario" });
    const post = await admin.post("/api/posts", { title: "Some", content: "Texto", space_id: space.id });
    expect((await admin.del(`/api/admin/spaces/${space.id}`)).status).toBe(200);
    expect((await admin.get("/api/spaces/temporario")).status).toBe(404);
    expect((await admin.get(`/api/posts/${post.json.id}`)).status).toBe(404);
    expect((await admin.del(`/api/admin/spaces/${space.id}`)).status).toBe(404);
  });

  it("stores chat messages and pages their history, newest first", async () => {
    for (let i = 0; i < 5; i++) await member.post("/api/spaces/papo/messages", { content: `Mensagem ${i}` });
    expect((await member.post("/api/spaces/papo/messages", { content: "  " })).status).toBe(400);
    expect((await member.post("/api/spaces/papo/messages", { content: "x".repeat(1001) })).status).toBe(400);
    expect((await member.post("/api/spaces/geral/messages", { content: "oi" })).status).toBe(400);
    const first = await member.get("/api/spaces/papo/messages?limit=3");
    expect(first.json.items.map((m: { content: string }) => m.content)).toEqual([
      "Mensagem 4",
      "Mensagem 3",
      "Mensagem 2",
    ]);
    const second = await member.get(`/api/spaces/papo/messages?limit=3&cursor=${first.json.next_cursor}`);
    expect(second.json.items.map((m: { content: string }) => m.content)).toEqual([
      "Mensagem 1",
      "Mensagem 0",
    ]);
    expect(second.json.next_cursor).toBeNull();
  });
});
