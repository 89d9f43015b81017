import {
  courseMessages as m,
  decideCourseAccess,
  decideLessonAccess,
  DEFAULT_COURSE_CATEGORY,
  type CourseAccess,
  type CourseGrant,
  type LessonAccess,
} from "@guilda/shared";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/http/errors";
import * as q from "./courses.queries";
import type { CourseRow, LessonRow } from "./courses.queries";

export type { CourseRow, LessonRow };

/** Who is asking: the signed-in member and their role flags. */
export type CourseViewer = { userId: string; profile: { is_admin: boolean } };

type Grants = Awaited<ReturnType<typeof q.grantsOf>>;

function grantsFor(grants: Grants, course: Pick<CourseRow, "id" | "category">): CourseGrant[] {
  const out: CourseGrant[] = [];
  const direct = grants.byCourse.get(course.id);
  if (direct) out.push(direct);
  const byCategory = grants.byCategory.get(course.category ?? DEFAULT_COURSE_CATEGORY);
  if (byCategory) out.push(byCategory);
  return out;
}

/**
 * THE course access rule, for many courses at once: admins open everything; anyone else needs a
 * live course or category grant. Every course, lesson, progress, comment, attachment, media and
 * certificate path decides through this (or `courseAccess` / `lessonAccess`, built on it).
 */
export async function courseAccessMap(
  db: Db,
  viewer: CourseViewer,
  list: Pick<CourseRow, "id" | "category">[],
  now = new Date(),
): Promise<Map<string, CourseAccess>> {
  const isAdmin = viewer.profile.is_admin;
  const grants = isAdmin ? null : await q.grantsOf(db, viewer.userId);
  return new Map(
    list.map((course) => [
      course.id,
      decideCourseAccess({ isAdmin, grants: grants ? grantsFor(grants, course) : [], now }),
    ]),
  );
}

export async function courseAccess(
  db: Db,
  viewer: CourseViewer,
  course: Pick<CourseRow, "id" | "category">,
  now = new Date(),
): Promise<CourseAccess> {
  return (await courseAccessMap(db, viewer, [course], now)).get(course.id)!;
}

/** Unpublished courses exist only for admins: to anyone else they are "not found". */
export function isCourseVisible(viewer: CourseViewer, course: Pick<CourseRow, "is_published">) {
  return course.is_published || viewer.profile.is_admin;
}

export async function visibleCourseBySlug(db: Db, viewer: CourseViewer, slug: string): Promise<CourseRow> {
  const course = await q.findCourseBySlug(db, slug);
  if (!course || !isCourseVisible(viewer, course)) throw new AppError(404, "NOT_FOUND", m.courseNotFound);
  return course;
}

export type LessonContext = {
  lesson: LessonRow;
  course: CourseRow;
  course_access: CourseAccess;
  access: LessonAccess;
};

/** A lesson of a visible course with the viewer's access to it, or 404. */
export async function lessonContext(
  db: Db,
  viewer: CourseViewer,
  lessonId: string,
  now = new Date(),
): Promise<LessonContext> {
  const row = await q.findLessonWithCourse(db, lessonId);
  if (!row || !isCourseVisible(viewer, row.course)) throw new AppError(404, "NOT_FOUND", m.lessonNotFound);
  const course_access = await courseAccess(db, viewer, row.course, now);
  return { ...row, course_access, access: decideLessonAccess(course_access, row.lesson, now) };
}

export function lockedError(access: Extract<LessonAccess, { open: false }>) {
  const message =
    access.reason === "drip"
      ? m.lockedDrip
      : access.reason === "expired"
        ? m.lockedExpired
        : m.lockedNoAccess;
  return new AppError(403, "COURSE_LOCKED", message, undefined, undefined, [access.reason]);
}

/** A lesson the viewer may open now (preview included), else 404 / 403 COURSE_LOCKED. */
export async function openLesson(db: Db, viewer: CourseViewer, lessonId: string, now = new Date()) {
  const ctx = await lessonContext(db, viewer, lessonId, now);
  if (!ctx.access.open) throw lockedError(ctx.access);
  return ctx;
}

/** For the media route: may this viewer read a file used by this lesson? */
export async function canOpenLesson(db: Db, viewer: CourseViewer, lessonId: string): Promise<boolean> {
  try {
    await openLesson(db, viewer, lessonId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** For the media route: a course cover is seen by every member while the course is published. */
export async function canSeeCourseCover(db: Db, viewer: CourseViewer, courseId: string): Promise<boolean> {
  const course = await q.findCourseById(db, courseId);
  return !!course && isCourseVisible(viewer, course);
}
