import type { RealtimeEvent } from "@guilda/shared";
import { describe, expect, it } from "vitest";
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
});
