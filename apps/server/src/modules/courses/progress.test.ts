import { courseMessages as m } from "@guilda/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  certificates,
  courseLessons,
  courses,
  lessonProgress,
  pointsLedger,
  profiles,
} from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { ageProgress, createCourseWithLessons, grantCourse, progressRow } from "../../test/course-fixtures";
import { createTestApp, type TestClient } from "../../test/harness";
import { lessonContextRow, saveProgressIfUnchanged } from "./courses.queries";

type App = Awaited<ReturnType<typeof createTestApp>>;
const DAY_MS = 24 * 60 * 60 * 1000;

describe("lesson progress and completion", () => {
  let t: App;
  let admin: TestClient;
  let ana: TestClient;
  let bruno: TestClient;
  let carla: TestClient;
  let ids: { admin: string; ana: string; bruno: string; carla: string };

  const save = (client: TestClient, lessonId: string, position_seconds: number, watched_delta: number) =>
    client.put(`/api/lessons/${lessonId}/progress`, { position_seconds, watched_delta });
  const complete = (client: TestClient, lessonId: string, completed = true) =>
    client.put(`/api/lessons/${lessonId}/completion`, { completed });
  const rowsOf = async (userId: string) =>
    Number(
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(lessonProgress)
          .where(eq(lessonProgress.user_id, userId))
      )[0]!.n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    ana = t.client();
    bruno = t.client();
    carla = t.client();
    const a = await signUpConfirmed(admin, t.db, { name: "Admin Geral" });
    await makeAdmin(t.db, a.id);
    const b = await signUpConfirmed(ana, t.db, { name: "Ana Lima" });
    const c = await signUpConfirmed(bruno, t.db, { name: "Bruno Reis" });
    const d = await signUpConfirmed(carla, t.db, { name: "Carla Dias" });
    ids = { admin: a.id, ana: b.id, bruno: c.id, carla: d.id };
  });

  it("gains a few seconds, not a completion, from one request claiming a whole 2-hour lesson", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, { lessons: [{ duration: 7200 }] });
    await grantCourse(t.db, ids.ana, course.id);
    const lesson = lessons[0]!.id;

    // Straight away, with no earlier save: 15 s of clock at 2× plus 2 s.
    const first = await save(ana, lesson, 7200, 7200);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      progress: { position_seconds: 7200, seconds_watched: 32, completed_at: null },
      course_progress: { completed: 0, total: 1, percent: 0 },
      just_completed: false,
      certificate: null,
    });

    // Opened and saved at 0, then one second later "watched everything".
    const { course: other, lessons: others } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 7200 }],
    });
    await grantCourse(t.db, ids.ana, other.id);
    const opened = await save(ana, others[0]!.id, 0, 0);
    expect(opened.json.progress).toEqual({ position_seconds: 0, seconds_watched: 0, completed_at: null });
    await ageProgress(t.db, ids.ana, others[0]!.id, 1);
    const forged = await save(ana, others[0]!.id, 7200, 7200);
    expect(forged.status).toBe(200);
    expect(forged.json.progress.seconds_watched).toBeLessThanOrEqual(5);
    expect(forged.json.progress.seconds_watched).toBeGreaterThanOrEqual(4);
    expect(forged.json.progress.completed_at).toBeNull();
    expect(forged.json.just_completed).toBe(false);
    const row = await progressRow(t.db, ids.ana, others[0]!.id);
    expect(row?.completed).toBe(false);
    expect(row?.completed_at).toBeNull();
  });

  it("gives no completion, points or certificate for a video course completed by requests alone", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Três vídeos nunca vistos",
      lessons: [{ duration: 734 }, { duration: 190 }, { duration: 654 }],
    });
    await grantCourse(t.db, ids.carla, course.id);
    const ledger = async () =>
      (
        await t.db
          .select({ reason: pointsLedger.reason, source: pointsLedger.source, points: pointsLedger.points })
          .from(pointsLedger)
          .where(
            and(
              eq(pointsLedger.user_id, ids.carla),
              inArray(pointsLedger.source, [course.id, ...lessons.map((l) => l.id)]),
            ),
          )
      )
        .map((r) => `${r.reason}:${r.source}:${r.points}`)
        .sort();
    const certified = async () =>
      (
        await t.db
          .select({ id: certificates.id })
          .from(certificates)
          .where(and(eq(certificates.user_id, ids.carla), eq(certificates.course_id, course.id)))
      ).length;

    // One after the other, then four at once on each lesson: every answer refuses, nothing is kept.
    for (const lesson of lessons) {
      const res = await complete(carla, lesson.id);
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ code: "LESSON_NOT_WATCHED", message: m.lessonNotWatched(90) });
    }
    const burst = await Promise.all(
      lessons.flatMap((l) => Array.from({ length: 4 }, () => complete(carla, l.id))),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(12).fill(409));
    expect(await rowsOf(ids.carla)).toBe(0);
    expect(await ledger()).toEqual([]);
    expect(await certified()).toBe(0);

    // Watched at the clock's pace (a save a minute, a minute played each): each lesson completes by
    // itself at 90 %, pays its points, and the last one completes the course and certifies it.
    const answers: { lesson: number; json: any }[] = [];
    for (const [index, lesson] of lessons.entries()) {
      let position = 0;
      let done = false;
      while (!done) {
        if (position > 0) await ageProgress(t.db, ids.carla, lesson.id, 60);
        position = Math.min(position + 60, lesson.duration_seconds);
        const res = await save(carla, lesson.id, position, 60);
        expect(res.status).toBe(200);
        done = res.json.just_completed;
        if (done) answers.push({ lesson: index, json: res.json });
        expect(position).toBeLessThanOrEqual(lesson.duration_seconds);
      }
    }
    // 661 of 734 s, 171 of 190 s and 589 of 654 s needed; the first save earns the 32 s its clock
    // allows, the next ones their 60 s (the second lesson's total stops at its length).
    expect(answers.map((a) => a.json.progress.seconds_watched)).toEqual([692, 190, 632]);
    expect(answers.map((a) => a.json.course_progress.completed)).toEqual([1, 2, 3]);
    expect(answers.map((a) => a.json.certificate === null)).toEqual([true, true, false]);
    expect(await certified()).toBe(1);
    expect(await ledger()).toEqual(
      [
        `lesson_completed:${lessons[0]!.id}:5`,
        `lesson_completed:${lessons[1]!.id}:5`,
        `lesson_completed:${lessons[2]!.id}:5`,
        `course_completed:${course.id}:50`,
      ].sort(),
    );
  });

  it("takes the course's threshold: lowered, the button completes what was watched; at 0, any video", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 300 }, { duration: 300 }, { duration: 0, kind: "text" }],
      watchThreshold: 90,
    });
    await grantCourse(t.db, ids.bruno, course.id);
    const [half, untouched, text] = lessons.map((l) => l.id) as [string, string, string];
    // 150 s watched of a 300 s video: not enough at 90 %.
    await save(bruno, half, 15, 15);
    for (let i = 0; i < 3; i++) {
      await ageProgress(t.db, ids.bruno, half, 45);
      await save(bruno, half, 60 + i * 45, 45);
    }
    expect(await progressRow(t.db, ids.bruno, half)).toMatchObject({
      seconds_watched: 150,
      completed: false,
    });
    expect((await complete(bruno, half)).status).toBe(409);
    // A text lesson keeps its button; a save on it (it has no player) completes nothing.
    expect((await save(bruno, text, 600, 600)).json.just_completed).toBe(false);
    expect((await complete(bruno, text)).json.just_completed).toBe(true);

    const lessonOf = async (slug: string) =>
      (await bruno.get(`/api/courses/${course.slug}/lessons/${slug}`)).json;
    expect((await lessonOf("aula-1")).completion).toEqual({
      mode: "watch",
      threshold_percent: 90,
      seconds_to_complete: 270,
    });
    expect((await lessonOf("aula-3")).completion).toEqual({
      mode: "manual",
      threshold_percent: 90,
      seconds_to_complete: null,
    });

    // Lowered to 50 % by the admin: what was watched is enough, and the button completes it.
    const lowered = await admin.patch(`/api/admin/courses/${course.id}`, { watch_threshold_percent: 50 });
    expect(lowered.status).toBe(200);
    expect(lowered.json.watch_threshold_percent).toBe(50);
    expect((await complete(bruno, half)).json.just_completed).toBe(true);
    const stillNot = await complete(bruno, untouched);
    expect(stillNot.json).toEqual({ code: "LESSON_NOT_WATCHED", message: m.lessonNotWatched(50) });

    // At 0 the button completes any video, and a save alone never does.
    await admin.patch(`/api/admin/courses/${course.id}`, { watch_threshold_percent: 0 });
    expect((await lessonOf("aula-2")).completion).toEqual({
      mode: "manual",
      threshold_percent: 0,
      seconds_to_complete: null,
    });
    expect((await save(bruno, untouched, 10, 10)).json.just_completed).toBe(false);
    const done = await complete(bruno, untouched);
    expect(done.json).toMatchObject({ just_completed: true, course_progress: { completed: 3, total: 3 } });
    expect(done.json.certificate?.code).toMatch(/^GLD-/);

    // A video with nothing left to play (its file lost) cannot be watched: the button completes it.
    const { course: orphaned, lessons: gone } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 300 }],
    });
    await grantCourse(t.db, ids.bruno, orphaned.id);
    await t.db.update(courseLessons).set({ video_url: null }).where(eq(courseLessons.id, gone[0]!.id));
    const noVideo = (await bruno.get(`/api/courses/${orphaned.slug}/lessons/aula-1`)).json;
    expect(noVideo).toMatchObject({ video: null, completion: { mode: "manual", seconds_to_complete: null } });
    expect((await complete(bruno, gone[0]!.id)).json.just_completed).toBe(true);

    for (const bad of [-1, 101, 12.5, "90", null]) {
      const res = await admin.patch(`/api/admin/courses/${course.id}`, { watch_threshold_percent: bad });
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors).toEqual({ watch_threshold_percent: m.watchThresholdInvalid });
    }
    expect((await admin.get(`/api/admin/courses/${course.id}`)).json.watch_threshold_percent).toBe(0);
  });

  it("completes a short lesson from steady 15-second saves once 90 % is watched, once", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 120 }, { duration: 300 }],
    });
    await grantCourse(t.db, ids.ana, course.id);
    const lesson = lessons[0]!.id;
    const answers = [];
    for (let i = 1; i <= 8; i++) {
      if (i > 1) await ageProgress(t.db, ids.ana, lesson, 15);
      const res = await save(ana, lesson, i * 15, 15);
      expect(res.status).toBe(200);
      answers.push(res.json);
    }
    expect(answers.map((a) => a.progress.seconds_watched)).toEqual([15, 30, 45, 60, 75, 90, 105, 120]);
    // 108 s (90 % of 120) is first reached by the eighth save.
    expect(answers.map((a) => a.just_completed)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(answers.slice(0, 7).every((a) => a.progress.completed_at === null)).toBe(true);
    const completedAt = answers[7]!.progress.completed_at;
    expect(typeof completedAt).toBe("string");
    expect(answers[7]!.course_progress).toEqual({ completed: 1, total: 2, percent: 50 });
    // One lesson of two: no certificate yet.
    expect(answers[7]!.certificate).toBeNull();

    // Rewatching later neither completes again nor moves the completion date.
    await ageProgress(t.db, ids.ana, lesson, 15);
    const again = await save(ana, lesson, 10, 15);
    expect(again.json.just_completed).toBe(false);
    expect(again.json.progress).toEqual({
      position_seconds: 10,
      seconds_watched: 120,
      completed_at: completedAt,
    });
  });

  it("keeps the position within the lesson, or as reported when the duration is unknown", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 120 }, { duration: 0, kind: "text" }],
    });
    await grantCourse(t.db, ids.ana, course.id);
    expect((await save(ana, lessons[0]!.id, 5000.7, 1)).json.progress.position_seconds).toBe(120);
    const text = await save(ana, lessons[1]!.id, 4321.9, 600);
    expect(text.json.progress).toEqual({ position_seconds: 4321, seconds_watched: 32, completed_at: null });
    // Without a duration nothing completes by watching.
    await ageProgress(t.db, ids.ana, lessons[1]!.id, 60);
    expect((await save(ana, lessons[1]!.id, 4400, 60)).json.just_completed).toBe(false);
  });

  it("refuses bad reports", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, { lessons: [{ duration: 120 }] });
    await grantCourse(t.db, ids.ana, course.id);
    const url = `/api/lessons/${lessons[0]!.id}/progress`;
    expect((await ana.put(url, { position_seconds: -1, watched_delta: 1 })).status).toBe(400);
    expect((await ana.put(url, { position_seconds: 1, watched_delta: -5 })).status).toBe(400);
    expect((await ana.put(url, { position_seconds: 1 })).status).toBe(400);
    expect((await ana.put(url, { position_seconds: 1, watched_delta: 1, completed: true })).status).toBe(400);
    expect(
      (await ana.put(`/api/lessons/nao-e-id/progress`, { position_seconds: 1, watched_delta: 1 })).status,
    ).toBe(400);
    expect((await ana.put(`/api/lessons/${lessons[0]!.id}/completion`, { completed: "sim" })).status).toBe(
      400,
    );
    expect((await t.client().put(url, { position_seconds: 1, watched_delta: 1 })).status).toBe(401);
    expect(await progressRow(t.db, ids.ana, lessons[0]!.id)).toBeUndefined();
  });

  it("stores nothing for members without access, with an expired grant, on a preview or a drip lesson not yet open", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [
        { duration: 120 },
        { duration: 120, is_preview: true },
        { duration: 120, release_after_days: 7 },
      ],
    });
    await grantCourse(t.db, ids.carla, course.id, {
      grantedAt: new Date(Date.now() - 30 * DAY_MS),
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    await grantCourse(t.db, ids.ana, course.id);
    const [plain, preview, drip] = lessons.map((l) => l.id) as [string, string, string];
    const brunoBefore = await rowsOf(ids.bruno);
    const carlaBefore = await rowsOf(ids.carla);

    for (const [client, reason, message] of [
      [bruno, "no_access", m.lockedNoAccess],
      [carla, "expired", m.lockedExpired],
    ] as const) {
      for (const lesson of [plain, preview]) {
        const saved = await save(client, lesson, 10, 10);
        expect(saved.status).toBe(403);
        expect(saved.json).toMatchObject({ code: "COURSE_LOCKED", message, reasons: [reason] });
        const marked = await complete(client, lesson);
        expect(marked.status).toBe(403);
        expect(marked.json.reasons).toEqual([reason]);
      }
    }
    expect(await rowsOf(ids.bruno)).toBe(brunoBefore);
    expect(await rowsOf(ids.carla)).toBe(carlaBefore);

    // Ana holds access, but the drip lesson opens in a week.
    const early = await save(ana, drip, 10, 10);
    expect(early.status).toBe(403);
    expect(early.json).toMatchObject({ code: "COURSE_LOCKED", message: m.lockedDrip, reasons: ["drip"] });
    expect((await complete(ana, drip)).status).toBe(403);
    expect(await progressRow(t.db, ids.ana, drip)).toBeUndefined();
    // With access, the preview lesson keeps progress like any other.
    expect((await save(ana, preview, 10, 10)).status).toBe(200);
  });

  it("hides lessons of unpublished courses and unknown lessons from members", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      published: false,
      lessons: [{ duration: 120 }],
    });
    await grantCourse(t.db, ids.ana, course.id);
    const res = await save(ana, lessons[0]!.id, 10, 10);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: "NOT_FOUND", message: m.lessonNotFound });
    expect((await complete(ana, lessons[0]!.id)).status).toBe(404);
    expect((await save(ana, crypto.randomUUID(), 10, 10)).status).toBe(404);
    // Admins open every course, published or not, without a grant.
    const asAdmin = await save(admin, lessons[0]!.id, 10, 10);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.progress.seconds_watched).toBe(10);
  });

  it("marks and unmarks a lesson, idempotently, keeping the first completion date", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 120 }, { duration: 0, kind: "text" }, { duration: 60 }],
    });
    await grantCourse(t.db, ids.ana, course.id);
    const [video, text] = lessons.map((l) => l.id) as [string, string];

    // Undoing a lesson never touched writes nothing.
    const noop = await complete(ana, text, false);
    expect(noop.status).toBe(200);
    expect(noop.json).toMatchObject({ just_completed: false, progress: { completed_at: null } });
    expect(await progressRow(t.db, ids.ana, text)).toBeUndefined();

    const first = await complete(ana, text);
    expect(first.json.just_completed).toBe(true);
    expect(first.json.course_progress).toEqual({ completed: 1, total: 3, percent: 33 });
    const second = await complete(ana, text);
    expect(second.json.just_completed).toBe(false);
    expect(second.json.progress.completed_at).toBe(first.json.progress.completed_at);
    expect(second.json.course_progress).toEqual({ completed: 1, total: 3, percent: 33 });

    // A video watched past 90 % and then unmarked does not complete itself again on the next save.
    await save(ana, video, 30, 30);
    for (let i = 0; i < 4; i++) {
      await ageProgress(t.db, ids.ana, video, 15);
      await save(ana, video, 60 + i * 15, 30);
    }
    expect((await progressRow(t.db, ids.ana, video))?.completed).toBe(true);
    const undo = await complete(ana, video, false);
    expect(undo.json).toMatchObject({
      just_completed: false,
      progress: { completed_at: null, seconds_watched: 0, position_seconds: 105 },
      course_progress: { completed: 1, total: 3, percent: 33 },
    });
    await ageProgress(t.db, ids.ana, video, 15);
    const resumed = await save(ana, video, 115, 10);
    expect(resumed.json.just_completed).toBe(false);
    expect(resumed.json.progress).toEqual({ position_seconds: 115, seconds_watched: 10, completed_at: null });
    const undoAgain = await complete(ana, video, false);
    expect(undoAgain.json.progress).toMatchObject({ completed_at: null, seconds_watched: 10 });

    // Undo of the text lesson, twice.
    for (let i = 0; i < 2; i++) {
      const undone = await complete(ana, text, false);
      expect(undone.json).toMatchObject({
        just_completed: false,
        progress: { completed_at: null },
        course_progress: { completed: 0, total: 3, percent: 0 },
      });
    }
    expect(await progressRow(t.db, ids.ana, text)).toMatchObject({ completed: false, completed_at: null });
  });

  it("completes and certifies once for 20 concurrent completions of the last lesson", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 120 }, { duration: 120 }],
      watchThreshold: 0,
    });
    await grantCourse(t.db, ids.ana, course.id);
    expect((await complete(ana, lessons[0]!.id)).json.certificate).toBeNull();

    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(ana, lessons[1]!.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json.just_completed)).toHaveLength(1);
    const issued = answers.filter((a) => a.json.certificate !== null);
    expect(issued).toHaveLength(1);
    expect(issued[0]!.json.just_completed).toBe(true);
    expect(issued[0]!.json.certificate.code).toMatch(/^GLD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const dates = new Set(answers.map((a) => a.json.progress.completed_at));
    expect(dates.size).toBe(1);
    expect(answers.every((a) => a.json.course_progress.percent === 100)).toBe(true);

    const rows = await t.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.user_id, ids.ana), eq(certificates.course_id, course.id)));
    expect(rows).toHaveLength(1);
    expect(issued[0]!.json.certificate.code.replace(/-/g, "")).toBe(`GLD${rows[0]!.code}`);
  });

  it("certifies once when the last lessons are completed at the same time", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 60 }, { duration: 60 }, { duration: 60 }],
      watchThreshold: 0,
    });
    await grantCourse(t.db, ids.ana, course.id);
    const answers = await Promise.all(
      lessons.flatMap((l) => [complete(ana, l.id), complete(ana, l.id), complete(ana, l.id)]),
    );
    expect(answers.filter((a) => a.json.just_completed)).toHaveLength(3);
    expect(answers.filter((a) => a.json.certificate)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.user_id, ids.ana), eq(certificates.course_id, course.id)));
    expect(rows).toHaveLength(1);
  });

  it("credits concurrent saves one after the other, never each the full clock", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, { lessons: [{ duration: 3600 }] });
    await grantCourse(t.db, ids.ana, course.id);
    const lesson = lessons[0]!.id;
    await save(ana, lesson, 0, 0);
    await ageProgress(t.db, ids.ana, lesson, 15);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => save(ana, lesson, 15 + i, 15)));
    const burstSeconds = (performance.now() - started) / 1000;
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const watched = (await progressRow(t.db, ids.ana, lesson))!.seconds_watched;
    // The first one in earns its 15 s; the others only what the clock moved during the burst (2× the
    // time, plus 2 s of grace for each save a whole second after the previous one), never 15 s each.
    expect(watched).toBeGreaterThanOrEqual(15);
    expect(watched).toBeLessThanOrEqual(15 + Math.floor(4 * burstSeconds));
    expect(Math.max(...answers.map((a) => a.json.progress.seconds_watched))).toBe(watched);
  });

  it("writes a plain save only over the row it was computed from, in the completion state read", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 600 }, { duration: 600 }],
      watchThreshold: 0,
    });
    await grantCourse(t.db, ids.ana, course.id);
    const [first, second] = lessons.map((l) => l.id) as [string, string];
    const key = { userId: ids.ana, lessonId: first, courseId: course.id };
    const values = () => ({ position_seconds: 20, seconds_watched: 20, updated_at: new Date() });
    const readOf = async (lessonId: string) => {
      const read = (await lessonContextRow(t.db, lessonId, ids.ana, true))!.progress!;
      return { version: read.version, completed: read.row.completed };
    };
    await save(ana, first, 10, 10);
    const read = await readOf(first);
    // Another save lands first: the one computed from the row read before writes nothing.
    await save(ana, first, 12, 1);
    expect(await saveProgressIfUnchanged(t.db, key, values(), read)).toBeUndefined();
    expect(await progressRow(t.db, ids.ana, first)).toMatchObject({ position_seconds: 12 });
    await complete(ana, first);
    // A first save when a row exists meanwhile writes nothing either.
    expect(await saveProgressIfUnchanged(t.db, key, values(), null)).toBeUndefined();
    // Nor one that believes the completed row's current version is not completed.
    const done = await readOf(first);
    expect(done.completed).toBe(true);
    expect(
      await saveProgressIfUnchanged(t.db, key, values(), { version: done.version, completed: false }),
    ).toBeUndefined();
    const completedAt = (await progressRow(t.db, ids.ana, first))!.completed_at;
    expect(await progressRow(t.db, ids.ana, first)).toMatchObject({ completed: true, position_seconds: 12 });
    // Read as completed, it writes the position and keeps the completion and its date.
    const kept = await saveProgressIfUnchanged(t.db, key, values(), done);
    expect(kept).toMatchObject({ position_seconds: 20, total: 2, completed: 1, certified: false });
    expect(new Date(kept!.completed_at!).getTime()).toBe(completedAt!.getTime());
    expect(await progressRow(t.db, ids.ana, first)).toMatchObject({
      completed: true,
      completed_at: completedAt,
      position_seconds: 20,
    });
    // Over the version read, it writes and answers with the course's counts.
    await save(ana, second, 5, 5);
    const written = await saveProgressIfUnchanged(
      t.db,
      { ...key, lessonId: second },
      { position_seconds: 30, seconds_watched: 7, updated_at: new Date() },
      await readOf(second),
    );
    expect(written).toEqual({
      position_seconds: 30,
      seconds_watched: 7,
      completed_at: null,
      total: 2,
      completed: 1,
      certified: false,
    });
    expect(await progressRow(t.db, ids.ana, second)).toMatchObject({
      position_seconds: 30,
      seconds_watched: 7,
    });
  });

  it("keeps a completed lesson completed on the player's saves, and issues a certificate that became due", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 600 }, { duration: 600 }],
      watchThreshold: 0,
    });
    await grantCourse(t.db, ids.bruno, course.id);
    const [first] = lessons.map((l) => l.id) as [string, string];
    const completedOnce = await complete(bruno, first);
    expect(completedOnce.json.certificate).toBeNull();
    const pointsAfter = async () =>
      (await t.db.select({ points: profiles.points }).from(profiles).where(eq(profiles.id, ids.bruno)))[0]!
        .points;
    const points = await pointsAfter();
    const saved = await save(bruno, first, 300, 15);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      progress: { position_seconds: 300, completed_at: completedOnce.json.progress.completed_at },
      course_progress: { completed: 1, total: 2, percent: 50 },
      just_completed: false,
      certificate: null,
    });
    expect(await pointsAfter()).toBe(points);
    // The course now asks for one lesson: the next save on the completed one issues the certificate, once.
    await t.db.update(courses).set({ certificate_min_lessons: 1 }).where(eq(courses.id, course.id));
    const [issuing, after] = [await save(bruno, first, 310, 5), await save(bruno, first, 320, 5)];
    expect(issuing.json.certificate?.code).toMatch(/^GLD-/);
    expect(after.json.certificate).toBeNull();
    expect(
      await t.db
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.user_id, ids.bruno), eq(certificates.course_id, course.id))),
    ).toHaveLength(1);
    expect(await progressRow(t.db, ids.bruno, first)).toMatchObject({
      completed: true,
      position_seconds: 320,
    });
  });

  it("issues the certificate at the course's minimum of lessons, with the workload of its lessons", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Gestão de Comunidades",
      lessons: [{ duration: 1800 }, { duration: 1800 }, { duration: 100 }],
      minLessons: 2,
      watchThreshold: 0,
    });
    await grantCourse(t.db, ids.bruno, course.id);
    expect((await complete(bruno, lessons[2]!.id)).json.certificate).toBeNull();
    const done = await complete(bruno, lessons[0]!.id);
    expect(done.json.just_completed).toBe(true);
    expect(done.json.course_progress).toEqual({ completed: 2, total: 3, percent: 66 });
    expect(done.json.certificate?.code).toMatch(/^GLD-/);
    // A third lesson later issues nothing more.
    expect((await complete(bruno, lessons[1]!.id)).json.certificate).toBeNull();
    const [row] = await t.db.select().from(certificates).where(eq(certificates.course_id, course.id));
    expect(row).toMatchObject({
      member_name: "Bruno Reis",
      course_title: "Gestão de Comunidades",
      workload_minutes: 90,
    });

    // Undoing a completion keeps the certificate.
    await complete(bruno, lessons[0]!.id, false);
    expect(await t.db.select().from(certificates).where(eq(certificates.course_id, course.id))).toHaveLength(
      1,
    );
  });
});
