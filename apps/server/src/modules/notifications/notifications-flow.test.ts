import type { RealtimeEvent } from "@guilda/shared";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { spaceMembers } from "../../db/schema";
import { createSpace, signUpConfirmed } from "../../test/accounts";
import { createTestApp } from "../../test/harness";

describe("notifications from the feed, end to end", () => {
  it("A comments on B's post → B is told live, with a link to the comment; B's reply tells A", async () => {
    const t = await createTestApp();
    await createSpace(t.db, { slug: "geral" });
    const a = t.client();
    const b = t.client();
    const ana = await signUpConfirmed(a, t.db, { name: "Ana Souza" });
    const bia = await signUpConfirmed(b, t.db, { name: "Bia Lima" });
    const heard: RealtimeEvent[] = [];
    t.deps.realtime.subscribe((e) => heard.push(e));

    const post = await b.post("/api/posts", { title: "Como começar", content: "Dicas?" });
    expect(post.status).toBe(201);
    const comment = await a.post(`/api/posts/${post.json.id}/comments`, { content: "Comece pelo básico." });
    expect(comment.status).toBe(201);
    await new Promise((r) => setTimeout(r, 10));

    const created = heard.filter((e) => e.type === "notification.created");
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ user_id: bia.id, unread_count: 1 });
    const list = (await b.get("/api/notifications")).json;
    expect(list.unread_count).toBe(1);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      type: "comment",
      title: "Ana Souza comentou na sua publicação “Como começar”",
      link: `/post/${post.json.id}#comentario-${comment.json.id}`,
      actor: { id: ana.id, full_name: "Ana Souza" },
      actor_count: 1,
      read_at: null,
    });
    expect((await b.get("/api/notifications/unread-count")).json).toEqual({ count: 1 });
    // Ana is not told of her own comment.
    expect((await a.get("/api/notifications")).json.items).toEqual([]);

    // Bia replies: Ana hears of the reply; Bia, the post's author, of nothing (her own action).
    const reply = await b.post(`/api/posts/${post.json.id}/comments`, {
      content: "Obrigada!",
      parent_id: comment.json.id,
    });
    expect(reply.status).toBe(201);
    const anaList = (await a.get("/api/notifications")).json;
    expect(anaList.items.map((n: { type: string; link: string }) => [n.type, n.link])).toEqual([
      ["reply", `/post/${post.json.id}#comentario-${reply.json.id}`],
    ]);
    expect((await b.get("/api/notifications/unread-count")).json).toEqual({ count: 1 });

    // Opening it marks it read.
    expect((await b.post(`/api/notifications/${list.items[0].id}/read`)).json).toEqual({ count: 0 });
  });

  it("a follow tells the member once while unread, however often it is undone and redone", async () => {
    const t = await createTestApp();
    const a = t.client();
    const b = t.client();
    const ana = await signUpConfirmed(a, t.db, { name: "Ana Souza" });
    await signUpConfirmed(b, t.db, { name: "Bia Lima" });
    const bia = (await b.get("/api/me")).json.profile;
    for (let i = 0; i < 3; i++) {
      expect((await a.put(`/api/members/${bia.id}/follow`)).status).toBe(200);
      expect((await a.del(`/api/members/${bia.id}/follow`)).status).toBe(200);
    }
    await a.put(`/api/members/${bia.id}/follow`);
    const list = (await b.get("/api/notifications")).json;
    expect(
      list.items.map((n: { type: string; title: string; link: string }) => [n.type, n.title, n.link]),
    ).toEqual([["follower", "Ana Souza começou a seguir você", `/membro/${ana.id}`]]);
    expect(list.unread_count).toBe(1);
    // Once read, a new follow is news again.
    await b.post("/api/notifications/read-all");
    await a.del(`/api/members/${bia.id}/follow`);
    await a.put(`/api/members/${bia.id}/follow`);
    expect((await b.get("/api/notifications/unread-count")).json).toEqual({ count: 1 });
  });

  it("the author of a post in a private space they left is not told of new comments, not even live", async () => {
    const t = await createTestApp();
    const secret = await createSpace(t.db, { slug: "fechado", isPrivate: true });
    const a = t.client();
    const b = t.client();
    const ana = await signUpConfirmed(a, t.db, { name: "Ana Souza" });
    const bia = await signUpConfirmed(b, t.db, { name: "Bia Lima" });
    await t.db.insert(spaceMembers).values([
      { space_id: secret.id, user_id: ana.id },
      { space_id: secret.id, user_id: bia.id },
    ]);
    const post = await b.post("/api/posts", { title: "Só para a turma", content: "…", space_id: secret.id });
    expect(post.status).toBe(201);
    await t.db.delete(spaceMembers).where(eq(spaceMembers.user_id, bia.id));
    const heard: RealtimeEvent[] = [];
    t.deps.realtime.subscribe((e) => heard.push(e));
    expect((await a.post(`/api/posts/${post.json.id}/comments`, { content: "Oi @bia" })).status).toBe(201);
    await new Promise((r) => setTimeout(r, 10));
    expect(heard.filter((e) => e.type === "notification.created")).toEqual([]);
    expect((await b.get("/api/notifications/unread-count")).json).toEqual({ count: 0 });
  });
});
