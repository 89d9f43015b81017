import { and, asc, eq, getTableColumns, inArray, isNull, like, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  certificates,
  courseLessons,
  courseModules,
  courses,
  lessonAttachments,
  lessonComments,
  lessonProgress,
  mediaUploads,
} from "../../db/schema";
import type { Db } from "../../platform/db";

export type AdminCourseDbRow = typeof courses.$inferSelect;
export type ModuleDbRow = typeof courseModules.$inferSelect;
export type LessonDbRow = typeof courseLessons.$inferSelect;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

// ——— Courses ———

export async function findCourse(db: Db, id: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

/** The course row locked until the transaction ends: positions and orders change one at a time. */
export async function lockCourse(db: Db, id: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).for("update").limit(1);
  return row;
}

/** Published courses and drafts (the admin hub's 'Cursos'). */
export async function countCoursesByState(db: Db) {
  const [row] = await db
    .select({
      published: sql<number>`count(*) filter (where ${courses.is_published})::int`,
      drafts: sql<number>`count(*) filter (where not ${courses.is_published})::int`,
    })
    .from(courses);
  return { published: Number(row?.published ?? 0), drafts: Number(row?.drafts ?? 0) };
}

/** Every course with its module and lesson counts (two grouped scans), by order then title. */
export function listCoursesWithCounts(db: Db) {
  const modules = db
    .select({ course_id: courseModules.course_id, n: sql<number>`count(*)::int`.as("module_n") })
    .from(courseModules)
    .groupBy(courseModules.course_id)
    .as("module_counts");
  const lessons = db
    .select({ course_id: courseLessons.course_id, n: sql<number>`count(*)::int`.as("lesson_n") })
    .from(courseLessons)
    .groupBy(courseLessons.course_id)
    .as("lesson_counts");
  return db
    .select({
      ...getTableColumns(courses),
      module_count: sql<number>`coalesce(${modules.n}, 0)::int`,
      lesson_count: sql<number>`coalesce(${lessons.n}, 0)::int`,
    })
    .from(courses)
    .leftJoin(modules, eq(modules.course_id, courses.id))
    .leftJoin(lessons, eq(lessons.course_id, courses.id))
    .orderBy(asc(courses.order), asc(courses.title), asc(courses.id));
}

/** Slugs equal to `base` or `base-N`: to make a free one from a title. */
export async function slugsLike(db: Db, base: string) {
  const rows = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(or(eq(courses.slug, base), like(courses.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertCourse(db: Db, values: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(db: Db, id: string, values: Partial<typeof courses.$inferInsert>) {
  const [row] = await db
    .update(courses)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(courses.id, id))
    .returning();
  return row;
}

/** Marks the course edited (its modules or lessons changed). */
export async function touchCourse(db: Db, id: string) {
  await db
    .update(courses)
    .set({ updated_at: sql`now()` })
    .where(eq(courses.id, id));
}

/** First publication sets published_at; later ones keep it. */
export async function setPublished(db: Db, id: string, isPublished: boolean) {
  const [row] = await db
    .update(courses)
    .set({
      is_published: isPublished,
      published_at: isPublished ? sql`coalesce(${courses.published_at}, now())` : courses.published_at,
      updated_at: sql`now()`,
    })
    .where(eq(courses.id, id))
    .returning();
  return row;
}

/** Modules, lessons, progress, comments and attachments go with it (FK cascades); certificates keep their copy. */
export async function deleteCourse(db: Db, id: string) {
  const rows = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return rows.length > 0;
}

// ——— Figures per course ———

type CourseCount = { course_id: string; n: number };
const countMap = (rows: CourseCount[]) => new Map(rows.map((r) => [r.course_id, Number(r.n)]));
const onlyCourse = (courseId: string | undefined, column: ReturnType<typeof sql>) =>
  courseId ? sql`where ${column} = ${courseId}` : sql``;

/**
 * Members who completed the course: a valid certificate, or the completed lessons the
 * certificate asks for (every lesson unless the course sets a minimum).
 */
export async function completionCounts(db: Db, courseId?: string) {
  const rows = await rowsOf<CourseCount>(
    db,
    sql`
      select x.course_id, count(distinct x.user_id)::int as n from (
        select p.course_id, p.user_id
          from lesson_progress p
          join courses c on c.id = p.course_id
          join (select course_id, count(*)::int as lessons from course_lessons group by course_id) t
            on t.course_id = p.course_id
         where p.completed
         group by p.course_id, p.user_id, t.lessons, c.certificate_min_lessons
        having count(*) >= least(coalesce(c.certificate_min_lessons, t.lessons), t.lessons)
        union all
        select ce.course_id, ce.user_id from certificates ce
         where ce.course_id is not null and ce.revoked_at is null
      ) x ${onlyCourse(courseId, sql`x.course_id`)}
      group by x.course_id`,
  );
  return countMap(rows);
}

/** Valid (not revoked) certificates per course. */
export async function certificateCounts(db: Db, courseId?: string) {
  const rows = await db
    .select({ course_id: certificates.course_id, n: sql<number>`count(*)::int` })
    .from(certificates)
    .where(
      and(
        courseId ? eq(certificates.course_id, courseId) : sql`${certificates.course_id} is not null`,
        isNull(certificates.revoked_at),
      ),
    )
    .groupBy(certificates.course_id);
  return countMap(rows as CourseCount[]);
}

/** What deleting the course takes with it: lesson comments and progress rows. */
export async function courseContentCounts(db: Db, courseId: string) {
  const [comments, progress] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(lessonComments)
      .innerJoin(courseLessons, eq(courseLessons.id, lessonComments.lesson_id))
      .where(eq(courseLessons.course_id, courseId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(lessonProgress)
      .where(eq(lessonProgress.course_id, courseId)),
  ]);
  return { comments: Number(comments[0]?.n ?? 0), progress_rows: Number(progress[0]?.n ?? 0) };
}

// ——— Modules ———

export function listModules(db: Db, courseId: string) {
  return db
    .select()
    .from(courseModules)
    .where(eq(courseModules.course_id, courseId))
    .orderBy(asc(courseModules.position), asc(courseModules.created_at), asc(courseModules.id));
}

export async function findModule(db: Db, id: string) {
  const [row] = await db.select().from(courseModules).where(eq(courseModules.id, id)).limit(1);
  return row;
}

/** The position after the last one among the rows of a parent (0 for the first). */
async function nextPosition(
  db: Db,
  table: typeof courseModules | typeof courseLessons | typeof lessonAttachments,
  parent: AnyPgColumn,
  parentId: string,
) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` })
    .from(table)
    .where(eq(parent, parentId));
  return Number(row?.next ?? 0);
}

export function nextModulePosition(db: Db, courseId: string) {
  return nextPosition(db, courseModules, courseModules.course_id, courseId);
}

export async function insertModule(db: Db, values: typeof courseModules.$inferInsert) {
  const [row] = await db.insert(courseModules).values(values).returning();
  return row!;
}

export async function updateModule(db: Db, id: string, values: { title: string }) {
  const [row] = await db.update(courseModules).set(values).where(eq(courseModules.id, id)).returning();
  return row;
}

export async function deleteModule(db: Db, id: string) {
  await db.delete(courseModules).where(eq(courseModules.id, id));
}

/** Positions 0…n-1 in the given order (one statement). */
export async function saveModuleOrder(db: Db, courseId: string, ids: string[]) {
  if (!ids.length) return;
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::uuid, ${i}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update course_modules as m set position = v.position
      from (values ${values}) as v(id, position)
     where m.id = v.id and m.course_id = ${courseId}`);
}

// ——— Lessons ———

export function listLessons(db: Db, courseId: string) {
  return db
    .select({
      ...getTableColumns(courseLessons),
      video_key: mediaUploads.object_key,
      video_content_type: mediaUploads.content_type,
    })
    .from(courseLessons)
    .leftJoin(mediaUploads, eq(mediaUploads.id, courseLessons.video_upload_id))
    .where(eq(courseLessons.course_id, courseId))
    .orderBy(asc(courseLessons.position), asc(courseLessons.created_at), asc(courseLessons.id));
}

export type AdminLessonDbRow = Awaited<ReturnType<typeof listLessons>>[number];

export async function findLessonView(db: Db, id: string) {
  const [row] = await db
    .select({
      ...getTableColumns(courseLessons),
      video_key: mediaUploads.object_key,
      video_content_type: mediaUploads.content_type,
    })
    .from(courseLessons)
    .leftJoin(mediaUploads, eq(mediaUploads.id, courseLessons.video_upload_id))
    .where(eq(courseLessons.id, id))
    .limit(1);
  return row;
}

export async function findLesson(db: Db, id: string) {
  const [row] = await db.select().from(courseLessons).where(eq(courseLessons.id, id)).limit(1);
  return row;
}

export async function lessonIdsOf(db: Db, where: { courseId: string } | { moduleId: string }) {
  const rows = await db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(
      "courseId" in where
        ? eq(courseLessons.course_id, where.courseId)
        : eq(courseLessons.module_id, where.moduleId),
    );
  return rows.map((r) => r.id);
}

export async function lessonSlugsLike(db: Db, courseId: string, base: string) {
  const rows = await db
    .select({ slug: courseLessons.slug })
    .from(courseLessons)
    .where(
      and(
        eq(courseLessons.course_id, courseId),
        or(eq(courseLessons.slug, base), like(courseLessons.slug, `${base}-%`)),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export function nextLessonPosition(db: Db, moduleId: string) {
  return nextPosition(db, courseLessons, courseLessons.module_id, moduleId);
}

export async function insertLesson(db: Db, values: typeof courseLessons.$inferInsert) {
  const [row] = await db.insert(courseLessons).values(values).returning({ id: courseLessons.id });
  return row!.id;
}

export async function updateLesson(db: Db, id: string, values: Partial<typeof courseLessons.$inferInsert>) {
  await db
    .update(courseLessons)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(courseLessons.id, id));
}

export async function deleteLesson(db: Db, id: string) {
  await db.delete(courseLessons).where(eq(courseLessons.id, id));
}

export async function countLessons(db: Db, courseId: string) {
  return db.$count(courseLessons, eq(courseLessons.course_id, courseId));
}

/** Each lesson's module and position, in one statement. */
export async function saveLessonOrder(
  db: Db,
  courseId: string,
  placements: { id: string; module_id: string; position: number }[],
) {
  if (!placements.length) return;
  const values = sql.join(
    placements.map((p) => sql`(${p.id}::uuid, ${p.module_id}::uuid, ${p.position}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update course_lessons as l set module_id = v.module_id, position = v.position, updated_at = now()
      from (values ${values}) as v(id, module_id, position)
     where l.id = v.id and l.course_id = ${courseId}`);
}

// ——— Attachments ———

export function listAttachments(db: Db, lessonIds: string[]) {
  if (!lessonIds.length) return Promise.resolve([]);
  return db
    .select({
      id: lessonAttachments.id,
      lesson_id: lessonAttachments.lesson_id,
      upload_id: lessonAttachments.upload_id,
      name: lessonAttachments.name,
      object_key: mediaUploads.object_key,
      size: mediaUploads.size,
      content_type: mediaUploads.content_type,
    })
    .from(lessonAttachments)
    .innerJoin(mediaUploads, eq(mediaUploads.id, lessonAttachments.upload_id))
    .where(inArray(lessonAttachments.lesson_id, lessonIds))
    .orderBy(asc(lessonAttachments.position), asc(lessonAttachments.created_at), asc(lessonAttachments.id));
}

export type AttachmentDbRow = Awaited<ReturnType<typeof listAttachments>>[number];

export async function findAttachment(db: Db, id: string) {
  const [row] = await db
    .select({ attachment: lessonAttachments, lesson: courseLessons })
    .from(lessonAttachments)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonAttachments.lesson_id))
    .where(eq(lessonAttachments.id, id))
    .limit(1);
  return row;
}

export function nextAttachmentPosition(db: Db, lessonId: string) {
  return nextPosition(db, lessonAttachments, lessonAttachments.lesson_id, lessonId);
}

export async function insertAttachment(db: Db, values: typeof lessonAttachments.$inferInsert) {
  const [row] = await db.insert(lessonAttachments).values(values).returning();
  return row!;
}

export async function deleteAttachment(db: Db, id: string) {
  await db.delete(lessonAttachments).where(eq(lessonAttachments.id, id));
}

/** Whether the lesson still uses this upload (as its video or another attachment). */
export async function lessonStillUses(db: Db, lessonId: string, uploadId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseLessons)
    .where(
      or(
        and(eq(courseLessons.id, lessonId), eq(courseLessons.video_upload_id, uploadId)),
        sql`exists (select 1 from lesson_attachments a where a.lesson_id = ${lessonId} and a.upload_id = ${uploadId})`,
      ),
    );
  return Number(row?.n ?? 0) > 0;
}

// ——— Members of a course ———

export type CourseMemberDbRow = {
  id: string;
  full_name: string;
  username: string;
  avatar_url: string | null;
  direct: boolean;
  expires_at: Date | string | null;
  completed: number;
  last_activity_at: Date | string | null;
  certificate_code: string | null;
};

/**
 * Members with a live course or category grant, by name then id (keyset), with their completed
 * lessons, last progress save and valid certificate.
 */
export async function listCourseMembers(
  db: Db,
  course: { id: string; category: string },
  now: Date,
  limit: number,
  after?: { name: string; id: string },
) {
  return rowsOf<CourseMemberDbRow>(
    db,
    sql`
      with g as (
        select uc.user_id, true as direct, uc.expires_at from user_courses uc
         where uc.course_id = ${course.id} and uc.access_granted
           and (uc.expires_at is null or uc.expires_at > ${now.toISOString()}::timestamptz)
        union all
        select ucc.user_id, false as direct, ucc.expires_at from user_course_categories ucc
         where ucc.category = ${course.category} and ucc.access_granted
           and (ucc.expires_at is null or ucc.expires_at > ${now.toISOString()}::timestamptz)
      ), m as (
        select user_id, bool_or(direct) as direct,
               case when bool_or(expires_at is null) then null else max(expires_at) end as expires_at
          from g group by user_id
      )
      select p.id, p.full_name, p.username, p.avatar_url, m.direct, m.expires_at,
             coalesce(pr.completed, 0)::int as completed, pr.last_activity_at, ce.code as certificate_code
        from m
        join profiles p on p.id = m.user_id
        left join lateral (
          select count(*) filter (where lp.completed)::int as completed, max(lp.updated_at) as last_activity_at
            from lesson_progress lp where lp.user_id = p.id and lp.course_id = ${course.id}
        ) pr on true
        left join certificates ce
          on ce.user_id = p.id and ce.course_id = ${course.id} and ce.revoked_at is null
       ${after ? sql`where (p.full_name, p.id) > (${after.name}, ${after.id})` : sql``}
       order by p.full_name, p.id
       limit ${limit}`,
  );
}
