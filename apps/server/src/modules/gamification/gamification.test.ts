import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { gamificationSettings, missions, notifications, pointsLedger, profiles } from "../../db/schema";
import { createConfirmedAccount } from "../../platform/auth/accounts";
import type { Db } from "../../platform/db";
import { PendingEvents } from "../../platform/realtime/pending";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { award, myGamification, ranking, rescore, revoke, type AwardInput } from "./gamification.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A member straight in the database (no sign-in needed). */
async function member(db: Db, name: string, extra: Partial<typeof profiles.$inferInsert> = {}) {
  const tag = randomUUID().slice(0, 8);
  return createConfirmedAccount(db, {
    email: `${tag}@exemplo.com.br`,
    fullName: name,
    username: `m${tag}`,
    passwordHash: "x",
    profile: extra,
  });
}

async function pointsOf(db: Db, id: string) {
  const [row] = await db
    .select({ points: profiles.points, level: profiles.level })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row!;
}

function ledgerOf(db: Db, id: string) {
  return db
    .select({ reason: pointsLedger.reason, source: pointsLedger.source, points: pointsLedger.points })
    .from(pointsLedger)
    .where(eq(pointsLedger.user_id, id))
    .orderBy(asc(pointsLedger.id));
}

describe("points ledger: award and revoke", () => {
  let t: App;
  const events = () => new PendingEvents();
  const give = (input: AwardInput, e = events()) => t.db.transaction((tx) => award(tx, e, input));
  const take = (input: Parameters<typeof revoke>[2], e = events()) =>
    t.db.transaction((tx) => revoke(tx, e, input));

  beforeAll(async () => {
    t = await createTestApp();
  });

  it("pays every reason its default points, and the profile follows the ledger", async () => {
    const id = await member(t.db, "Ana Souza");
    const liker = await member(t.db, "Bruno Reis");
    const paid = [
      await give({ userId: id, reason: "post_published", source: "p1" }),
      await give({ userId: id, reason: "comment_written", source: "c1" }),
      await give({ userId: id, reason: "like_received", source: `p1:${liker}`, actorId: liker }),
      await give({ userId: id, reason: "lesson_completed", source: "l1" }),
      await give({ userId: id, reason: "course_completed", source: "k1" }),
      await give({ userId: id, reason: "daily_visit", source: "2026-11-25" }),
      await give({ userId: id, reason: "mission_completed", source: randomUUID(), points: 7 }),
    ].map((r) => r?.points);
    expect(paid).toEqual([10, 3, 1, 5, 50, 2, 7]);
    expect(await pointsOf(t.db, id)).toEqual({ points: 78, level: "Padawan" });
    expect((await ledgerOf(t.db, id)).map((r) => r.reason)).toEqual([
      "post_published",
      "comment_written",
      "like_received",
      "lesson_completed",
      "course_completed",
      "daily_visit",
      "mission_completed",
    ]);
  });

  it("pays an event once: a repeat answers null and adds no row", async () => {
    const id = await member(t.db, "Carla Dias");
    expect((await give({ userId: id, reason: "post_published", source: "same" }))?.points).toBe(10);
    expect(await give({ userId: id, reason: "post_published", source: "same" })).toBeNull();
    expect(await ledgerOf(t.db, id)).toHaveLength(1);
    expect((await pointsOf(t.db, id)).points).toBe(10);
  });

  it("pays nothing for one's own like, and no row is written", async () => {
    const id = await member(t.db, "Davi Lopes");
    expect(await give({ userId: id, reason: "like_received", source: `p:${id}`, actorId: id })).toBeNull();
    expect(await ledgerOf(t.db, id)).toEqual([]);
  });

  it("caps a reason per São Paulo day, recording capped events with 0 points", async () => {
    const id = await member(t.db, "Eva Prado");
    const noon = new Date("2026-03-10T15:00:00Z"); // 12:00 in São Paulo
    for (let i = 0; i < 5; i++)
      expect((await give({ userId: id, reason: "post_published", source: `a${i}`, now: noon }))?.points).toBe(
        10,
      );
    expect((await give({ userId: id, reason: "post_published", source: "a5", now: noon }))?.points).toBe(0);
    // 23:59 in São Paulo is still the same community day …
    const late = new Date("2026-03-11T02:59:00Z");
    expect((await give({ userId: id, reason: "post_published", source: "a6", now: late }))?.points).toBe(0);
    // … and midnight there starts the next one.
    const midnight = new Date("2026-03-11T03:00:00Z");
    expect((await give({ userId: id, reason: "post_published", source: "a7", now: midnight }))?.points).toBe(
      10,
    );
    expect(await pointsOf(t.db, id)).toEqual({ points: 60, level: "Padawan" });
    expect((await ledgerOf(t.db, id)).map((r) => r.points)).toEqual([10, 10, 10, 10, 10, 0, 0, 10]);
  });

  it("counts at most 3 likes a day from the same member, others still pay", async () => {
    const author = await member(t.db, "Fábio Lima");
    const fan = await member(t.db, "Gabi Rocha");
    const other = await member(t.db, "Heitor Melo");
    const day = new Date("2026-04-02T12:00:00Z");
    const like = (liker: string, post: string, now = day) =>
      give({ userId: author, reason: "like_received", source: `${post}:${liker}`, actorId: liker, now });
    const fromFan = [];
    for (let i = 0; i < 4; i++) fromFan.push((await like(fan, `post${i}`))?.points);
    expect(fromFan).toEqual([1, 1, 1, 0]);
    expect((await like(other, "post0"))?.points).toBe(1);
    expect((await like(fan, "post9", new Date("2026-04-03T12:00:00Z")))?.points).toBe(1);
    expect((await pointsOf(t.db, author)).points).toBe(5);
  });

  it("takes back what an event paid, once, and never pays the same event again", async () => {
    const author = await member(t.db, "Íris Nunes");
    const fan = await member(t.db, "Joana Reis");
    const source = `post:${fan}`;
    await give({ userId: author, reason: "like_received", source, actorId: fan });
    expect((await take({ userId: author, reason: "like_received", source }))?.points).toBe(-1);
    expect(await take({ userId: author, reason: "like_received", source })).toBeNull();
    expect(await give({ userId: author, reason: "like_received", source, actorId: fan })).toBeNull();
    expect(await take({ userId: author, reason: "comment_written", source: "never" })).toBeNull();
    expect(await pointsOf(t.db, author)).toEqual({ points: 0, level: "Padawan" });
    const rows = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.user_id, author))
      .orderBy(asc(pointsLedger.id));
    expect(rows.map((r) => [r.source, r.points, r.reverses])).toEqual([
      [source, 1, null],
      [`undo:${source}`, -1, rows[0]!.id],
    ]);
    expect(rows[1]!.actor_id).toBe(fan);
  });

  it("takes back 0 for an event that was capped", async () => {
    const id = await member(t.db, "Kátia Borges");
    const now = new Date("2026-05-05T12:00:00Z");
    await give({ userId: id, reason: "daily_visit", source: "x1", now });
    expect((await give({ userId: id, reason: "daily_visit", source: "x2", now }))?.points).toBe(0);
    expect((await take({ userId: id, reason: "daily_visit", source: "x2" }))?.points).toBe(-0);
    expect((await pointsOf(t.db, id)).points).toBe(2);
  });

  it("raises the level at its threshold, with a level_up notification and a live event", async () => {
    const id = await member(t.db, "Lucas Prado", { points: 95 });
    await t.db
      .insert(pointsLedger)
      .values({ user_id: id, reason: "course_completed", source: "old", points: 95 });
    const e = events();
    const result = await give({ userId: id, reason: "post_published", source: "up" }, e);
    expect(result).toEqual({ points: 10, total: 105, level: "Jedi", level_up: true });
    expect(await pointsOf(t.db, id)).toEqual({ points: 105, level: "Jedi" });
    const rows = await t.db.select().from(notifications).where(eq(notifications.user_id, id));
    expect(rows.map((r) => [r.type, r.title, r.link])).toEqual([
      ["level_up", "Você subiu para o nível Jedi!", "/niveis"],
    ]);
    const types = (e as unknown as { events: { type: string; level_up?: boolean }[] }).events.map((x) => [
      x.type,
      x.level_up,
    ]);
    expect(types).toContainEqual(["points.changed", true]);
    expect(types).toContainEqual(["notification.created", undefined]);
    // Going down (a reversal) is no level-up and tells nobody.
    await take({ userId: id, reason: "post_published", source: "up" });
    expect(await pointsOf(t.db, id)).toEqual({ points: 95, level: "Padawan" });
    expect(await t.db.$count(notifications, eq(notifications.user_id, id))).toBe(1);
  });

  it("rescore finds a member whose points drifted from the ledger and fixes points and level", async () => {
    const id = await member(t.db, "Marta Gomes");
    await give({ userId: id, reason: "course_completed", source: "k" });
    expect((await rescore(t.db)).differences).toEqual([]);
    await t.db.update(profiles).set({ points: 500, level: "Jedi" }).where(eq(profiles.id, id));
    const report = await rescore(t.db);
    expect(report.differences).toEqual([{ user_id: id, stored: 500, ledger: 50 }]);
    expect(report.fixed).toBe(1);
    expect(report.members).toBe(await t.db.$count(profiles));
    expect(await pointsOf(t.db, id)).toEqual({ points: 50, level: "Padawan" });
    expect(await rescore(t.db)).toMatchObject({ differences: [], fixed: 0 });
  });
});

describe("missions, settings and ranking over HTTP", () => {
  let t: App;
  let admin: TestClient;
  let ana: TestClient;
  let ids: { admin: string; ana: string };
  const give = (input: AwardInput) => t.db.transaction((tx) => award(tx, new PendingEvents(), input));

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    ana = t.client();
    const a = await signUpConfirmed(admin, t.db, { name: "Admin Geral" });
    await makeAdmin(t.db, a.id);
    const b = await signUpConfirmed(ana, t.db, { name: "Ana Lima" });
    ids = { admin: a.id, ana: b.id };
  });

  it("keeps the admin endpoints for admins: 403 for members", async () => {
    expect((await ana.get("/api/admin/gamification")).status).toBe(403);
    expect((await ana.put("/api/admin/gamification", {})).status).toBe(403);
    expect((await ana.get("/api/admin/missions")).status).toBe(403);
    const input = { title: "X", event_type: "post_published", target: 1, points: 1 };
    expect((await ana.post("/api/admin/missions", input)).status).toBe(403);
    expect((await ana.patch(`/api/admin/missions/${randomUUID()}`, { title: "Y" })).status).toBe(403);
    expect((await ana.del(`/api/admin/missions/${randomUUID()}`)).status).toBe(403);
    expect((await t.client().get("/api/gamification/levels")).status).toBe(401);
  });

  it("answers the default rules, and saving new ones recomputes every level", async () => {
    const view = (await admin.get("/api/admin/gamification")).json;
    expect(view).toMatchObject({
      reasons: {
        post_published: { points: 10, daily_cap: 5 },
        mission_completed: { points: 0, daily_cap: null },
      },
      like_pair_daily_limit: 3,
      level_thresholds: [0, 100, 1000, 5000],
      level_names: ["Padawan", "Jedi", "Mestre Jedi", "Grande Mestre"],
      levels: ["Padawan", "Jedi", "Mestre Jedi", "Grande Mestre"],
    });
    // Points of long ago: the ranking test below looks at the last 7 and 30 days.
    const longAgo = new Date("2025-01-10T12:00:00Z");
    const rich = await member(t.db, "Rica Alves", { points: 150, level: "Jedi" });
    await t.db
      .insert(pointsLedger)
      .values({ user_id: rich, reason: "course_completed", source: "k", points: 150, created_at: longAgo });
    const next = {
      reasons: { ...view.reasons, post_published: { points: 20, daily_cap: null } },
      like_pair_daily_limit: 5,
      level_thresholds: [0, 200, 2000, 9000],
    };
    const saved = await admin.put("/api/admin/gamification", next);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ ...next, levels_changed: 1 });
    expect(await pointsOf(t.db, rich)).toEqual({ points: 150, level: "Padawan" });
    const levels = (await ana.get("/api/gamification/levels")).json;
    expect(levels.levels).toEqual([
      { key: "Padawan", name: "Padawan", threshold: 0 },
      { key: "Jedi", name: "Jedi", threshold: 200 },
      { key: "Mestre Jedi", name: "Mestre Jedi", threshold: 2000 },
      { key: "Grande Mestre", name: "Grande Mestre", threshold: 9000 },
    ]);
    expect(levels.reasons[0]).toEqual({ reason: "post_published", points: 20, daily_cap: null });
    expect(levels.like_pair_daily_limit).toBe(5);
    // The new rule pays.
    expect((await give({ userId: rich, reason: "post_published", source: "p", now: longAgo }))?.points).toBe(
      20,
    );
    await t.db.delete(gamificationSettings);
    await t.db.update(profiles).set({ level: "Jedi" }).where(eq(profiles.id, rich));
  });

  it("refuses bad rules with 400: thresholds not increasing, unknown keys, negative points", async () => {
    const view = (await admin.get("/api/admin/gamification")).json;
    const base = { reasons: view.reasons, like_pair_daily_limit: 3, level_thresholds: [0, 100, 1000, 5000] };
    const flat = await admin.put("/api/admin/gamification", {
      ...base,
      level_thresholds: [0, 100, 100, 5000],
    });
    expect(flat.status).toBe(400);
    expect(JSON.stringify(flat.json)).toContain("Os limites dos níveis devem ser crescentes.");
    expect(
      (await admin.put("/api/admin/gamification", { ...base, level_thresholds: [5, 100, 1000, 5000] }))
        .status,
    ).toBe(400);
    const negative = {
      ...base,
      reasons: { ...view.reasons, comment_written: { points: -1, daily_cap: 20 } },
    };
    expect((await admin.put("/api/admin/gamification", negative)).status).toBe(400);
    expect((await admin.put("/api/admin/gamification", { ...base, extra: 1 })).status).toBe(400);
    expect((await admin.get("/api/admin/gamification")).json.level_thresholds).toEqual([0, 100, 1000, 5000]);
  });

  it("missions: admins add, edit and delete them; each pays once with a notification", async () => {
    const created = await admin.post("/api/admin/missions", {
      title: "Dois comentários",
      description: "Comente duas vezes.",
      event_type: "comment_written",
      target: 2,
      points: 15,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ title: "Dois comentários", is_active: true, completed_count: 0 });
    const id = created.json.id as string;
    const bad = await admin.post("/api/admin/missions", {
      title: "x",
      event_type: "nope",
      target: 0,
      points: 1,
    });
    expect(bad.status).toBe(400);
    // A complete profile is one event: another target could never be reached.
    const profileMission = { title: "Perfil", event_type: "profile_completed", target: 3, points: 5 };
    const refused = await admin.post("/api/admin/missions", profileMission);
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors).toEqual({
      target: "A missão de perfil completo tem meta 1: o perfil está completo ou não.",
    });
    expect((await admin.patch(`/api/admin/missions/${id}`, { event_type: "profile_completed" })).status).toBe(
      400,
    );
    expect((await admin.get("/api/admin/missions")).json.items.find((x: any) => x.id === id).event_type).toBe(
      "comment_written",
    );

    const list = () => ana.get("/api/gamification/missions").then((r) => r.json.items as any[]);
    expect((await list()).find((x) => x.id === id)).toMatchObject({
      progress: 0,
      target: 2,
      completed_at: null,
    });
    await give({ userId: ids.ana, reason: "comment_written", source: "c1" });
    expect((await list()).find((x) => x.id === id)).toMatchObject({ progress: 1, completed_at: null });
    const before = await pointsOf(t.db, ids.ana);
    await give({ userId: ids.ana, reason: "comment_written", source: "c2" });
    await give({ userId: ids.ana, reason: "comment_written", source: "c3" });
    const done = (await list()).find((x) => x.id === id);
    expect(done.progress).toBe(2);
    expect(done.completed_at).not.toBeNull();
    expect((await pointsOf(t.db, ids.ana)).points).toBe(before.points + 3 + 3 + 15);
    const paid = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.user_id, ids.ana), eq(pointsLedger.reason, "mission_completed")));
    expect(paid.map((r) => [r.source, r.points])).toEqual([[id, 15]]);
    const told = await t.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.user_id, ids.ana), eq(notifications.type, "mission")));
    expect(told).toEqual([{ title: "Missão concluída: Dois comentários (+15 pts)", link: "/missoes" }]);
    const me = (await ana.get("/api/gamification/me")).json;
    expect(me.missions_completed.map((x: { title: string }) => x.title)).toEqual(["Dois comentários"]);

    const edited = await admin.patch(`/api/admin/missions/${id}`, { points: 30, is_active: false });
    expect(edited.json).toMatchObject({ points: 30, is_active: false, completed_count: 1 });
    // A partial edit changes only what it sends: the description stays and the mission stays off.
    const renamed = await admin.patch(`/api/admin/missions/${id}`, { title: "Dois bons comentários" });
    expect(renamed.json).toMatchObject({
      title: "Dois bons comentários",
      description: "Comente duas vezes.",
      is_active: false,
      points: 30,
      target: 2,
    });
    expect((await list()).some((x) => x.id === id)).toBe(false);
    expect(
      (await admin.get("/api/admin/missions")).json.items.find((x: any) => x.id === id).completed_count,
    ).toBe(1);
    expect((await admin.patch(`/api/admin/missions/${randomUUID()}`, { title: "Y" })).status).toBe(404);
    expect((await admin.del(`/api/admin/missions/${id}`)).status).toBe(200);
    expect((await admin.del(`/api/admin/missions/${id}`)).status).toBe(404);
    // Completed missions keep their points after the mission is gone.
    expect(await t.db.$count(missions)).toBe(0);
    expect(await t.db.$count(pointsLedger, eq(pointsLedger.reason, "mission_completed"))).toBe(1);
    expect((await rescore(t.db)).differences).toEqual([]);
  });

  it("ranks by period with ties by name, and shows the viewer's place outside the top 50", async () => {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * 86_400_000);
    // 55 members who earned 60..6 points in the last week, plus older points.
    const crowd: string[] = [];
    for (let i = 0; i < 55; i++) {
      const id = await member(t.db, `Membro ${String(i).padStart(2, "0")}`);
      crowd.push(id);
      await give({
        userId: id,
        reason: "mission_completed",
        source: randomUUID(),
        points: 60 - i,
        now: ago(1),
      });
    }
    // Two tied members: the name decides.
    const zeca = await member(t.db, "Zeca Tie");
    const beto = await member(t.db, "Beto Tie");
    for (const id of [zeca, beto])
      await give({ userId: id, reason: "mission_completed", source: randomUUID(), points: 45, now: ago(2) });
    // Old points count only in 30 d and all.
    await give({
      userId: ids.ana,
      reason: "mission_completed",
      source: randomUUID(),
      points: 500,
      now: ago(20),
    });
    await give({
      userId: ids.ana,
      reason: "mission_completed",
      source: randomUUID(),
      points: 1,
      now: ago(3),
    });

    const week = (await ana.get("/api/gamification/ranking?period=7d")).json;
    expect(week.period).toBe("7d");
    expect(week.items).toHaveLength(50);
    expect(week.items.slice(0, 3).map((e: any) => [e.position, e.member.full_name, e.points])).toEqual([
      [1, "Membro 00", 60],
      [2, "Membro 01", 59],
      [3, "Membro 02", 58],
    ]);
    const ties = week.items.filter((e: any) => e.points === 45).map((e: any) => e.member.full_name);
    expect(ties).toEqual(["Beto Tie", "Membro 15", "Zeca Tie"]);
    expect(week.items[0].member).toMatchObject({ id: crowd[0], level: "Padawan", avatar_url: null });
    // Ana this week: 3 comments (9) and their mission (15) in the test above, 1 point, and the
    // daily visit of her first request (2). Ahead of her: the crowd members with more points and
    // the two with 45; the crowd member with as many comes after 'Ana Lima' by name.
    const visit = await t.db.$count(
      pointsLedger,
      and(eq(pointsLedger.user_id, ids.ana), eq(pointsLedger.reason, "daily_visit")),
    );
    const w = 25 + 2 * visit;
    const position = 1 + 2 + (60 - w);
    expect(week.me).toEqual({ position, points: w });
    expect(week.items[position - 1]).toMatchObject({ position, points: w, member: { id: ids.ana } });
    expect(week.items[position]).toMatchObject({
      position: position + 1,
      points: w,
      member: { full_name: `Membro ${60 - w}` },
    });
    // The last of the crowd (6 points) is outside the top 50 and still learns their place.
    const last = await ranking(t.db, crowd[54]!, "7d");
    expect(last.me).toEqual({ position: 58, points: 6 });
    expect(last.items.some((e) => e.member.id === crowd[54])).toBe(false);

    // Every point Ana has was earned in the last 30 days.
    const anaPoints = (await pointsOf(t.db, ids.ana)).points;
    expect(anaPoints).toBeGreaterThan(501);
    const month = (await ana.get("/api/gamification/ranking?period=30d")).json;
    expect(month.items[0].member.id).toBe(ids.ana);
    expect(month.me).toEqual({ position: 1, points: anaPoints });
    const all = (await ana.get("/api/gamification/ranking?period=all")).json;
    expect(all.items[0]).toMatchObject({ position: 1, points: anaPoints, member: { id: ids.ana } });
    expect(all.me).toEqual({ position: 1, points: anaPoints });
    // A member with nothing in the period has no position.
    const quiet = await member(t.db, "Quieto Silva");
    expect((await ranking(t.db, quiet, "7d")).me).toEqual({ position: null, points: 0 });
    expect((await ranking(t.db, quiet, "all")).me).toEqual({ position: null, points: 0 });
    expect(await myGamification(t.db, quiet)).toMatchObject({ position: null, points: 0, level: "Padawan" });
    expect((await ana.get("/api/gamification/me")).json.position).toBe(1);

    expect((await ana.get("/api/gamification/ranking?period=1y")).status).toBe(400);
    expect((await ana.get("/api/gamification/ranking?period=7d&x=1")).status).toBe(400);
    expect((await ana.get("/api/gamification/ranking")).json.period).toBe("7d");
  });

  it("serves the window's standings until the ledger grows, whoever writes it", async () => {
    const a = await member(t.db, "Aaron Cache");
    const b = await member(t.db, "Bia Cache");
    await give({ userId: a, reason: "mission_completed", source: randomUUID(), points: 1000 });
    const first = await ranking(t.db, b, "7d");
    expect(first.items[0]!.member.id).toBe(a);
    expect(first.me).toEqual({ position: null, points: 0 });
    // A row written by another instance (straight to the table): the next read sees it.
    await t.db
      .insert(pointsLedger)
      .values({ user_id: b, reason: "course_completed", source: "elsewhere", points: 2000 });
    const [again, twin] = await Promise.all([ranking(t.db, b, "7d"), ranking(t.db, a, "7d")]);
    expect(again.items.slice(0, 2).map((e) => [e.member.id, e.points])).toEqual([
      [b, 2000],
      [a, 1000],
    ]);
    expect(again.me).toEqual({ position: 1, points: 2000 });
    expect(twin.me).toEqual({ position: 2, points: 1000 });
    // Taken back to nothing, a member leaves the window; the others move up.
    const second = again.items[2]!;
    await t.db
      .insert(pointsLedger)
      .values({ user_id: a, reason: "course_completed", source: "elsewhere-undo", points: -1000 });
    const after = await ranking(t.db, a, "7d");
    expect(after.me).toEqual({ position: null, points: 0 });
    expect(after.items.slice(0, 2).map((e) => [e.member.id, e.position])).toEqual([
      [b, 1],
      [second.member.id, 2],
    ]);
    expect(after.items.some((e) => e.member.id === a)).toBe(false);
    await t.db.update(profiles).set({ points: 2000 }).where(eq(profiles.id, b));
    await t.db.update(profiles).set({ points: 0 }).where(eq(profiles.id, a));
  });

  it("keeps a tie's order by name when others move, and re-reads the tie someone joins or leaves", async () => {
    const tie = async () =>
      (await ranking(t.db, b, "7d")).items.filter((e) => e.points === 1500).map((e) => e.member.full_name);
    const b = await member(t.db, "Bruna Empate");
    const d = await member(t.db, "Davi Empate");
    const c = await member(t.db, "Caio Empate");
    const outsider = await member(t.db, "Otto Fora");
    for (const id of [b, d])
      await give({ userId: id, reason: "mission_completed", source: randomUUID(), points: 1500 });
    expect(await tie()).toEqual(["Bruna Empate", "Davi Empate"]);
    // A member elsewhere in the table moves: the tie is unchanged.
    await give({ userId: outsider, reason: "mission_completed", source: randomUUID(), points: 7 });
    expect(await tie()).toEqual(["Bruna Empate", "Davi Empate"]);
    // Caio joins the tie: he sorts between them by name.
    await give({ userId: c, reason: "mission_completed", source: randomUUID(), points: 1500 });
    expect(await tie()).toEqual(["Bruna Empate", "Caio Empate", "Davi Empate"]);
    // Bruna leaves it.
    await give({ userId: b, reason: "mission_completed", source: randomUUID(), points: 1 });
    expect(await tie()).toEqual(["Caio Empate", "Davi Empate"]);
    const me = (await ranking(t.db, b, "7d")).me;
    expect(me.points).toBe(1501);
  });
});

describe("the ranking's standings in memory", () => {
  let t: App;
  const give = (input: AwardInput) => t.db.transaction((tx) => award(tx, new PendingEvents(), input));

  beforeAll(async () => {
    // Its own app: the standings are read whole on its first ranking, then only moved.
    t = await createTestApp();
  });

  it("answers from standings moved by many writes what a fresh read of the ledger answers", async () => {
    const take = (input: Parameters<typeof revoke>[2]) =>
      t.db.transaction((tx) => revoke(tx, new PendingEvents(), input));
    const names = ["Rui Móvel", "Sara Móvel", "Téo Móvel", "Ursula Móvel", "Vera Móvel", "Wagner Móvel"];
    const people = await Promise.all(names.map((n) => member(t.db, n)));
    /** The 30 days' standings summed and sorted by the database, from nothing kept. */
    const expected = async () => {
      const result = (await t.db.execute(sql`
        select l.user_id as id, sum(l.points)::int as points
        from ${pointsLedger} l join ${profiles} p on p.id = l.user_id
        where l.created_at >= now() - interval '30 days'
        group by l.user_id, p.full_name
        having sum(l.points) > 0
        order by sum(l.points) desc, p.full_name asc, l.user_id asc`)) as unknown as {
        rows: { id: string; points: number }[];
      };
      return result.rows;
    };
    const check = async (viewer: string) => {
      const want = await expected();
      const got = await ranking(t.db, viewer, "30d");
      expect(got.items.map((e) => [e.member.id, e.points])).toEqual(
        want.slice(0, 50).map((r) => [r.id, Number(r.points)]),
      );
      const place = want.findIndex((r) => r.id === viewer);
      expect(got.me).toEqual(
        place < 0
          ? { position: null, points: 0 }
          : { position: place + 1, points: Number(want[place]!.points) },
      );
    };
    // Everyone starts with points, so the first read holds them all and the walk moves them.
    const sources = new Map<number, string[]>();
    for (const [k, userId] of people.entries()) {
      const source = randomUUID();
      sources.set(k, [source]);
      await give({ userId, reason: "mission_completed", source, points: 10 + 5 * (k % 3) });
    }
    await check(people[0]!);
    // A fixed walk through joins, ties, overtakes and departures (a revoke back to nothing).
    const steps: [number, number][] = [
      [0, 40],
      [1, 40],
      [2, 15],
      [0, 5],
      [3, 45],
      [4, 40],
      [2, 30],
      [5, 1],
      [1, 5],
      [3, -1],
      [4, 5],
      [5, 33],
    ];
    for (const [k, points] of steps) {
      const userId = people[k]!;
      if (points < 0) {
        for (const source of sources.get(k) ?? [])
          await take({ userId, reason: "mission_completed", source });
      } else {
        const source = randomUUID();
        sources.set(k, [...(sources.get(k) ?? []), source]);
        await give({ userId, reason: "mission_completed", source, points });
      }
      for (const viewer of people) await check(viewer);
    }
  });
});
