import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../db/schema";
import { createSpace, makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

describe("posts, likes, comments and follows", () => {
  let t: App;
  let admin: TestClient;
  let ana: TestClient;
  let bruno: TestClient;
  let ids: { admin: string; ana: string; bruno: string };
  let mainSpace: string;

  const publish = (client: TestClient, title: string, extra: Record<string, unknown> = {}) =>
    client.post("/api/posts", { title, content: `${title} — texto`, ...extra });
  const titles = (res: { json: { items: { title: string }[] } }) => res.json.items.map((p) => p.title);

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    ana = t.client();
    bruno = t.client();
    const a = await signUpConfirmed(admin, t.db, { name: "Admin Geral" });
    await makeAdmin(t.db, a.id);
    const b = await signUpConfirmed(ana, t.db, { name: "Ana Lima" });
    const c = await signUpConfirmed(bruno, t.db, { name: "Bruno Reis" });
    ids = { admin: a.id, ana: b.id, bruno: c.id };
    mainSpace = (await createSpace(t.db, { slug: "geral", order: 1 })).id;
    await createSpace(t.db, { slug: "conversa", type: "chat", order: 0 });
  });

  it("needs a session", async () => {
    expect((await t.client().get("/api/posts")).status).toBe(401);
    expect((await t.client().post("/api/posts", { title: "a", content: "b" })).status).toBe(401);
  });

  it("publishes as the signed-in member in the first 'publicacoes' space, ignoring author_id", async () => {
    const res = await publish(ana, "Primeiro post", {
      author_id: ids.admin,
      is_pinned: true,
      likes_count: 99,
    });
    expect(res.status).toBe(201);
    expect(res.json.author.id).toBe(ids.ana);
    expect(res.json.space.id).toBe(mainSpace);
    expect(res.json.is_pinned).toBe(false);
    expect(res.json.likes_count).toBe(0);
  });

  it("refuses blank fields and bad video links with the spec's messages", async () => {
    const blank = await ana.post("/api/posts", { title: "  ", content: "" });
    expect(blank.status).toBe(400);
    expect(blank.json.fieldErrors.title).toBe("Título e conteúdo são obrigatórios.");
    const bad = await publish(ana, "Vídeo", { video_url: "https://www.youtube.com/watch?v=curto" });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.video_url).toMatch(/^URL do YouTube inválida\. Use formatos como:/);
    const both = await publish(ana, "Vídeo", {
      video_url: "https://youtu.be/dQw4w9WgXcQ",
      upload_id: crypto.randomUUID(),
    });
    expect(both.status).toBe(400);
  });

  it("stores a YouTube link as its video id", async () => {
    const res = await publish(ana, "Clipe", { video_url: "https://youtu.be/dQw4w9WgXcQ?t=10" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ media_type: "youtube", media_url: "dQw4w9WgXcQ" });
    const vimeo = await publish(ana, "Vimeo", { video_url: "https://vimeo.com/76979871" });
    expect(vimeo.json).toMatchObject({ media_type: "vimeo", media_url: "76979871" });
  });

  it("does not post to a chat space", async () => {
    const [chat] = (await ana.get("/api/spaces")).json.filter((s: { slug: string }) => s.slug === "conversa");
    const res = await publish(ana, "Aqui não", { space_id: chat.id });
    expect(res.status).toBe(400);
  });

  it("posts to a 'curso' space, the discussion of its course", async () => {
    const space = await createSpace(t.db, { slug: "turma-do-curso", type: "curso", order: 7 });
    const res = await publish(ana, "Dúvida da aula 2", { space_id: space.id });
    expect(res.status).toBe(201);
    expect(res.json.space.slug).toBe("turma-do-curso");
    expect(titles(await ana.get("/api/posts?space=turma-do-curso"))).toEqual(["Dúvida da aula 2"]);
  });

  it("lets only admins pin, and shows pinned posts first, then the newest", async () => {
    const older = await publish(bruno, "Antigo");
    await publish(bruno, "Novo");
    expect((await ana.put(`/api/posts/${older.json.id}/pin`, { is_pinned: true })).status).toBe(403);
    const pinned = await admin.put(`/api/posts/${older.json.id}/pin`, { is_pinned: true });
    expect(pinned.status).toBe(200);
    expect(pinned.json.is_pinned).toBe(true);
    const feed = await ana.get("/api/posts");
    expect(titles(feed).slice(0, 2)).toEqual(["Antigo", "Novo"]);
    await admin.put(`/api/posts/${older.json.id}/pin`, { is_pinned: false });
    expect(titles(await ana.get("/api/posts"))[0]).toBe("Novo");
  });

  it("lets the author or an admin delete, and a deleted post disappears everywhere", async () => {
    const mine = await publish(bruno, "Apagar");
    expect((await ana.del(`/api/posts/${mine.json.id}`)).status).toBe(403);
    expect((await bruno.del(`/api/posts/${mine.json.id}`)).status).toBe(200);
    expect(titles(await ana.get("/api/posts"))).not.toContain("Apagar");
    expect(titles(await ana.get("/api/posts?tab=populares"))).not.toContain("Apagar");
    expect(titles(await ana.get(`/api/posts?author=${ids.bruno}`))).not.toContain("Apagar");
    expect((await ana.get(`/api/posts/${mine.json.id}`)).status).toBe(404);
    expect((await ana.put(`/api/posts/${mine.json.id}/like`)).status).toBe(404);
    expect((await ana.post(`/api/posts/${mine.json.id}/comments`, { content: "oi" })).status).toBe(404);
    const other = await publish(bruno, "Moderado");
    expect((await admin.del(`/api/posts/${other.json.id}`)).status).toBe(200);
  });

  it("counts one like per member, and unlike takes it back", async () => {
    const post = await publish(bruno, "Curtível");
    const first = await ana.put(`/api/posts/${post.json.id}/like`);
    const again = await ana.put(`/api/posts/${post.json.id}/like`);
    expect(first.json).toEqual({ likes_count: 1, is_liked_by_user: true });
    expect(again.json).toEqual({ likes_count: 1, is_liked_by_user: true });
    const seen = await ana.get(`/api/posts/${post.json.id}`);
    expect(seen.json).toMatchObject({ likes_count: 1, is_liked_by_user: true });
    expect((await bruno.get(`/api/posts/${post.json.id}`)).json.is_liked_by_user).toBe(false);
    expect((await ana.del(`/api/posts/${post.json.id}/like`)).json).toEqual({
      likes_count: 0,
      is_liked_by_user: false,
    });
    expect((await ana.del(`/api/posts/${post.json.id}/like`)).json.likes_count).toBe(0);
  });

  it("orders Populares by likes and comments of the last 30 days", async () => {
    // Published from the most to the least popular, so newest-first order would be the reverse.
    const hot = await publish(ana, "Pop quente");
    const quiet = await publish(ana, "Pop quieto");
    await publish(ana, "Pop sem reação");
    const old = await publish(ana, "Pop antigo");
    await t.db.execute(
      sql`update ${posts} set created_at = now() - interval '40 days' where id = ${old.json.id}`,
    );
    for (const c of [admin, bruno]) await c.put(`/api/posts/${hot.json.id}/like`);
    for (const c of [admin, bruno]) await c.put(`/api/posts/${old.json.id}/like`);
    await admin.post(`/api/posts/${quiet.json.id}/comments`, { content: "Legal" });
    const list = titles(await ana.get("/api/posts?tab=populares&limit=50"));
    // Two likes, then one comment, then nothing; the 40-day-old post is out of the window.
    expect(list.filter((title) => title.startsWith("Pop "))).toEqual([
      "Pop quente",
      "Pop quieto",
      "Pop sem reação",
    ]);
  });

  it("keeps comments to one level of replies, with real counts and delete rights", async () => {
    const post = await publish(ana, "Conversa");
    const top = await bruno.post(`/api/posts/${post.json.id}/comments`, {
      content: "Primeiro!",
      post_id: "x",
    });
    expect(top.status).toBe(201);
    expect(top.json.author.id).toBe(ids.bruno);
    const reply = await ana.post(`/api/posts/${post.json.id}/comments`, {
      content: "Resposta",
      parent_id: top.json.id,
    });
    expect(reply.json.parent_id).toBe(top.json.id);
    const deep = await bruno.post(`/api/posts/${post.json.id}/comments`, {
      content: "Fundo",
      parent_id: reply.json.id,
    });
    expect(deep.status).toBe(400);
    expect((await ana.post(`/api/posts/${post.json.id}/comments`, { content: "   " })).status).toBe(400);
    const second = await admin.post(`/api/posts/${post.json.id}/comments`, { content: "Segundo" });
    const list = await ana.get(`/api/posts/${post.json.id}/comments`);
    expect(list.json.items.map((c: { content: string }) => c.content)).toEqual([
      "Primeiro!",
      "Resposta",
      "Segundo",
    ]);
    expect(list.json.comments_count).toBe(3);
    expect((await ana.del(`/api/comments/${second.json.id}`)).status).toBe(403);
    expect((await bruno.del(`/api/comments/${top.json.id}`)).json).toEqual({ comments_count: 1 });
    expect((await admin.del(`/api/comments/${second.json.id}`)).json).toEqual({ comments_count: 0 });
    expect((await ana.get(`/api/posts/${post.json.id}`)).json.comments_count).toBe(0);
  });

  it("follows members for the Seguindo tab", async () => {
    expect((await ana.put(`/api/members/${ids.ana}/follow`)).status).toBe(400);
    expect((await ana.put(`/api/members/nao-existe/follow`)).status).toBe(404);
    expect((await ana.get("/api/posts?tab=seguindo")).json.items).toEqual([]);
    expect((await ana.put(`/api/members/${ids.bruno}/follow`)).json).toEqual({ is_following: true });
    const following = await ana.get("/api/posts?tab=seguindo&limit=50");
    expect(following.json.items.length).toBeGreaterThan(0);
    expect(following.json.items.every((p: { author: { id: string } }) => p.author.id === ids.bruno)).toBe(
      true,
    );
    expect(following.json.items[0].is_following_author).toBe(true);
    await ana.del(`/api/members/${ids.bruno}/follow`);
    expect((await ana.get("/api/posts?tab=seguindo")).json.items).toEqual([]);
  });

  it("pages with a keyset cursor without repeating or skipping, and refuses bad input", async () => {
    const space = await createSpace(t.db, { slug: "paginas", order: 5 });
    for (let i = 0; i < 25; i++) await publish(bruno, `Página ${i}`, { space_id: space.id });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { json: { items: { title: string }[]; next_cursor: string | null } } = await ana.get(
        `/api/posts?space=paginas&limit=10${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...titles(res));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen[0]).toBe("Página 24");
    expect((await ana.get("/api/posts?cursor=lixo")).status).toBe(400);
    expect((await ana.get("/api/posts?limit=500")).status).toBe(400);
    expect((await ana.get("/api/posts?tab=tudo")).status).toBe(400);
  });

  it("keeps private spaces to staff and added members, everywhere", async () => {
    const hidden = await createSpace(t.db, { slug: "secreto", isPrivate: true, order: 9 });
    const post = await publish(admin, "Segredo", { space_id: hidden.id });
    expect(post.status).toBe(201);
    const slugs = async (c: TestClient) =>
      (await c.get("/api/spaces")).json.map((s: { slug: string }) => s.slug);
    expect(await slugs(ana)).not.toContain("secreto");
    expect((await ana.get("/api/spaces/secreto")).status).toBe(404);
    expect(titles(await ana.get("/api/posts?limit=50"))).not.toContain("Segredo");
    expect((await ana.get(`/api/posts/${post.json.id}`)).status).toBe(404);
    expect((await ana.get(`/api/posts/${post.json.id}/comments`)).status).toBe(404);
    expect((await publish(ana, "Invasão", { space_id: hidden.id })).status).toBe(404);
    expect((await ana.get("/api/posts?space=secreto")).status).toBe(404);

    const mod = t.client();
    const m = await signUpConfirmed(mod, t.db);
    await makeModerator(t.db, m.id);
    expect(await slugs(mod)).toContain("secreto");

    expect((await admin.put(`/api/admin/spaces/${hidden.id}/members/${ids.ana}`)).status).toBe(200);
    expect(await slugs(ana)).toContain("secreto");
    expect(titles(await ana.get("/api/posts?limit=50"))).toContain("Segredo");
    expect((await bruno.get(`/api/posts/${post.json.id}`)).status).toBe(404);
  });

  it("pages Mais recentes, pinned posts once on top, the same for each role and page size", async () => {
    const reserved = await createSpace(t.db, { slug: "reservado", isPrivate: true, order: 10 });
    // Straight into the table (the write limits are tested elsewhere), a second apart.
    const at = (i: number) => new Date(Date.now() + (i + 1) * 1000);
    const pinned = new Set(["Recente 1", "Reservado 2", "Recente 5"]);
    const rows = [
      ...[0, 1, 2, 3].map((i) => ({ title: `Reservado ${i}`, space: reserved.id, author: ids.admin, i })),
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => ({
        title: `Recente ${i}`,
        space: mainSpace,
        author: ids.bruno,
        i: i + 4,
      })),
    ];
    await t.db.insert(posts).values(
      rows.map((r) => ({
        title: r.title,
        content: `${r.title} — texto`,
        author_id: r.author,
        space_id: r.space,
        created_at: at(r.i),
        is_pinned: pinned.has(r.title),
      })),
    );
    // What each member must see, straight from the tables: pinned first, then the newest.
    const expected = async (userId: string, staff: boolean) => {
      const result = await t.db.execute(sql`
        select p.title from posts p join spaces s on s.id = p.space_id
        where not p.is_deleted and (${staff} or not s.is_private
          or exists (select 1 from space_members m where m.space_id = s.id and m.user_id = ${userId}))
        order by p.is_pinned desc, p.created_at desc, p.id desc`);
      return (result as unknown as { rows: { title: string }[] }).rows.map((r) => r.title);
    };
    const walk = async (client: TestClient, limit: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { json: { items: { title: string }[]; next_cursor: string | null } } = await client.get(
          `/api/posts?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
        );
        seen.push(...titles(res));
        cursor = res.json.next_cursor;
      } while (cursor);
      return seen;
    };
    const forAna = await expected(ids.ana, false);
    const forAdmin = await expected(ids.admin, true);
    expect(forAna.slice(0, 2)).toEqual(["Recente 5", "Recente 1"]);
    expect(forAna).not.toContain("Reservado 2");
    expect(forAdmin.slice(0, 3)).toEqual(["Recente 5", "Recente 1", "Reservado 2"]);
    // Alternating roles and sizes, more times than a database takes to settle on a cached plan.
    for (let round = 0; round < 3; round++) {
      for (const limit of [3, 4, 20]) {
        expect(await walk(ana, limit)).toEqual(forAna);
        expect(await walk(admin, limit)).toEqual(forAdmin);
      }
    }
  });
});
