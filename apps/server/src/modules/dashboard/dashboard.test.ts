import { adminDashboardMessages } from "@guilda/shared/messages/admin-dashboard";
import { SUGGESTION_STATUSES } from "@guilda/shared/rules/suggestions";
import type { AdminDashboard } from "@guilda/shared/schemas/dashboard";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  aiAgents,
  aiUsage,
  certificates,
  eventRsvps,
  events,
  lessonProgress,
  postComments,
  posts,
  profiles,
  suggestions,
  userCourses,
  users,
} from "../../db/schema";
import { createCourseWithLessons } from "../../test/course-fixtures";
import { createSpace, makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { adminDashboard, COURSE_PROGRESS_TTL_MS, periodDays } from "./dashboard.service";

const DAY = 24 * 60 * 60 * 1000;

describe("admin dashboard (GET /api/admin/dashboard)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let member: TestClient;
  let moderator: TestClient;
  let adminId: string;
  // A fixed 'now' for the service-level checks: 2026-03-10 15:00 in São Paulo (UTC−3).
  const now = Date.parse("2026-03-10T18:00:00.000Z");
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    adminId = (await signUpConfirmed(admin, t.db, { name: "Ana Admin" })).id;
    await makeAdmin(t.db, adminId);
    member = t.client();
    await signUpConfirmed(member, t.db);
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db)).id);

    // Ten more members: joined and last seen at known times.
    const people = Array.from({ length: 10 }, (_, i) => ({ id: `pessoa-${i}`, full_name: `Pessoa ${i}` }));
    await t.db
      .insert(users)
      .values(people.map((p) => ({ id: p.id, name: p.full_name, email: `${p.id}@exemplo.com.br` })));
    await t.db.insert(profiles).values(
      people.map((p, i) => ({
        id: p.id,
        full_name: p.full_name,
        username: p.id,
        email: `${p.id}@exemplo.com.br`,
        // 0–2: 2 days ago; 3–5: 20 days ago; 6–9: 200 days ago
        created_at: new Date(now - (i < 3 ? 2 : i < 6 ? 20 : 200) * DAY),
        last_active_at: new Date(now - (i < 4 ? 1 : 60) * DAY),
      })),
    );
    const space = await createSpace(t.db, { slug: "geral" });
    const post = (iso: string, is_deleted = false) => ({
      title: "Olá",
      content: "Texto",
      author_id: "pessoa-0",
      space_id: space.id,
      created_at: at(iso),
      is_deleted,
    });
    const [first] = await t.db
      .insert(posts)
      .values([
        post("2026-03-10T12:00:00.000Z"),
        // 23:30 on the 4th in São Paulo, though the 5th in UTC
        post("2026-03-05T02:30:00.000Z"),
        post("2026-03-05T03:30:00.000Z"),
        post("2026-03-09T12:00:00.000Z", true),
        post("2026-01-01T12:00:00.000Z"),
      ])
      .returning();
    await t.db.insert(postComments).values(
      ["2026-03-09T10:00:00.000Z", "2026-03-09T11:00:00.000Z", "2026-02-20T10:00:00.000Z"].map((iso) => ({
        post_id: first!.id,
        author_id: "pessoa-1",
        content: "Boa!",
        created_at: at(iso),
      })),
    );

    const popular = await createCourseWithLessons(t.db, {
      title: "Fotografia de miniaturas",
      lessons: [{}, {}],
    });
    const quiet = await createCourseWithLessons(t.db, { title: "Pintura", lessons: [{}] });
    const progress = (
      user_id: string,
      lesson_id: string,
      course_id: string,
      completed_at: string | null,
    ) => ({
      user_id,
      lesson_id,
      course_id,
      completed: completed_at !== null,
      completed_at: completed_at ? at(completed_at) : null,
    });
    const [l1, l2] = popular.lessons;
    await t.db
      .insert(lessonProgress)
      .values([
        progress("pessoa-0", l1!.id, popular.course.id, "2026-03-08T15:00:00.000Z"),
        progress("pessoa-0", l2!.id, popular.course.id, "2026-03-08T16:00:00.000Z"),
        progress("pessoa-1", l1!.id, popular.course.id, null),
        progress("pessoa-2", l1!.id, popular.course.id, "2025-12-01T16:00:00.000Z"),
        progress("pessoa-3", quiet.lessons[0]!.id, quiet.course.id, null),
      ]);
    await t.db.insert(userCourses).values([
      { user_id: "pessoa-0", course_id: popular.course.id },
      { user_id: "pessoa-1", course_id: popular.course.id },
      // an expired grant is not counted
      { user_id: "pessoa-2", course_id: popular.course.id, expires_at: new Date(now - DAY) },
    ]);
    await t.db.insert(certificates).values([
      {
        code: "7K2M9QXH",
        user_id: "pessoa-0",
        course_id: popular.course.id,
        member_name: "Pessoa 0",
        course_title: "Fotografia de miniaturas",
        workload_minutes: 60,
      },
      {
        code: "7K2M9QXJ",
        user_id: "pessoa-2",
        course_id: popular.course.id,
        member_name: "Pessoa 2",
        course_title: "Fotografia de miniaturas",
        workload_minutes: 60,
        revoked_at: new Date(now - DAY),
      },
    ]);

    const eventSpace = await createSpace(t.db, { slug: "lives", type: "eventos" });
    const [event] = await t.db
      .insert(events)
      .values({
        space_id: eventSpace.id,
        title: "Live de pintura",
        starts_at: at("2026-03-20T22:00:00.000Z"),
        ends_at: at("2026-03-20T23:00:00.000Z"),
      })
      .returning();
    await t.db.insert(eventRsvps).values(
      (["going", "maybe", "not_going"] as const).map((status, i) => ({
        event_id: event!.id,
        occurrence_at: event!.starts_at,
        user_id: `pessoa-${i}`,
        status,
        // first given on the 7th; the answer changed on the 9th, which moves nothing in the figures
        answered_at: at("2026-03-07T12:00:00.000Z"),
        created_at: at("2026-03-09T12:00:00.000Z"),
      })),
    );

    const [agent] = await t.db.insert(aiAgents).values({ name: "Mestre" }).returning();
    const usage = (iso: string, tokens_in: number | null, tokens_out: number | null) => ({
      user_id: "pessoa-0",
      agent_id: agent!.id,
      conversation_id: crypto.randomUUID(),
      status: "complete",
      tokens_in,
      tokens_out,
      created_at: at(iso),
    });
    await t.db
      .insert(aiUsage)
      .values([
        usage("2026-03-10T13:00:00.000Z", 100, 250),
        usage("2026-03-10T14:00:00.000Z", null, null),
        usage("2026-03-01T14:00:00.000Z", 10, 20),
      ]);

    await t.db.insert(suggestions).values([
      { title: "Modo escuro no app", status: "nova" },
      { title: "Mais lives", status: "nova" },
      { title: "Fórum de trocas", status: "planejada" },
    ]);
  });

  it("is for admins only: 401 signed out, 403 for members and moderators", async () => {
    expect((await t.client().get("/api/admin/dashboard")).status).toBe(401);
    expect((await member.get("/api/admin/dashboard")).status).toBe(403);
    expect((await moderator.get("/api/admin/dashboard")).status).toBe(403);
    expect((await admin.get("/api/admin/dashboard")).status).toBe(200);
  });

  it("accepts only 7, 30 or 90 days (pt-BR 400 otherwise)", async () => {
    for (const period of ["7", "30", "90"])
      expect((await admin.get(`/api/admin/dashboard?period=${period}`)).json.period).toBe(Number(period));
    expect((await admin.get("/api/admin/dashboard")).json.period).toBe(30);
    for (const bad of ["15", "abc", "%27%20OR%201%3D1--"]) {
      const res = await admin.get(`/api/admin/dashboard?period=${bad}`);
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors?.period).toBe(adminDashboardMessages.periodInvalid);
    }
    const extra = await admin.get("/api/admin/dashboard?period=7&x=1");
    expect(extra.status).toBe(400);
    expect(extra.json.code).toBeDefined();
  });

  it("counts the period's days in São Paulo time, oldest first, zeros included", () => {
    const { days, range } = periodDays(7, now);
    expect(days).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    expect(range.from.toISOString()).toBe("2026-03-04T03:00:00.000Z");
    expect(range.to.toISOString()).toBe("2026-03-11T03:00:00.000Z");
    // 23:30 in São Paulo on the 10th is still the 10th
    expect(periodDays(7, Date.parse("2026-03-11T02:30:00.000Z")).days.at(-1)).toBe("2026-03-10");
  });

  it("adds up members, activity per day, course progress and suggestions", async () => {
    const d: AdminDashboard = await adminDashboard(t.db, 7, now);
    // The three signed-up accounts joined just now (after the fixed 'now'), so only the ten count as new.
    expect(d.members).toEqual({ total: 13, new_7_days: 3, new_30_days: 6, active_in_period: 4 });
    const day = (date: string) => d.days.find((x) => x.date === date)!;
    expect(d.days).toHaveLength(7);
    expect(day("2026-03-04").posts).toBe(1); // 02:30 UTC on the 5th
    expect(day("2026-03-05").posts).toBe(1);
    expect(day("2026-03-10").posts).toBe(1);
    expect(day("2026-03-09")).toMatchObject({ posts: 0, comments: 2 }); // the deleted post is not counted
    expect(day("2026-03-08").lesson_completions).toBe(2);
    expect(day("2026-03-07").event_rsvps).toBe(3);
    expect(day("2026-03-10")).toMatchObject({ ai_messages: 2, ai_tokens: 350 });
    expect(day("2026-03-08").new_members).toBe(3);
    expect(d.totals).toEqual({
      new_members: 3,
      posts: 3,
      comments: 2,
      lesson_completions: 2,
      event_rsvps: 3,
      ai_messages: 2,
      ai_tokens: 350,
    });
    expect(d.courses.map((c) => [c.title, c.enrolled, c.started, c.completed])).toEqual([
      ["Fotografia de miniaturas", 2, 3, 1],
      ["Pintura", 0, 1, 0],
    ]);
    expect(d.suggestions).toHaveLength(SUGGESTION_STATUSES.length);
    expect(d.suggestions.find((s) => s.status === "nova")?.count).toBe(2);
    expect(d.suggestions.find((s) => s.status === "planejada")?.count).toBe(1);
    expect(d.suggestions.find((s) => s.status === "recusada")?.count).toBe(0);

    const month = await adminDashboard(t.db, 30, now);
    expect(month.days).toHaveLength(30);
    expect(month.totals).toMatchObject({
      posts: 3,
      comments: 3,
      ai_messages: 3,
      ai_tokens: 380,
      new_members: 6,
    });
    const quarter = await adminDashboard(t.db, 90, now);
    expect(quarter.totals.posts).toBe(4);
    expect(quarter.totals.lesson_completions).toBe(2);
  });

  it("keeps the course progress for five minutes per instance, and counts it again after", async () => {
    const at = Date.now() + 60 * 60 * 1000;
    const before = await adminDashboard(t.db, 7, at);
    const quiet = before.courses.find((c) => c.title === "Pintura")!;
    expect(quiet.started).toBe(1);
    const [lesson] = await t.db
      .select({ id: lessonProgress.lesson_id })
      .from(lessonProgress)
      .where(eq(lessonProgress.course_id, quiet.id));
    await t.db
      .insert(lessonProgress)
      .values({ user_id: "pessoa-4", lesson_id: lesson!.id, course_id: quiet.id });
    const soon = await adminDashboard(t.db, 7, at + 60_000);
    expect(soon.courses.find((c) => c.id === quiet.id)?.started).toBe(1);
    const later = await adminDashboard(t.db, 7, at + COURSE_PROGRESS_TTL_MS + 1);
    expect(later.courses.find((c) => c.id === quiet.id)?.started).toBe(2);
  });

  it("answers the admin with today's figures over HTTP", async () => {
    const res = await admin.get("/api/admin/dashboard?period=7");
    const d = res.json as AdminDashboard;
    // The server's own clock names the last day (a check of Date.now() here could fall on the next day).
    expect(d.days.at(-1)!.date).toBe(periodDays(7, Date.parse(d.generated_at)).days.at(-1));
    expect(d.members.total).toBe(13);
    expect(d.members.new_7_days).toBeGreaterThanOrEqual(3);
    expect(d.members.active_in_period).toBeGreaterThanOrEqual(3);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, adminId));
    expect(row?.is_admin).toBe(true);
  });
});
