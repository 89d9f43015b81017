import { and, eq, sql } from "drizzle-orm";
import { courseLessons, courseModules, courses, lessonProgress, userCourses } from "../db/schema";
import type { Db } from "../platform/db";

let courseCounter = 0;

export type LessonSpec = {
  duration?: number;
  kind?: "video" | "text";
  is_preview?: boolean;
  release_after_days?: number | null;
};

/** A course with one module and its lessons, straight in the database (the admin editor is tested on its own). */
export async function createCourseWithLessons(
  db: Db,
  {
    title,
    category = null,
    published = true,
    lessons,
    minLessons = null,
    workloadHours = null,
    watchThreshold = 90,
  }: {
    title?: string;
    category?: string | null;
    published?: boolean;
    lessons: LessonSpec[];
    minLessons?: number | null;
    workloadHours?: number | null;
    /**
     * Percent of a video lesson to watch for it to complete; 0 lets the member's button complete
     * it (tests that only need completed lessons use that).
     */
    watchThreshold?: number;
  },
) {
  courseCounter += 1;
  const slug = `curso-${courseCounter}-${Date.now() % 100000}`;
  const [course] = await db
    .insert(courses)
    .values({
      title: title ?? `Curso ${courseCounter}`,
      slug,
      category,
      is_published: published,
      published_at: published ? new Date() : null,
      certificate_min_lessons: minLessons,
      workload_hours: workloadHours,
      watch_threshold_percent: watchThreshold,
    })
    .returning();
  const [module] = await db
    .insert(courseModules)
    .values({ course_id: course!.id, title: "Módulo 1", position: 0 })
    .returning();
  const rows = [];
  for (const [i, spec] of lessons.entries()) {
    const [lesson] = await db
      .insert(courseLessons)
      .values({
        module_id: module!.id,
        course_id: course!.id,
        title: `Aula ${i + 1}`,
        slug: `aula-${i + 1}`,
        position: i,
        kind: spec.kind ?? "video",
        video_url: (spec.kind ?? "video") === "video" ? "https://youtu.be/dQw4w9WgXcQ" : null,
        duration_seconds: spec.duration ?? 600,
        is_preview: spec.is_preview ?? false,
        release_after_days: spec.release_after_days ?? null,
      })
      .returning();
    rows.push(lesson!);
  }
  return { course: course!, lessons: rows };
}

/** A course grant, optionally first given some time ago and ending at a date. */
export async function grantCourse(
  db: Db,
  userId: string,
  courseId: string,
  { grantedAt = new Date(), expiresAt = null }: { grantedAt?: Date; expiresAt?: Date | null } = {},
) {
  await db
    .insert(userCourses)
    .values({ user_id: userId, course_id: courseId, purchased_at: grantedAt, expires_at: expiresAt })
    .onConflictDoUpdate({
      target: [userCourses.user_id, userCourses.course_id],
      set: { purchased_at: grantedAt, expires_at: expiresAt, access_granted: true },
    });
}

/** Moves the member's last save of a lesson back in time, as if `seconds` had passed since. */
export async function ageProgress(db: Db, userId: string, lessonId: string, seconds: number) {
  await db
    .update(lessonProgress)
    .set({ updated_at: sql`${lessonProgress.updated_at} - make_interval(secs => ${seconds})` })
    .where(and(eq(lessonProgress.user_id, userId), eq(lessonProgress.lesson_id, lessonId)));
}

export async function progressRow(db: Db, userId: string, lessonId: string) {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.user_id, userId), eq(lessonProgress.lesson_id, lessonId)));
  return row;
}
