import { and, eq, sql } from "drizzle-orm";
import { courseLessons, courses, userCourseCategories, userCourses } from "../../db/schema";
import type { Db } from "../../platform/db";

export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;

/** The category a course is granted through: a missing one is 'Geral' (spec §3). */
export const courseCategory = sql<string>`coalesce(${courses.category}, 'Geral')`;

export async function findCourseBySlug(db: Db, slug: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.slug, slug)).limit(1);
  return row;
}

export async function findCourseById(db: Db, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

export async function findLessonWithCourse(db: Db, lessonId: string) {
  const [row] = await db
    .select({ lesson: courseLessons, course: courses })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.course_id))
    .where(eq(courseLessons.id, lessonId))
    .limit(1);
  return row;
}

export type GrantRow = { granted_at: Date; expires_at: Date | null };

/**
 * Every grant the member holds, course by course and category by category (two index lookups),
 * so that a page listing many courses decides them all from one read.
 */
export async function grantsOf(db: Db, userId: string) {
  const [byCourse, byCategory] = await Promise.all([
    db
      .select({
        course_id: userCourses.course_id,
        granted_at: userCourses.purchased_at,
        expires_at: userCourses.expires_at,
      })
      .from(userCourses)
      .where(and(eq(userCourses.user_id, userId), eq(userCourses.access_granted, true))),
    db
      .select({
        category: userCourseCategories.category,
        granted_at: userCourseCategories.granted_at,
        expires_at: userCourseCategories.expires_at,
      })
      .from(userCourseCategories)
      .where(and(eq(userCourseCategories.user_id, userId), eq(userCourseCategories.access_granted, true))),
  ]);
  return {
    byCourse: new Map<string, GrantRow>(byCourse.map((g) => [g.course_id, g])),
    byCategory: new Map<string, GrantRow>(byCategory.map((g) => [g.category, g])),
  };
}
