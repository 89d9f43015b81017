import { and, eq, sql } from "drizzle-orm";
import { courseLessons, lessonProgress } from "../../db/schema";
import type { Db } from "../../platform/db";

export type ProgressRow = typeof lessonProgress.$inferSelect;

/**
 * Serializes a member's progress writes on one course until the transaction ends: two lessons
 * completed at once must still see each other, or neither would issue the certificate.
 */
export async function lockMemberCourse(tx: Db, userId: string, courseId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`progress:${userId}:${courseId}`}, 0))`,
  );
}

/** The member's row for the lesson, locked until the transaction ends. */
export async function findProgressForUpdate(tx: Db, userId: string, lessonId: string) {
  const [row] = await tx
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.user_id, userId), eq(lessonProgress.lesson_id, lessonId)))
    .for("update")
    .limit(1);
  return row;
}

export type ProgressValues = Pick<
  ProgressRow,
  "position_seconds" | "seconds_watched" | "completed" | "completed_at" | "updated_at"
>;

/** Writes the row computed from the locked one (or creates it). */
export async function saveProgress(
  tx: Db,
  key: { userId: string; lessonId: string; courseId: string },
  values: ProgressValues,
): Promise<ProgressRow> {
  const [row] = await tx
    .insert(lessonProgress)
    .values({ user_id: key.userId, lesson_id: key.lessonId, course_id: key.courseId, ...values })
    .onConflictDoUpdate({
      target: [lessonProgress.user_id, lessonProgress.lesson_id],
      set: { ...values, course_id: key.courseId },
    })
    .returning();
  return row!;
}

/** Completed lessons of the course (as it is now) and how many lessons it has. */
export async function courseCounts(tx: Db, userId: string, courseId: string) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${lessonProgress.completed})::int`,
    })
    .from(courseLessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lesson_id, courseLessons.id), eq(lessonProgress.user_id, userId)),
    )
    .where(eq(courseLessons.course_id, courseId));
  return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0) };
}
