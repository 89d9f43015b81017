import { and, countDistinct, eq, isNotNull, lt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chatMessages,
  memberInvites,
  notifications,
  postComments,
  postLikes,
  posts,
  profiles,
  spaces,
} from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp } from "../../test/harness";
import { seedDemo } from "../../seed/seed";

describe("sidebar data and the demo community", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  /** Every seeded member joined before this; members the tests sign up join after it. */
  let seededAt: Date;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, "senha-demo-de-teste");
    seededAt = new Date();
  });

  it("needs a session", async () => {
    for (const path of [
      "/api/spaces",
      "/api/ai-agents",
      "/api/courses",
      "/api/posts",
      "/api/notifications/unread-count",
    ]) {
      expect((await t.client().get(path)).status).toBe(401);
    }
  });

  it("lists spaces in order with /espaco/{slug} links, private ones only for the staff", async () => {
    const member = t.client();
    const m = await signUpConfirmed(member, t.db);
    const spaces = (await member.get("/api/spaces")).json as {
      slug: string;
      path: string;
      order: number;
      is_private: boolean;
    }[];
    expect(spaces[0]!.slug).toBe("comece-por-aqui");
    expect(spaces.every((s) => s.path === `/espaco/${s.slug}`)).toBe(true);
    expect(spaces.map((s) => s.order)).toEqual([...spaces.map((s) => s.order)].sort((a, b) => a - b));
    expect(spaces.some((s) => s.is_private)).toBe(false);
    const feed = (await member.get("/api/posts")).json.items as { space: { slug: string } }[];
    expect(feed.some((p) => p.space.slug === "bastidores")).toBe(false);
    await makeAdmin(t.db, m.id);
    expect(
      ((await member.get("/api/spaces")).json as { is_private: boolean }[]).some((s) => s.is_private),
    ).toBe(true);
  });

  it("lists only active agents by name, locked above the member's tier, and only published courses by title", async () => {
    const member = t.client();
    const account = await signUpConfirmed(member, t.db);
    type Agent = { name: string; required_tier: string; locked: boolean; is_default: boolean };
    const agents = (await member.get("/api/ai-agents")).json as Agent[];
    // A new member is on trial.
    expect(agents.map((a) => [a.name, a.required_tier, a.locked])).toEqual([
      ["Assistente da Guilda", "trial", false],
      ["Avaliador de Peças", "trial", false],
      ["Consultor de Importação", "enterprise", true],
      ["Mentor de Vendas", "basic", true],
      ["Restaurador Virtual", "premium", true],
    ]);
    expect(agents.filter((a) => a.is_default).map((a) => a.name)).toEqual(["Assistente da Guilda"]);
    await t.db.update(profiles).set({ ai_tier: "premium" }).where(eq(profiles.id, account.id));
    const premium = (await member.get("/api/ai-agents")).json as Agent[];
    expect(premium.filter((a) => a.locked).map((a) => a.name)).toEqual(["Consultor de Importação"]);
    await makeAdmin(t.db, account.id);
    expect(((await member.get("/api/ai-agents")).json as Agent[]).some((a) => a.locked)).toBe(false);
    const courses = (await member.get("/api/courses")).json as { title: string; category: string }[];
    expect(courses).toHaveLength(7);
    expect(courses.map((c) => c.title)).toEqual(
      [...courses.map((c) => c.title)].sort((a, b) => a.localeCompare(b, "pt-BR")),
    );
    expect(courses.find((c) => c.title.startsWith("Importação"))!.category).toBe("Geral");
  });

  it("pages the feed with pinned posts first and a keyset cursor", async () => {
    const member = t.client();
    await signUpConfirmed(member, t.db);
    const first = (await member.get("/api/posts?limit=5")).json;
    expect(first.items.slice(0, 2).every((p: { is_pinned: boolean }) => p.is_pinned)).toBe(true);
    expect(first.next_cursor).toBeTruthy();
    const second = (await member.get(`/api/posts?limit=5&cursor=${first.next_cursor}`)).json;
    const ids = new Set(first.items.map((p: { id: string }) => p.id));
    expect(second.items.some((p: { id: string }) => ids.has(p.id))).toBe(false);
    expect((await member.get("/api/posts?cursor=lixo")).status).toBe(400);
    expect((await member.get("/api/posts?limit=5000")).status).toBe(400);
  });

  it("counts only the member's own unread notifications", async () => {
    const member = t.client();
    const other = t.client();
    const me = await signUpConfirmed(member, t.db);
    const them = await signUpConfirmed(other, t.db);
    await t.db.insert(notifications).values([
      { user_id: me.id, title: "Novo comentário no seu post" },
      { user_id: me.id, title: "Já lida", read_at: new Date() },
      { user_id: them.id, title: "De outra pessoa" },
    ]);
    expect((await member.get("/api/notifications/unread-count")).json).toEqual({ count: 1 });
    expect((await other.get("/api/notifications/unread-count")).json).toEqual({ count: 1 });
    expect((await member.post("/api/notifications/read-all")).status).toBe(200);
    expect((await member.get("/api/notifications/unread-count")).json).toEqual({ count: 0 });
    expect((await other.get("/api/notifications/unread-count")).json).toEqual({ count: 1 });
  });

  it("seeded a believable community", async () => {
    const seeded = lt(profiles.created_at, seededAt);
    // Helena (admin), Rafael (member) and 38 more, the first of them also an admin, the next 3 moderators.
    expect(await t.db.$count(profiles, seeded)).toBe(40);
    expect(await t.db.$count(profiles, and(seeded, eq(profiles.is_admin, true)))).toBe(2);
    expect(await t.db.$count(profiles, and(seeded, eq(profiles.is_moderator, true)))).toBe(3);
    const spaceRows = await t.db.select({ slug: spaces.slug, is_private: spaces.is_private }).from(spaces);
    expect(spaceRows).toHaveLength(8);
    expect(spaceRows.filter((s) => s.is_private).map((s) => s.slug)).toEqual(["bastidores"]);

    // 18 posts, every one by a real member: the staff's 4 by Helena, the others by 14 different members.
    expect(await t.db.$count(posts)).toBe(18);
    expect(await t.db.$count(posts, eq(posts.is_pinned, true))).toBe(2);
    const [authors] = await t.db
      .select({ posts: sql<number>`count(*)::int`, authors: countDistinct(profiles.id) })
      .from(posts)
      .innerJoin(profiles, eq(profiles.id, posts.author_id));
    expect(authors).toEqual({ posts: 18, authors: 15 });
    // Engagement with the counters in step: 102 likes, 6 threads of a comment and a reply.
    expect(await t.db.$count(postLikes)).toBe(102);
    expect(await t.db.$count(postComments)).toBe(12);
    expect(await t.db.$count(postComments, isNotNull(postComments.parent_id))).toBe(6);
    const [sums] = await t.db
      .select({
        likes: sql<number>`sum(${posts.likes_count})::int`,
        comments: sql<number>`sum(${posts.comments_count})::int`,
      })
      .from(posts);
    expect(sums).toEqual({ likes: 102, comments: 12 });
    expect(await t.db.$count(chatMessages)).toBe(3);
    expect(await t.db.$count(memberInvites)).toBe(3);

    const admin = t.client();
    const adminSignIn = await admin.post("/api/auth/sign-in/email", {
      email: "admin@guilda.local",
      password: "senha-demo-de-teste",
    });
    expect(adminSignIn.status).toBe(200);
    expect((await admin.get("/api/me")).json.profile).toMatchObject({
      username: "helena",
      full_name: "Helena Duarte",
      is_admin: true,
    });
    expect((await admin.get("/api/admin/outbox")).status).toBe(200);

    const member = t.client();
    const memberSignIn = await member.post("/api/auth/sign-in/email", {
      email: "membro@guilda.local",
      password: "senha-demo-de-teste",
    });
    expect(memberSignIn.status).toBe(200);
    expect((await member.get("/api/me")).json.profile).toMatchObject({
      username: "rafael",
      full_name: "Rafael Nogueira",
      is_admin: false,
      is_moderator: false,
    });
    // The member's feed: the 17 posts outside the private space, the two pinned ones on top.
    const feed = (await member.get("/api/posts?limit=50")).json as {
      items: { title: string; is_pinned: boolean; author: { full_name: string }; space: { slug: string } }[];
      next_cursor: string | null;
    };
    expect(feed.items).toHaveLength(17);
    expect(feed.next_cursor).toBeNull();
    expect(feed.items.slice(0, 2).map((p) => [p.title, p.is_pinned])).toEqual([
      ["Boas-vindas à Guilda! Leia antes de tudo", true],
      ["Regras de convivência", true],
    ]);
    expect(feed.items.some((p) => p.space.slug === "bastidores")).toBe(false);
    expect(feed.items.every((p) => p.author.full_name.trim().length > 0)).toBe(true);
  });
});
