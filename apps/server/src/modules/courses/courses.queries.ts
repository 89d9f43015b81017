import { and, asc, eq, gte, inArray, isNull, sql, type SQL } from "drizzle-orm";
import {
  certificates,
  courseLessons,
  courseModules,
  courses,
  lessonAttachments,
  lessonComments,
  lessonProgress,
  mediaUploads,
  profiles,
  userCourseCategories,
  userCourses,
} from "../../db/schema";
import type { Db } from "../../platform/db";
import { authorColumns } from "../profiles/profiles.service";

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

// ——— Lists of courses (catalog, showcase, my courses, new courses, sidebar) ———

/** The sidebar's flat list: published courses by title. */
export function listSidebarCourses(db: Db) {
  return db
    .select({ id: courses.id, title: courses.title, slug: courses.slug, category: courseCategory })
    .from(courses)
    .where(eq(courses.is_published, true))
    .orderBy(asc(courses.title), asc(courses.id));
}

export const cardColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  category: courseCategory,
  description: courses.description,
  cover_url: courses.cover_url,
  published_at: courses.published_at,
  order: courses.order,
  offer_url: courses.offer_url,
};
export type CardRow = {
  id: string;
  slug: string;
  title: string;
  category: string;
  description: string | null;
  cover_url: string | null;
  published_at: Date | null;
  order: number;
  offer_url: string | null;
};

// Folded like the members directory: lower case, common Portuguese accents removed.
const FOLD_FROM = "áàâãäåéèêëíìîïóòôõöúùûüçñý";
const FOLD_TO = "aaaaaaeeeeiiiiooooouuuucny";
// LIKE wildcards typed by the member are plain text.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export type CourseListFilter = {
  /** Folded title search (see foldSearch). */
  search?: string | undefined;
  /** Only courses first published at or after this. */
  publishedSince?: Date | undefined;
  /** Only these courses. */
  ids?: string[] | undefined;
};

/** Published courses for the member lists, in catalog order (category, order, title). */
export function listPublishedCards(db: Db, f: CourseListFilter = {}): Promise<CardRow[]> {
  const conditions: SQL[] = [eq(courses.is_published, true)];
  if (f.search)
    conditions.push(
      sql`translate(lower(${courses.title}), ${FOLD_FROM}, ${FOLD_TO}) like ${likePattern(f.search)}`,
    );
  if (f.publishedSince) conditions.push(gte(courses.published_at, f.publishedSince));
  if (f.ids) conditions.push(f.ids.length ? inArray(courses.id, f.ids) : sql`false`);
  return db
    .select(cardColumns)
    .from(courses)
    .where(and(...conditions))
    .orderBy(courseCategory, asc(courses.order), asc(courses.title), asc(courses.id));
}

export async function findCardById(db: Db, id: string) {
  const [row] = await db
    .select({ ...cardColumns, is_published: courses.is_published })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row;
}

export type LessonStats = {
  lesson_count: number;
  duration_seconds: number;
  /** Days after the first grant until the earliest lesson opens (a preview counts as 0). */
  first_open_days: number;
};

/** Lesson count, total duration and first drip day of each course: one grouped scan. */
export async function lessonStats(db: Db, courseIds: string[]): Promise<Map<string, LessonStats>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({
      course_id: courseLessons.course_id,
      lesson_count: sql<number>`count(*)::int`,
      duration_seconds: sql<number>`coalesce(sum(${courseLessons.duration_seconds}), 0)::int`,
      first_open_days: sql<number>`min(case when ${courseLessons.is_preview} then 0 else coalesce(${courseLessons.release_after_days}, 0) end)::int`,
    })
    .from(courseLessons)
    .where(inArray(courseLessons.course_id, courseIds))
    .groupBy(courseLessons.course_id);
  return new Map(
    rows.map((r) => [
      r.course_id,
      {
        lesson_count: Number(r.lesson_count),
        duration_seconds: Number(r.duration_seconds),
        first_open_days: Number(r.first_open_days),
      },
    ]),
  );
}

export type MemberCourseProgress = { completed: number; last_activity_at: Date };

/** The member's completed lessons and last activity in every course they touched: one grouped read. */
export async function memberProgress(db: Db, userId: string): Promise<Map<string, MemberCourseProgress>> {
  const rows = await db
    .select({
      course_id: lessonProgress.course_id,
      completed: sql<number>`count(*) filter (where ${lessonProgress.completed})::int`,
      last_activity_at: sql<Date>`max(${lessonProgress.updated_at})`.mapWith(lessonProgress.updated_at),
    })
    .from(lessonProgress)
    .where(eq(lessonProgress.user_id, userId))
    .groupBy(lessonProgress.course_id);
  return new Map(
    rows.map((r) => [r.course_id, { completed: Number(r.completed), last_activity_at: r.last_activity_at }]),
  );
}

/**
 * Where the member stopped in each course: the lesson whose progress was saved last. One
 * statement, one backward index probe per course (lesson_progress_user_course_idx), however
 * many lessons the member has touched.
 */
export async function resumePoints(db: Db, userId: string, courseIds: string[]) {
  if (courseIds.length === 0) return new Map<string, ResumeRow>();
  const ids = sql.join(
    courseIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select c.id as course_id, l.slug as lesson_slug, l.title as lesson_title, p.position_seconds
    from unnest(array[${ids}]::uuid[]) as c(id)
    cross join lateral (
      select ${lessonProgress.lesson_id} as lesson_id, ${lessonProgress.position_seconds} as position_seconds
      from ${lessonProgress}
      where ${lessonProgress.user_id} = ${userId} and ${lessonProgress.course_id} = c.id
      order by ${lessonProgress.updated_at} desc
      limit 1
    ) p
    join ${courseLessons} l on l.id = p.lesson_id`)) as unknown as {
    rows: (ResumeRow & { course_id: string })[];
  };
  return new Map<string, ResumeRow>(
    result.rows.map((r) => [
      r.course_id,
      {
        lesson_slug: r.lesson_slug,
        lesson_title: r.lesson_title,
        position_seconds: Number(r.position_seconds),
      },
    ]),
  );
}
export type ResumeRow = { lesson_slug: string; lesson_title: string; position_seconds: number };

/** Module titles of each course, in order (the showcase's "what is inside"). */
export async function moduleTitles(db: Db, courseIds: string[]) {
  const out = new Map<string, string[]>();
  if (courseIds.length === 0) return out;
  const rows = await db
    .select({ course_id: courseModules.course_id, title: courseModules.title })
    .from(courseModules)
    .where(inArray(courseModules.course_id, courseIds))
    .orderBy(courseModules.course_id, asc(courseModules.position), asc(courseModules.created_at));
  for (const r of rows) out.set(r.course_id, [...(out.get(r.course_id) ?? []), r.title]);
  return out;
}

// ——— One course ———

export function listModules(db: Db, courseId: string) {
  return db
    .select({ id: courseModules.id, title: courseModules.title })
    .from(courseModules)
    .where(eq(courseModules.course_id, courseId))
    .orderBy(asc(courseModules.position), asc(courseModules.created_at), asc(courseModules.id));
}

/** Every lesson of a course in reading order: module by module, then by position. */
export function listLessons(db: Db, courseId: string) {
  return db
    .select({
      id: courseLessons.id,
      module_id: courseLessons.module_id,
      module_title: courseModules.title,
      slug: courseLessons.slug,
      title: courseLessons.title,
      kind: courseLessons.kind,
      duration_seconds: courseLessons.duration_seconds,
      is_preview: courseLessons.is_preview,
      release_after_days: courseLessons.release_after_days,
    })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.module_id))
    .where(eq(courseLessons.course_id, courseId))
    .orderBy(
      asc(courseModules.position),
      asc(courseModules.created_at),
      asc(courseModules.id),
      asc(courseLessons.position),
      asc(courseLessons.created_at),
      asc(courseLessons.id),
    );
}
export type OutlineLesson = Awaited<ReturnType<typeof listLessons>>[number];

/** The member's progress rows in one course (one index range). */
export function courseProgressRows(db: Db, userId: string, courseId: string) {
  return db
    .select({
      lesson_id: lessonProgress.lesson_id,
      position_seconds: lessonProgress.position_seconds,
      seconds_watched: lessonProgress.seconds_watched,
      completed: lessonProgress.completed,
      completed_at: lessonProgress.completed_at,
      updated_at: lessonProgress.updated_at,
    })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.user_id, userId), eq(lessonProgress.course_id, courseId)));
}

/** The member's certificate for a course, unless it was revoked. */
export async function findLiveCertificateCode(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(
      and(
        eq(certificates.user_id, userId),
        eq(certificates.course_id, courseId),
        isNull(certificates.revoked_at),
      ),
    )
    .limit(1);
  return row?.code ?? null;
}

export async function findLessonIdBySlugs(db: Db, courseSlug: string, lessonSlug: string) {
  const [row] = await db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.course_id))
    .where(and(eq(courses.slug, courseSlug), eq(courseLessons.slug, lessonSlug)))
    .limit(1);
  return row?.id;
}

export function listAttachments(db: Db, lessonId: string) {
  return db
    .select({
      id: lessonAttachments.id,
      name: lessonAttachments.name,
      object_key: mediaUploads.object_key,
      size: mediaUploads.size,
      content_type: mediaUploads.content_type,
    })
    .from(lessonAttachments)
    .innerJoin(mediaUploads, eq(mediaUploads.id, lessonAttachments.upload_id))
    .where(eq(lessonAttachments.lesson_id, lessonId))
    .orderBy(asc(lessonAttachments.position), asc(lessonAttachments.created_at), asc(lessonAttachments.id));
}

// ——— Lesson comments ———

const commentColumns = {
  id: lessonComments.id,
  lesson_id: lessonComments.lesson_id,
  parent_id: lessonComments.parent_id,
  content: lessonComments.content,
  created_at: lessonComments.created_at,
  author: authorColumns,
};

function selectComments(db: Db) {
  return db
    .select(commentColumns)
    .from(lessonComments)
    .innerJoin(profiles, eq(profiles.id, lessonComments.user_id));
}

/** A page of top-level comments, oldest first, after the cursor's (created_at, id). */
export function listTopLevelComments(
  db: Db,
  lessonId: string,
  limit: number,
  after?: { createdAt: Date; id: string },
) {
  const conditions: SQL[] = [eq(lessonComments.lesson_id, lessonId), isNull(lessonComments.parent_id)];
  if (after)
    conditions.push(
      sql`(${lessonComments.created_at}, ${lessonComments.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  return selectComments(db)
    .where(and(...conditions))
    .orderBy(asc(lessonComments.created_at), asc(lessonComments.id))
    .limit(limit);
}

/** The replies to these comments, oldest first. */
export function listReplies(db: Db, parentIds: string[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return selectComments(db)
    .where(inArray(lessonComments.parent_id, parentIds))
    .orderBy(asc(lessonComments.created_at), asc(lessonComments.id));
}

export function countComments(db: Db, lessonId: string) {
  return db.$count(lessonComments, eq(lessonComments.lesson_id, lessonId));
}

export async function findCommentView(db: Db, id: string) {
  const [row] = await selectComments(db).where(eq(lessonComments.id, id)).limit(1);
  return row;
}

export async function findComment(db: Db, id: string) {
  const [row] = await db
    .select({
      id: lessonComments.id,
      lesson_id: lessonComments.lesson_id,
      parent_id: lessonComments.parent_id,
      user_id: lessonComments.user_id,
    })
    .from(lessonComments)
    .where(eq(lessonComments.id, id))
    .limit(1);
  return row;
}

export async function insertComment(db: Db, values: typeof lessonComments.$inferInsert) {
  const [row] = await db.insert(lessonComments).values(values).returning({ id: lessonComments.id });
  return row!.id;
}

/** Deletes a comment; its replies go with it (parent_id cascades). */
export async function deleteComment(db: Db, id: string) {
  await db.delete(lessonComments).where(eq(lessonComments.id, id));
}
