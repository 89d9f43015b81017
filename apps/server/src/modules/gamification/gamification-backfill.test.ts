import { readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  lessonProgress,
  missions,
  pointsLedger,
  postComments,
  postLikes,
  posts,
  profiles,
} from "../../db/schema";
import { createConfirmedAccount } from "../../platform/auth/accounts";
import type { Db } from "../../platform/db";
import { createSpace } from "../../test/accounts";
import { createCourseWithLessons } from "../../test/course-fixtures";
import { createTestApp } from "../../test/harness";
import { rescore } from "./gamification.service";

/**
 * The hand-written end of migration 0014 (default missions, then the back-fill of what members did
 * before the ledger), run again on data written straight to the tables.
 */
const migration = readFileSync(
  path.join(import.meta.dirname, "../../db/migrations/0014_gamification_notifications.sql"),
  "utf8",
);
const statements = migration.split("--> statement-breakpoint").map((s) => s.trim());
const handWritten = statements.slice(statements.findIndex((s) => s.includes('INSERT INTO "missions"')));

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

describe("migration 0014: default missions and the back-fill of existing communities", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ids: Record<"ana" | "bruno" | "carla", string>;
  const day = (iso: string) => new Date(iso);

  beforeAll(async () => {
    t = await createTestApp();
    // Seeded points that never went through a ledger: the back-fill replaces them.
    ids = {
      ana: await member(t.db, "Ana Lima", { points: 4820, level: "Grande Mestre" }),
      bruno: await member(t.db, "Bruno Reis", { points: 860, level: "Jedi" }),
      carla: await member(t.db, "Carla Dias"),
    };
    const space = await createSpace(t.db, { slug: "geral" });
    const post = (author: string, at: string, extra: Partial<typeof posts.$inferInsert> = {}) =>
      t.db
        .insert(posts)
        .values({
          title: "T",
          content: "C",
          author_id: author,
          space_id: space.id,
          created_at: day(at),
          ...extra,
        })
        .returning({ id: posts.id })
        .then((r) => r[0]!.id);
    // Ana: six posts on one São Paulo day (the sixth is over the cap), one the next day (23:30 UTC
    // of the 10th is still the 10th there, 03:00 UTC of the 11th is the 11th), one deleted.
    const anaPosts: string[] = [];
    for (let i = 0; i < 6; i++) anaPosts.push(await post(ids.ana, `2026-03-10T1${i}:00:00Z`));
    anaPosts.push(await post(ids.ana, "2026-03-11T02:30:00Z"));
    anaPosts.push(await post(ids.ana, "2026-03-11T03:00:00Z"));
    await post(ids.ana, "2026-03-12T12:00:00Z", { is_deleted: true });
    const brunoPost = await post(ids.bruno, "2026-03-10T12:00:00Z");

    // Bruno likes five of Ana's posts on one day (3 pay), Carla two; Ana likes her own and Bruno's.
    const like = (postId: string, userId: string, at: string) =>
      t.db.insert(postLikes).values({ post_id: postId, user_id: userId, created_at: day(at) });
    for (let i = 0; i < 5; i++) await like(anaPosts[i]!, ids.bruno, `2026-03-10T20:0${i}:00Z`);
    await like(anaPosts[0]!, ids.carla, "2026-03-10T20:00:00Z");
    await like(anaPosts[1]!, ids.carla, "2026-03-10T20:00:00Z");
    await like(anaPosts[0]!, ids.ana, "2026-03-10T20:00:00Z");
    await like(brunoPost, ids.ana, "2026-03-10T20:00:00Z");

    // Carla comments five times on Ana's post (a reply too); Ana comments on her own post.
    const [top] = await t.db
      .insert(postComments)
      .values({
        post_id: anaPosts[0]!,
        author_id: ids.carla,
        content: "1",
        created_at: day("2026-03-10T20:00:00Z"),
      })
      .returning({ id: postComments.id });
    for (let i = 2; i <= 5; i++)
      await t.db.insert(postComments).values({
        post_id: anaPosts[0]!,
        author_id: ids.carla,
        parent_id: i === 2 ? top!.id : null,
        content: String(i),
        created_at: day(`2026-03-10T20:0${i}:00Z`),
      });
    await t.db.insert(postComments).values({ post_id: anaPosts[0]!, author_id: ids.ana, content: "minha" });

    // Bruno finished a two-lesson course; Carla one lesson of it.
    const { course, lessons } = await createCourseWithLessons(t.db, { lessons: [{}, {}] });
    const done = (userId: string, lessonId: string, at: string) =>
      t.db.insert(lessonProgress).values({
        user_id: userId,
        lesson_id: lessonId,
        course_id: course.id,
        completed: true,
        completed_at: day(at),
      });
    await done(ids.bruno, lessons[0]!.id, "2026-03-01T12:00:00Z");
    await done(ids.bruno, lessons[1]!.id, "2026-03-02T12:00:00Z");
    await done(ids.carla, lessons[0]!.id, "2026-03-03T12:00:00Z");
    await t.db
      .insert(lessonProgress)
      .values({ user_id: ids.ana, lesson_id: lessons[0]!.id, course_id: course.id });

    for (const statement of handWritten) await t.db.execute(sql.raw(statement));
  });

  const pointsOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
  const rows = (id: string, reason: string) =>
    t.db
      .select({
        source: pointsLedger.source,
        points: pointsLedger.points,
        created_at: pointsLedger.created_at,
      })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.user_id, id), eq(pointsLedger.reason, reason)))
      .orderBy(asc(pointsLedger.created_at), asc(pointsLedger.id));

  it("adds the five default missions in order", async () => {
    const list = await t.db.select().from(missions).orderBy(asc(missions.order));
    expect(list.map((m) => [m.title, m.event_type, m.target, m.points, m.is_active])).toEqual([
      ["Complete seu perfil", "profile_completed", 1, 20, true],
      ["Primeira publicação", "post_published", 1, 10, true],
      ["Primeira aula concluída", "lesson_completed", 1, 10, true],
      ["Cinco comentários", "comment_written", 5, 15, true],
      ["Primeiro curso concluído", "course_completed", 1, 50, true],
    ]);
    expect(list[0]!.description).toBe("Adicione uma foto e uma bio ao seu perfil.");
  });

  it("pays posts with the daily cap by São Paulo day, and not deleted ones", async () => {
    expect((await rows(ids.ana, "post_published")).map((r) => r.points)).toEqual([
      10, 10, 10, 10, 10, 0, 0, 10,
    ]);
  });

  it("pays likes on others' posts with the pair limit, and comments on others' posts", async () => {
    const likes = await rows(ids.ana, "like_received");
    // Bruno's five likes: 3 pay; Carla's two pay; Ana's own like is no row.
    expect(likes.map((r) => r.points).sort()).toEqual([0, 0, 1, 1, 1, 1, 1]);
    expect(likes.every((r) => !r.source.endsWith(ids.ana))).toBe(true);
    expect((await rows(ids.bruno, "like_received")).map((r) => r.points)).toEqual([1]);
    expect((await rows(ids.carla, "comment_written")).map((r) => r.points)).toEqual([3, 3, 3, 3, 3]);
    expect(await rows(ids.ana, "comment_written")).toEqual([]);
  });

  it("pays completed lessons and completed courses, and the missions already reached", async () => {
    expect((await rows(ids.bruno, "lesson_completed")).map((r) => r.points)).toEqual([5, 5]);
    expect(
      (await rows(ids.bruno, "course_completed")).map((r) => [r.points, r.created_at.toISOString()]),
    ).toEqual([[50, "2026-03-02T12:00:00.000Z"]]);
    expect(await rows(ids.carla, "course_completed")).toEqual([]);
    const titles = async (id: string) => {
      const paid = await rows(id, "mission_completed");
      const list = await t.db.select().from(missions);
      return paid.map((r) => list.find((m) => m.id === r.source)!.title).sort();
    };
    expect(await titles(ids.ana)).toEqual(["Primeira publicação"]);
    expect(await titles(ids.bruno)).toEqual([
      "Primeira aula concluída",
      "Primeira publicação",
      "Primeiro curso concluído",
    ]);
    expect(await titles(ids.carla)).toEqual(["Cinco comentários", "Primeira aula concluída"]);
    // Dated by the event that reached the target: Carla's fifth comment.
    const fifth = (await rows(ids.carla, "mission_completed")).find((r) => r.points === 15)!;
    expect(fifth.created_at.toISOString()).toBe("2026-03-10T20:05:00.000Z");
  });

  it("sets points and levels from the ledger: rescore finds nothing to fix", async () => {
    expect(await pointsOf(ids.ana)).toMatchObject({ points: 60 + 5 + 10, level: "Padawan" });
    expect(await pointsOf(ids.bruno)).toMatchObject({
      points: 10 + 1 + 10 + 50 + 10 + 10 + 50,
      level: "Jedi",
    });
    expect(await pointsOf(ids.carla)).toMatchObject({ points: 15 + 5 + 15 + 10, level: "Padawan" });
    expect(await rescore(t.db)).toMatchObject({ differences: [], fixed: 0 });
  });
});
