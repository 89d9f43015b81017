import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import {
  courseLessons,
  courseModules,
  courses,
  lessonComments,
  lessonProgress,
  profiles,
  userCourseCategories,
  userCourses,
} from "../../db/schema";
import { type Db, queryByName } from "../../platform/db";
import { authorColumns } from "../profiles/profiles.service";
import { epochMs, toDate } from "./statements";

export type CourseRow = typeof courses.$inferSelect;
export type ProgressDbRow = typeof lessonProgress.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;

/** The category a course is granted through: a missing one is 'Geral' (spec §3). */
export const courseCategory = sql<string>`coalesce(${courses.category}, 'Geral')`;

export async function findCourseById(db: Db, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
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

/**
 * Distinct members holding a live course grant, or a live grant for the course's category (the
 * access rule's grants, counted: `courses.service.membersWithAccess`), per course; only the
 * courses in `courseIds` when given.
 */
export async function membersWithAccessCounts(db: Db, now: Date, courseIds?: string[]) {
  if (courseIds?.length === 0) return new Map<string, number>();
  const at = now.toISOString();
  const ids = courseIds
    ? sql`array[${sql.join(
        courseIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`
    : null;
  const result = (await db.execute(sql`
      select g.course_id, count(distinct g.user_id)::int as n from (
        select uc.course_id, uc.user_id from user_courses uc
         where uc.access_granted and (uc.expires_at is null or uc.expires_at > ${at}::timestamptz)
           ${ids ? sql`and uc.course_id = any(${ids})` : sql``}
        union all
        select c.id as course_id, ucc.user_id from user_course_categories ucc
          join courses c on coalesce(c.category, 'Geral') = ucc.category
         where ucc.access_granted and (ucc.expires_at is null or ucc.expires_at > ${at}::timestamptz)
           ${ids ? sql`and c.id = any(${ids})` : sql``}
      ) g
      group by g.course_id`)) as unknown as { rows: { course_id: string; n: number }[] };
  return new Map(result.rows.map((r) => [r.course_id, Number(r.n)]));
}

/**
 * The showcase as a visitor sees it (the public page): published courses in showcase order, with
 * only what presents them. Nothing about their modules, lessons or who has them.
 */
export function listPublicCourses(db: Db) {
  return db
    .select({
      title: courses.title,
      category: courseCategory,
      description: courses.description,
      cover_url: courses.cover_url,
      offer_url: courses.offer_url,
      order: courses.order,
    })
    .from(courses)
    .where(eq(courses.is_published, true));
}

/** Whether `url` is the cover of a published course (a visitor may read it on the public page). */
export async function isPublishedCover(db: Db, courseId: string, url: string) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.is_published, true), eq(courses.cover_url, url)))
    .limit(1);
  return row !== undefined;
}

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

export type LessonStats = {
  lesson_count: number;
  duration_seconds: number;
  /** Days after the first grant until the earliest lesson opens (a preview counts as 0). */
  first_open_days: number;
};

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

// ——— Lesson comments ———

const commentColumns = {
  id: lessonComments.id,
  lesson_id: lessonComments.lesson_id,
  parent_id: lessonComments.parent_id,
  content: lessonComments.content,
  created_at: lessonComments.created_at,
  moderation: lessonComments.moderation,
  author: authorColumns,
};

function selectComments(db: Db) {
  return db
    .select(commentColumns)
    .from(lessonComments)
    .innerJoin(profiles, eq(profiles.id, lessonComments.user_id));
}

/** Hidden and held comments: their author's only (`viewerId`); unset for the staff. */
function seenBy(viewerId: string | undefined) {
  return viewerId
    ? sql`(${lessonComments.moderation} = 'visible' or ${lessonComments.user_id} = ${viewerId})`
    : undefined;
}

/** A page of top-level comments, oldest first, after the cursor's (created_at, id). */
export function listTopLevelComments(
  db: Db,
  lessonId: string,
  limit: number,
  after?: { createdAt: Date; id: string },
  viewerId?: string,
) {
  const conditions: SQL[] = [eq(lessonComments.lesson_id, lessonId), isNull(lessonComments.parent_id)];
  const seen = seenBy(viewerId);
  if (seen) conditions.push(seen);
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
export function listReplies(db: Db, parentIds: string[], viewerId?: string) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return selectComments(db)
    .where(and(inArray(lessonComments.parent_id, parentIds), seenBy(viewerId)))
    .orderBy(asc(lessonComments.created_at), asc(lessonComments.id));
}

/** The comments members see: visible ones whose parent, if any, is visible too. */
export async function countComments(db: Db, lessonId: string) {
  const result = (await db.execute(sql`
    select count(*)::int as n from lesson_comments c
    where c.lesson_id = ${lessonId} and c.moderation = 'visible'
      and (c.parent_id is null or exists (
        select 1 from lesson_comments p where p.id = c.parent_id and p.moderation = 'visible'))`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
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
      content: lessonComments.content,
      moderation: lessonComments.moderation,
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

export async function setCommentModeration(db: Db, id: string, state: string) {
  await db.update(lessonComments).set({ moderation: state }).where(eq(lessonComments.id, id));
}

/** Comments by id as the moderators' queue shows them, with their lesson and course. */
export function commentsForModeration(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: lessonComments.id,
      lesson_id: lessonComments.lesson_id,
      user_id: lessonComments.user_id,
      content: lessonComments.content,
      created_at: lessonComments.created_at,
      moderation: lessonComments.moderation,
      lesson_title: courseLessons.title,
      lesson_slug: courseLessons.slug,
      course_slug: courses.slug,
    })
    .from(lessonComments)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonComments.lesson_id))
    .innerJoin(courses, eq(courses.id, courseLessons.course_id))
    .where(inArray(lessonComments.id, ids));
}

// ——— The hot pages, each in one statement (see statements.ts) ———

/** A grant as JSON (timestamps as ISO strings). */
export type GrantJson = { granted_at: string; expires_at: string | null };

/**
 * The member's live-or-expired grants that cover course `c`: the course grant and the grant of
 * its category ('Geral' when it has none), each null when missing or withdrawn.
 */
const grantColumns = (user: string, c: string) => `
  (select json_build_object('granted_at', g.purchased_at, 'expires_at', g.expires_at)
     from user_courses g
     where g.user_id = ${user} and g.course_id = ${c}.id and g.access_granted) as course_grant,
  (select json_build_object('granted_at', g.granted_at, 'expires_at', g.expires_at)
     from user_course_categories g
     where g.user_id = ${user} and g.category = coalesce(${c}.category, 'Geral') and g.access_granted) as category_grant`;

export type GrantColumns = { course_grant: GrantJson | null; category_grant: GrantJson | null };

/** The grants of a row read with `grantColumns`, as the access rule takes them. */
export function grantsOfRow(row: GrantColumns) {
  const out: { granted_at: Date; expires_at: Date | null }[] = [];
  for (const g of [row.course_grant, row.category_grant])
    if (g) out.push({ granted_at: new Date(g.granted_at), expires_at: toDate(g.expires_at) });
  return out;
}

type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** A course row read as JSON (`to_json(c)`), with its dates. */
export function courseFromJson(c: Json<CourseRow>): CourseRow {
  return {
    ...c,
    published_at: toDate(c.published_at),
    created_at: new Date(c.created_at),
    updated_at: new Date(c.updated_at),
  };
}

/** A lesson row read as JSON (`to_json(l)`), with its dates. */
export function lessonFromJson(l: Json<LessonRow>): LessonRow {
  return { ...l, created_at: new Date(l.created_at), updated_at: new Date(l.updated_at) };
}

export type LessonContextRow = GrantColumns & {
  lesson: Json<LessonRow>;
  course: Json<CourseRow>;
  /** The member's progress row on the lesson and its version (xmin), when asked for. */
  progress?: { row: Json<typeof lessonProgress.$inferSelect>; version: string } | null;
};

const LESSON_CONTEXT = `
  select to_json(l) as lesson, to_json(c) as course, ${grantColumns("$2", "c")}
  from course_lessons l join courses c on c.id = l.course_id
  where l.id = $1::uuid`;

const LESSON_CONTEXT_WITH_PROGRESS = `
  select to_json(l) as lesson, to_json(c) as course, ${grantColumns("$2", "c")},
    (select json_build_object('row', to_json(p), 'version', p.xmin::text)
       from lesson_progress p where p.user_id = $2 and p.lesson_id = l.id) as progress
  from course_lessons l join courses c on c.id = l.course_id
  where l.id = $1::uuid`;

/** A lesson, its course and the member's grants for it (and, if asked, their progress row). */
export async function lessonContextRow(
  db: Db,
  lessonId: string,
  userId: string,
  withProgress = false,
): Promise<LessonContextRow | undefined> {
  const [row] = withProgress
    ? await queryByName<LessonContextRow>(
        db,
        "course_lesson_context_progress",
        LESSON_CONTEXT_WITH_PROGRESS,
        [lessonId, userId],
      )
    : await queryByName<LessonContextRow>(db, "course_lesson_context", LESSON_CONTEXT, [lessonId, userId]);
  return row;
}

/** A lesson of the course page's outline, with the member's progress on it (nulls when none). */
export type OutlineRow = {
  module_id: string;
  module_title: string;
  id: string | null;
  slug: string;
  title: string;
  kind: string;
  duration_seconds: number;
  is_preview: boolean;
  release_after_days: number | null;
  position_seconds: number | null;
  completed: boolean | null;
  updated_at: string | null;
};

export type CoursePageRow = GrantColumns & {
  id: string;
  slug: string;
  title: string;
  category: string | null;
  description: string | null;
  cover_url: string | null;
  is_published: boolean;
  certificate_code: string | null;
  /** The 'curso' spaces linked to the course, in sidebar order, with the member's membership. */
  spaces: { slug: string; name: string; is_private: boolean; is_member: boolean }[] | null;
  /** Modules in order, each followed by its lessons in order; an empty module is one row without a lesson. */
  outline: OutlineRow[];
};

const COURSE_PAGE = `
  select c.id, c.slug, c.title, c.category, c.description, c.cover_url, c.is_published,
    ${grantColumns("$2", "c")},
    (select cert.code from certificates cert
       where cert.user_id = $2 and cert.course_id = c.id and cert.revoked_at is null limit 1) as certificate_code,
    (select json_agg(json_build_object('slug', s.slug, 'name', s.name, 'is_private', s.is_private,
              'is_member', exists (select 1 from space_members sm where sm.space_id = s.id and sm.user_id = $2))
            order by s."order", s.name)
       from spaces s where s.course_id = c.id and s.space_type = 'curso') as spaces,
    coalesce((select v.version from course_outline_versions v where v.course_id = c.id), 0)::text as outline_version,
    (select json_agg(json_build_array(p.lesson_id, p.position_seconds, p.completed, p.updated_at))
       from lesson_progress p where p.user_id = $2 and p.course_id = c.id) as progress
  from courses c
  where c.slug = $1`;

const COURSE_OUTLINE = `
  select coalesce((select v.version from course_outline_versions v where v.course_id = $1), 0)::text as version,
    (select json_agg(json_build_array(m.id, m.title, l.id, l.slug, l.title, l.kind, l.duration_seconds,
              l.is_preview, l.release_after_days)
            order by m.position, m.created_at, m.id, l.position, l.created_at, l.id)
       from course_modules m
       left join course_lessons l on l.module_id = m.id and l.course_id = $1
       where m.course_id = $1) as outline`;

/** A module and one of its lessons (or none, for an empty module), as the outline statement sends them. */
type OutlineTuple = [string, string, string | null, string, string, string, number, boolean, number | null];
/** The member's progress on one lesson of the course: lesson id, position, completed, last update. */
type ProgressTuple = [string, number, boolean, string];

type CachedOutline = { version: string; rows: OutlineTuple[] };
/** Outlines kept at most per database handle (the least recently read goes first). */
const MAX_OUTLINES = 500;
const outlinesByDb = new WeakMap<Db, Map<string, CachedOutline>>();

/**
 * The course's modules and lessons in order, the same for every member: kept in memory per course
 * with the counter the triggers raise on every change to them (course_outline_versions), and read
 * again when the course page saw another counter. Every instance checks the counter on every page.
 */
async function courseOutline(db: Db, courseId: string, version: string): Promise<OutlineTuple[]> {
  let outlines = outlinesByDb.get(db);
  if (!outlines) outlinesByDb.set(db, (outlines = new Map()));
  const cached = outlines.get(courseId);
  if (cached?.version === version) {
    // Most recently read last, so the first key is the one to drop.
    outlines.delete(courseId);
    outlines.set(courseId, cached);
    return cached.rows;
  }
  const [row] = await queryByName<{ version: string; outline: OutlineTuple[] | null }>(
    db,
    "course_outline",
    COURSE_OUTLINE,
    [courseId],
  );
  const fresh = { version: row?.version ?? version, rows: row?.outline ?? [] };
  outlines.delete(courseId);
  outlines.set(courseId, fresh);
  if (outlines.size > MAX_OUTLINES) outlines.delete(outlines.keys().next().value!);
  return fresh.rows;
}

/**
 * The course page: one statement for the course, the member's grants, certificate, linked spaces
 * and progress; the outline from memory while the course's modules and lessons are unchanged.
 */
export async function coursePageRow(
  db: Db,
  slug: string,
  userId: string,
): Promise<CoursePageRow | undefined> {
  const [row] = await queryByName<
    Omit<CoursePageRow, "outline"> & { outline_version: string; progress: ProgressTuple[] | null }
  >(db, "course_page", COURSE_PAGE, [slug, userId]);
  if (!row) return undefined;
  const { outline_version, progress, ...page } = row;
  const outline = await courseOutline(db, row.id, outline_version);
  const byLesson = new Map((progress ?? []).map((p) => [p[0], p]));
  return {
    ...page,
    outline: outline.map((t) => {
      const p = t[2] === null ? undefined : byLesson.get(t[2]);
      return {
        module_id: t[0],
        module_title: t[1],
        id: t[2],
        slug: t[3],
        title: t[4],
        kind: t[5],
        duration_seconds: t[6],
        is_preview: t[7],
        release_after_days: t[8],
        position_seconds: p ? p[1] : null,
        completed: p ? p[2] : null,
        updated_at: p ? p[3] : null,
      };
    }),
  };
}

export type LessonPageRow = GrantColumns & {
  lesson: Json<LessonRow>;
  course: Json<CourseRow>;
  module_title: string;
  progress: {
    position_seconds: number;
    seconds_watched: number;
    completed: boolean;
    completed_at: string | null;
  } | null;
  attachments:
    { id: string; name: string; object_key: string; size: number | string; content_type: string }[] | null;
  video_file: { object_key: string; content_type: string } | null;
  /** Every lesson of the course in reading order, with what its lock depends on. */
  outline: {
    id: string;
    slug: string;
    title: string;
    is_preview: boolean;
    release_after_days: number | null;
  }[];
  completed: number;
};

const LESSON_PAGE = `
  select to_json(l) as lesson, to_json(c) as course, m.title as module_title, ${grantColumns("$3", "c")},
    (select json_build_object('position_seconds', p.position_seconds, 'seconds_watched', p.seconds_watched,
              'completed', p.completed, 'completed_at', p.completed_at)
       from lesson_progress p where p.user_id = $3 and p.lesson_id = l.id) as progress,
    (select json_agg(json_build_object('id', a.id, 'name', a.name, 'object_key', u.object_key, 'size', u.size,
              'content_type', u.content_type) order by a.position, a.created_at, a.id)
       from lesson_attachments a join media_uploads u on u.id = a.upload_id
       where a.lesson_id = l.id) as attachments,
    (select json_build_object('object_key', u.object_key, 'content_type', u.content_type)
       from media_uploads u where u.id = l.video_upload_id) as video_file,
    (select json_agg(json_build_array(o.id, o.slug, o.title, o.is_preview, o.release_after_days)
            order by om.position, om.created_at, om.id, o.position, o.created_at, o.id)
       from course_lessons o join course_modules om on om.id = o.module_id
       where o.course_id = c.id) as outline,
    (select count(*)::int from lesson_progress p
       where p.user_id = $3 and p.course_id = c.id and p.completed) as completed
  from courses c
  join course_lessons l on l.course_id = c.id
  join course_modules m on m.id = l.module_id
  where c.slug = $1 and l.slug = $2`;

/**
 * The lesson page in one statement: the lesson, its course and module, the member's grants and
 * progress, the attachments and uploaded video, and the course's lessons for the neighbours.
 * The service decides access from the grants before answering anything of it.
 */
export async function lessonPageRow(
  db: Db,
  courseSlug: string,
  lessonSlug: string,
  userId: string,
): Promise<LessonPageRow | undefined> {
  const [row] = await queryByName<
    Omit<LessonPageRow, "outline"> & { outline: [string, string, string, boolean, number | null][] | null }
  >(db, "course_lesson_page", LESSON_PAGE, [courseSlug, lessonSlug, userId]);
  return (
    row && {
      ...row,
      outline: (row.outline ?? []).map(([id, slug, title, is_preview, release_after_days]) => ({
        id,
        slug,
        title,
        is_preview,
        release_after_days,
      })),
    }
  );
}

/** A course card with its lesson figures and the member's grants and progress on it. */
export type CardContextRow = GrantColumns & {
  id: string;
  slug: string;
  title: string;
  category: string;
  description: string | null;
  cover_url: string | null;
  published_at_ms: number | null;
  order: number;
  offer_url: string | null;
  is_published: boolean;
  lesson_count: number;
  duration_seconds: number;
  /** Null when the course has no lesson. */
  first_open_days: number | null;
  completed: number;
  /** Null when the member never saved progress on the course. */
  last_activity_ms: number | null;
};

/**
 * Lesson figures come from one grouped scan of the lessons (of one course when `lessonWhere` says
 * so), the member's progress from one grouped range of their rows: hash-joined to the courses,
 * which is cheaper than a probe per course on the catalog's two hundred.
 */
const cardsText = (where: string, lessonWhere: string) => `
  select c.id, c.slug, c.title, coalesce(c.category, 'Geral') as category, c.description, c.cover_url,
    ${epochMs("c.published_at")} as published_at_ms, c."order", c.offer_url, c.is_published,
    coalesce(s.lesson_count, 0) as lesson_count, coalesce(s.duration_seconds, 0) as duration_seconds,
    s.first_open_days, coalesce(p.completed, 0) as completed, ${epochMs("p.last_activity")} as last_activity_ms,
    ${grantColumns("$1", "c")}
  from courses c
  left join (
    select l.course_id, count(*)::int as lesson_count, coalesce(sum(l.duration_seconds), 0)::int as duration_seconds,
      min(case when l.is_preview then 0 else coalesce(l.release_after_days, 0) end)::int as first_open_days
    from course_lessons l ${lessonWhere} group by l.course_id) s on s.course_id = c.id
  left join (
    select lp.course_id, count(*) filter (where lp.completed)::int as completed, max(lp.updated_at) as last_activity
    from lesson_progress lp where lp.user_id = $1 group by lp.course_id) p on p.course_id = c.id
  where ${where}
  order by coalesce(c.category, 'Geral'), c."order", c.title, c.id`;

/**
 * Courses for the member lists (published only; with `id`, that one course, published or not)
 * with everything a card needs, in one statement whatever the number of courses.
 */
export async function listCardsFor(
  db: Db,
  userId: string,
  f: CourseListFilter & { id?: string | undefined } = {},
): Promise<CardContextRow[]> {
  const values: unknown[] = [userId];
  const where: string[] = [];
  const parts: string[] = [];
  if (f.id) {
    values.push(f.id);
    where.push(`c.id = $${values.length}::uuid`);
    parts.push("one");
  } else where.push("c.is_published");
  if (f.search) {
    values.push(likePattern(f.search));
    where.push(`translate(lower(c.title), '${FOLD_FROM}', '${FOLD_TO}') like $${values.length}`);
    parts.push("search");
  }
  if (f.publishedSince) {
    values.push(f.publishedSince.toISOString());
    where.push(`c.published_at >= $${values.length}::timestamptz`);
    parts.push("since");
  }
  if (f.ids) {
    values.push(`{${f.ids.join(",")}}`);
    where.push(`c.id = any($${values.length}::uuid[])`);
    parts.push("ids");
  }
  return queryByName<CardContextRow>(
    db,
    ["course_cards", ...parts].join("_"),
    cardsText(where.join(" and "), f.id ? "where l.course_id = $2::uuid" : ""),
    values,
  );
}

/** The member's progress row on a lesson, written only if it is still the version read, in the same completion state. */
export type FastSave = {
  position_seconds: number;
  seconds_watched: number;
  updated_at: Date;
};

/** The saved row with the course's counts; on a completed lesson, whether the certificate exists too. */
const countsText = (saved: string, completed: boolean) => `
  select s.position_seconds, s.seconds_watched, s.completed_at,
    (select count(*)::int from course_lessons l where l.course_id = $3::uuid) as total,
    (select count(*)::int from course_lessons l
       join lesson_progress p on p.lesson_id = l.id and p.user_id = $1
       where l.course_id = $3::uuid and p.completed) as completed,
    ${completed ? "exists (select 1 from certificates cert where cert.user_id = $1 and cert.course_id = $3::uuid)" : "false"} as certified
  from ${saved} s`;

/** A row not completed stays so; a completed one keeps its completion date. */
const updateIfUnchanged = (completed: boolean) => `
  with saved as (
    update lesson_progress
    set position_seconds = $4, seconds_watched = $5, updated_at = $6::timestamptz, course_id = $3::uuid
        ${completed ? "" : ", completed_at = null"}
    where user_id = $1 and lesson_id = $2::uuid and xmin = $7::text::xid and ${completed ? "" : "not "}completed
    returning position_seconds, seconds_watched, completed_at)
  ${countsText("saved", completed)}`;

const INSERT_IF_ABSENT = `
  with saved as (
    insert into lesson_progress (user_id, lesson_id, course_id, position_seconds, seconds_watched, completed,
                                 completed_at, updated_at)
    values ($1, $2::uuid, $3::uuid, $4, $5, false, null, $6::timestamptz)
    on conflict (user_id, lesson_id) do nothing
    returning position_seconds, seconds_watched, completed_at)
  ${countsText("saved", false)}`;

/**
 * A save that changes no completion, in one statement: the row is written only if it is still the
 * version read before (xmin) and in the completion state read, or created (not completed) only if
 * there was none; the answer's course counts come along, and whether the member holds the course's
 * certificate. Undefined when another write came first: the caller then takes the locked path.
 */
export async function saveProgressIfUnchanged(
  db: Db,
  key: { userId: string; lessonId: string; courseId: string },
  values: FastSave,
  read: { version: string; completed: boolean } | null,
) {
  const common = [
    key.userId,
    key.lessonId,
    key.courseId,
    values.position_seconds,
    values.seconds_watched,
    values.updated_at.toISOString(),
  ];
  const [row] =
    read === null
      ? await queryByName<SavedRow>(db, "course_progress_insert", INSERT_IF_ABSENT, common)
      : read.completed
        ? await queryByName<SavedRow>(db, "course_progress_update_done", updateIfUnchanged(true), [
            ...common,
            read.version,
          ])
        : await queryByName<SavedRow>(db, "course_progress_update", updateIfUnchanged(false), [
            ...common,
            read.version,
          ]);
  return row;
}
type SavedRow = {
  position_seconds: number;
  seconds_watched: number;
  completed_at: Date | string | null;
  total: number;
  completed: number;
  /** Asked only on a completed lesson (false otherwise). */
  certified: boolean;
};
