import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  courses,
  memberInvites,
  postComments,
  postLikes,
  posts,
  profiles,
  sessions,
  userCourseCategories,
  userCourses,
  users,
} from "../../db/schema";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { rawSqlOn, type Db } from "../../platform/db";
import { createTestApp, type TestClient } from "../../test/harness";
import {
  countMembers,
  listMembers,
  plannedAsCount,
  searchPlan,
  sortValueOf,
  type DirectoryFilter,
} from "./members.queries";

type Card = { id: string; full_name: string; username: string; email?: string; access?: unknown };

describe("members directory and member administration", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let member: TestClient;
  let adminId: string;

  const ids: Record<string, string> = {};

  const names = (res: { json: { items: Card[] } }) => res.json.items.map((m) => m.full_name);

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    member = t.client();
    adminId = (await signUpConfirmed(admin, t.db, { name: "Zélia Admin", username: "zelia" })).id;
    await makeAdmin(t.db, adminId);
    await signUpConfirmed(member, t.db, { name: "Bruno Membro", username: "bruno" });
    // A known set, written straight to the database.
    const people = [
      { key: "joao", name: "João Conceição", level: "Jedi", points: 300, mod: true, student: true, days: 2 },
      {
        key: "ana",
        name: "Ana Souza",
        level: "Grande Mestre",
        points: 900,
        mod: false,
        student: true,
        days: 40,
      },
      {
        key: "caio",
        name: "Caio Prado",
        level: "Padawan",
        points: 10,
        mod: false,
        student: false,
        days: 200,
      },
      {
        key: "dora",
        name: "Dora 100%_Real",
        level: "Mestre Jedi",
        points: 500,
        mod: true,
        student: false,
        days: 500,
      },
    ];
    for (const p of people) {
      const client = t.client();
      const created = await signUpConfirmed(client, t.db, { name: p.name, username: p.key });
      ids[p.key] = created.id;
      await t.db
        .update(profiles)
        .set({
          level: p.level,
          points: p.points,
          is_moderator: p.mod,
          is_student: p.student,
          created_at: sql`now() - make_interval(days => ${p.days})`,
        })
        .where(eq(profiles.id, created.id));
    }
    await t.db.update(profiles).set({ is_admin: true, is_moderator: true }).where(eq(profiles.id, adminId));
    const [course] = await t.db
      .insert(courses)
      .values({ title: "Restauro", slug: "restauro", is_published: true, category: "Técnicas" })
      .returning();
    await t.db
      .insert(userCourses)
      .values({ user_id: ids.joao!, course_id: course!.id, access_granted: true });
    await t.db
      .insert(userCourseCategories)
      .values({ user_id: ids.ana!, category: "Técnicas", access_granted: true });
    await t.db
      .insert(userCourses)
      .values({ user_id: ids.dora!, course_id: course!.id, access_granted: true });
    await t.db
      .insert(userCourseCategories)
      .values({ user_id: ids.dora!, category: "Técnicas", access_granted: true });
  });

  it("searches name and username ignoring case and accents; wildcards are plain text", async () => {
    expect(names(await member.get("/api/members?q=JOAO%20conceicao"))).toEqual(["João Conceição"]);
    expect(names(await member.get("/api/members?q=ZEL"))).toEqual(["Zélia Admin"]);
    expect(names(await member.get("/api/members?q=100%25_"))).toEqual(["Dora 100%_Real"]);
    expect(names(await member.get("/api/members?q=%25"))).toEqual(["Dora 100%_Real"]);
    expect(names(await member.get("/api/members?q=' OR 1=1--"))).toEqual([]);
    const sortedMatches = ["Ana Souza", "Bruno Membro", "Caio Prado", "Dora 100%_Real", "João Conceição"];
    expect(names(await member.get("/api/members?q=O&sort=full_name"))).toEqual(sortedMatches);
    const page1 = await member.get("/api/members?q=o&sort=username&limit=3");
    const page2 = await member.get(`/api/members?q=o&sort=username&limit=3&cursor=${page1.json.next_cursor}`);
    expect([...names(page1), ...names(page2)]).toEqual(sortedMatches);
    expect(page1.json.matched).toBe(5);
  });

  it("reads a common search by walking a spread order and a rare one or a name order fenced", () => {
    const joao: DirectoryFilter = { search: "joao", role: "all", access: "all" };
    const common = { matched: 3_613, total: 100_000 };
    // 21 × 100k / 3,613 ≈ 581 rows walked for a page, against 3,613 fetched when fenced.
    expect(searchPlan(joao, "created_at", 21, common)).toBe("walk");
    expect(searchPlan(joao, "points", 21, common)).toBe("walk");
    expect(searchPlan(joao, "level", 21, common)).toBe("walk");
    // Names cluster in a name order, whatever the count.
    expect(searchPlan(joao, "full_name", 21, common)).toBe("fence");
    expect(searchPlan(joao, "username", 21, common)).toBe("fence");
    // 148 matches: 14k rows walked against 148 fetched.
    expect(searchPlan(joao, "points", 21, { matched: 148, total: 100_000 })).toBe("fence");
    expect(searchPlan(joao, "created_at", 21, { matched: 0, total: 100_000 })).toBe("fence");
    expect(searchPlan(joao, "created_at", 21)).toBe("fence");
    // Two letters have no trigram to look up.
    expect(searchPlan({ ...joao, search: "jo" }, "full_name", 21)).toBe("walk");
  });

  it("plans the count of a search shorter than a trigram with in-memory page costs, for that count only", async () => {
    const pageCost = async (db: Db) =>
      String((await rawSqlOn(db)("select current_setting('random_page_cost') as cost")).rows[0].cost);
    const base: DirectoryFilter = { role: "all", access: "all" };
    const before = await pageCost(t.db);
    expect(await plannedAsCount(t.db, { ...base, search: "jo" }, pageCost)).toBe("1.1");
    expect(await plannedAsCount(t.db, { ...base, search: "joa" }, pageCost)).toBe(before);
    expect(await plannedAsCount(t.db, base, pageCost)).toBe(before);
    expect(await pageCost(t.db)).toBe(before);
    // Counted so, it is still the number of members the directory lists: João alone.
    const listed = await member.get("/api/members?q=jo");
    expect(names(listed)).toEqual(["João Conceição"]);
    expect(listed.json.matched).toBe(1);
    expect(await countMembers(t.db, { ...base, search: "jo" })).toBe(1);
  });

  it("answers the same pages of a search walked or fenced, in every order", async () => {
    const filter: DirectoryFilter = { search: "o", role: "all", access: "all" };
    const sorts = ["created_at", "full_name", "username", "points", "level"] as const;
    for (const sort of sorts) {
      const pages: Record<string, string[]> = {};
      for (const plan of ["walk", "fence"] as const) {
        const seen: string[] = [];
        let cursor: { v: string | number; i: string } | undefined;
        for (;;) {
          const rows = await listMembers(t.db, filter, sort, 2, cursor, plan);
          seen.push(...rows.map((r) => r.username));
          const last = rows.at(-1);
          if (rows.length < 2 || !last) break;
          cursor = { v: sortValueOf(sort, last), i: last.id };
        }
        pages[plan] = seen;
      }
      expect(pages.walk, sort).toHaveLength(5);
      expect(pages.fence, sort).toEqual(pages.walk);
    }
    const byPoints = await member.get("/api/members?q=o&sort=points&limit=2");
    const next = await member.get(`/api/members?q=o&sort=points&limit=2&cursor=${byPoints.json.next_cursor}`);
    expect([...names(byPoints), ...names(next)]).toEqual([
      "Ana Souza",
      "Dora 100%_Real",
      "João Conceição",
      "Caio Prado",
    ]);
    expect(byPoints.json).toMatchObject({ matched: 5, total: 6 });
    expect(next.json).toMatchObject({ matched: null, total: null });
  });

  it("filters by level, role (moderator excludes admins, member has no role) and period", async () => {
    expect(names(await member.get("/api/members?level=Jedi"))).toEqual(["João Conceição"]);
    expect(names(await member.get("/api/members?role=admin"))).toEqual(["Zélia Admin"]);
    expect(new Set(names(await member.get("/api/members?role=moderator")))).toEqual(
      new Set(["João Conceição", "Dora 100%_Real"]),
    );
    expect(names(await member.get("/api/members?role=member"))).toEqual(["Caio Prado"]);
    const recent = names(await member.get("/api/members?period=last_30_days"));
    expect(recent).toContain("João Conceição");
    expect(recent).not.toContain("Ana Souza");
    expect(names(await member.get("/api/members?period=last_year"))).not.toContain("Dora 100%_Real");
  });

  it("sorts by each option and pages with a keyset cursor", async () => {
    expect(names(await member.get("/api/members?sort=points&limit=2"))).toEqual([
      "Ana Souza",
      "Dora 100%_Real",
    ]);
    expect(names(await member.get("/api/members?sort=level&limit=1"))).toEqual(["Ana Souza"]);
    const byName = names(await member.get("/api/members?sort=full_name"));
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : 1)));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { json: { items: Card[]; next_cursor: string | null } } = await member.get(
        `/api/members?sort=username&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...res.json.items.map((m) => m.username));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen).toEqual(["ana", "bruno", "caio", "dora", "joao", "zelia"]);
    const counted = await member.get("/api/members?role=moderator&limit=1");
    expect(counted.json).toMatchObject({ matched: 2, total: 6 });
  });

  it("refuses unknown filters and sorts, and hides e-mails and access from members", async () => {
    for (const bad of ["sort=email", "role=owner", "level=Sith", "period=ontem", "foo=1", "limit=1000"])
      expect((await member.get(`/api/members?${bad}`)).status).toBe(400);
    expect((await member.get("/api/members?access=with_access")).status).toBe(403);
    const seenByMember = (await member.get("/api/members")).json.items as Card[];
    expect(seenByMember.every((m) => m.email === undefined && m.access === undefined)).toBe(true);
    expect((await member.get(`/api/members/${ids.joao}`)).json.email).toBeUndefined();
    const seenByAdmin = (await admin.get("/api/members?sort=full_name")).json.items as Card[];
    expect(seenByAdmin.find((m) => m.full_name === "Dora 100%_Real")).toMatchObject({
      access: { courses: 1, categories: 1 },
    });
    expect(seenByAdmin.every((m) => typeof m.email === "string")).toBe(true);
  });

  it("filters by access for admins", async () => {
    const get = async (access: string) => new Set(names(await admin.get(`/api/members?access=${access}`)));
    expect(await get("with_access")).toEqual(new Set(["João Conceição", "Ana Souza", "Dora 100%_Real"]));
    expect(await get("only_courses")).toEqual(new Set(["João Conceição"]));
    expect(await get("only_categories")).toEqual(new Set(["Ana Souza"]));
    expect(await get("no_access")).toEqual(new Set(["Zélia Admin", "Bruno Membro", "Caio Prado"]));
  });

  it("shows a member page with bio, links and follow counts", async () => {
    await t.db
      .update(profiles)
      .set({ bio: "Restauro <b>carros</b> antigos", links: [{ label: "Site", url: "https://ana.example" }] })
      .where(eq(profiles.id, ids.ana!));
    await member.put(`/api/members/${ids.ana}/follow`);
    const page = await member.get(`/api/members/${ids.ana}`);
    expect(page.json).toMatchObject({
      full_name: "Ana Souza",
      bio: "Restauro <b>carros</b> antigos",
      links: [{ label: "Site", url: "https://ana.example" }],
      followers: 1,
      is_following: true,
      level: "Grande Mestre",
    });
    expect((await member.get("/api/members/ninguem")).status).toBe(404);
  });

  it("keeps every admin endpoint for admins", async () => {
    const calls = [
      member.get("/api/admin/invites"),
      member.del(`/api/admin/invites/${crypto.randomUUID()}`),
      member.get(`/api/admin/members/${ids.ana}/access`),
      member.put(`/api/admin/members/${ids.ana}/categories/Geral`, { granted: true }),
      member.del(`/api/admin/members/${ids.ana}`),
      member.post("/api/admin/members/bulk-delete", { ids: [ids.ana] }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
  });

  it("grants and removes course and category access", async () => {
    const before = await admin.get(`/api/admin/members/${ids.caio}/access`);
    const course = before.json.courses[0];
    expect(course).toMatchObject({ title: "Restauro", category: "Técnicas", granted: false });
    const granted = await admin.put(`/api/admin/members/${ids.caio}/courses/${course.id}`, { granted: true });
    expect(granted.json.courses[0].granted).toBe(true);
    const cat = await admin.put(`/api/admin/members/${ids.caio}/categories/Técnicas`, { granted: true });
    expect(cat.json.categories).toContainEqual({
      category: "Técnicas",
      granted: true,
      expires_at: null,
      sources: [{ purchase: null, ends_at: null }],
    });
    const list = (await admin.get("/api/members?q=caio")).json.items[0];
    expect(list.access).toEqual({ courses: 1, categories: 1 });
    await admin.put(`/api/admin/members/${ids.caio}/courses/${course.id}`, { granted: false });
    expect((await admin.get("/api/members?q=caio")).json.items[0].access).toEqual({
      courses: 0,
      categories: 1,
    });
  });

  it("lists pending invites as pseudo-members and cancels them", async () => {
    const [invite] = await t.db
      .insert(memberInvites)
      .values({
        name: "Carla Nova",
        email: "carla.nova@exemplo.com.br",
        invite_token: "token-de-teste-123",
        expires_at: new Date(Date.now() + 7 * 86400000),
        invited_by: adminId,
      })
      .returning();
    const list = await admin.get("/api/admin/invites");
    expect(list.json[0]).toMatchObject({
      full_name: "Carla Nova (Convite)",
      username: "carla.nova",
      level: "Padawan",
      points: 0,
      is_invite: true,
      avatar_url: null,
    });
    expect((await admin.del(`/api/admin/invites/${invite!.id}`)).status).toBe(200);
    expect((await admin.get("/api/admin/invites")).json).toEqual([]);
    expect((await admin.del(`/api/admin/invites/${invite!.id}`)).status).toBe(404);
  });

  it("deletes a member with everything of theirs, never oneself or the last admin", async () => {
    const space = await createSpace(t.db, { slug: "geral" });
    const victim = t.client();
    const v = await signUpConfirmed(victim, t.db, { name: "Vitor Sai" });
    const own = await victim.post("/api/posts", { title: "Meu", content: "Post", space_id: space.id });
    const other = await member.post("/api/posts", { title: "Outro", content: "Post", space_id: space.id });
    await victim.put(`/api/posts/${other.json.id}/like`);
    const top = await victim.post(`/api/posts/${other.json.id}/comments`, { content: "Oi" });
    await member.post(`/api/posts/${other.json.id}/comments`, {
      content: "Resposta",
      parent_id: top.json.id,
    });
    await member.post(`/api/posts/${other.json.id}/comments`, { content: "Fica" });

    expect((await admin.del(`/api/admin/members/${adminId}`)).status).toBe(400);
    expect((await admin.del(`/api/admin/members/${v.id}`)).status).toBe(200);
    for (const table of [profiles, users])
      expect(await t.db.select().from(table).where(eq(table.id, v.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, v.id))).toEqual([]);
    expect(await t.db.select().from(posts).where(eq(posts.id, own.json.id))).toEqual([]);
    expect(await t.db.select().from(postLikes).where(eq(postLikes.user_id, v.id))).toEqual([]);
    const left = await t.db.select().from(postComments).where(eq(postComments.post_id, other.json.id));
    expect(left.map((c) => c.content)).toEqual(["Fica"]);
    expect((await member.get(`/api/posts/${other.json.id}`)).json).toMatchObject({
      likes_count: 0,
      comments_count: 1,
    });
    expect((await victim.get("/api/me")).status).toBe(401);
  });

  it("bulk-deletes with a result per member", async () => {
    const res = await admin.post("/api/admin/members/bulk-delete", { ids: [ids.caio, adminId, "ninguem"] });
    expect(res.json).toMatchObject({ deleted: 1, failed: 2 });
    expect(res.json.results.find((r: { id: string }) => r.id === ids.caio).ok).toBe(true);
  });

  it("rolls the whole deletion back when one step fails", async () => {
    const victim = t.client();
    const v = await signUpConfirmed(victim, t.db, { name: "Rita Fica" });
    const space = await createSpace(t.db, { slug: "rollback" });
    const post = await victim.post("/api/posts", { title: "Fica", content: "Post", space_id: space.id });
    // The last step (the auth user) fails: nothing before it may stay deleted.
    await t.db.execute(
      sql.raw(`create function refuse_delete() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_delete before delete on users for each row
        when (old.id = '${v.id}') execute function refuse_delete()`),
    );
    try {
      expect((await admin.del(`/api/admin/members/${v.id}`)).status).toBe(500);
    } finally {
      await t.db.execute(sql.raw("drop trigger refuse_delete on users"));
      await t.db.execute(sql.raw("drop function refuse_delete()"));
    }
    expect(await t.db.select().from(profiles).where(eq(profiles.id, v.id))).toHaveLength(1);
    expect(await t.db.select().from(posts).where(eq(posts.id, post.json.id))).toHaveLength(1);
    expect((await victim.get("/api/me")).status).toBe(200);
  });
});
