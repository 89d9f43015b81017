import {
  courseMessages as m,
  courseProgressPercent,
  DAY_MS,
  decideCourseAccess,
  decideLessonAccess,
  DEFAULT_COURSE_CATEGORY,
  feedMessages,
  formatCertificateCode,
  lessonCompletionMode,
  lessonOpensAt,
  NEW_COURSE_DAYS,
  parseVideoLink,
  secondsToComplete,
  type CourseAccess,
  type CourseGrant,
  type CourseSummary,
  type LessonAccess,
} from "@guilda/shared";
import { foldSearch } from "@guilda/shared/rules/directory-filters";
import { z } from "zod";
import type {
  CourseCard,
  CourseCatalog,
  CourseLock,
  CoursePage,
  CourseProgress,
  CourseShowcase,
  LessonCommentInput,
  LessonCommentView,
  LessonCommentsPage,
  LessonKind,
  LessonNeighbour,
  LessonPage,
  LessonState,
  ModuleOutline,
  MyCourse,
  MyCourses,
  NewCourses,
  ResumePoint,
} from "@guilda/shared/schemas/courses";
import type { PublicCourse } from "@guilda/shared/schemas/public-page";
import type { Db } from "../../platform/db";
import { moderationOf } from "../../platform/moderation";
import { encodeTimeCursor, timeCursor } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import { renderMarkdown } from "../../platform/markdown";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { publish } from "../../platform/events";
import { PendingEvents } from "../../platform/realtime/pending";
import { recordAudit } from "../audit/audit.service";
import { mentionMaps } from "../profiles/profiles.service";
import { mediaUrl } from "../uploads/uploads.service";
import * as q from "./courses.queries";
import type { CourseRow, LessonRow } from "./courses.queries";
import { toDate } from "./statements";

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
 * For search and agent retrieval, the same rule in a form a query can apply to many lessons:
 * every published course whose lessons the viewer may open, with the whole days passed since
 * their drip start (a lesson is open when its release_after_days ≤ that); null for admins, who
 * open every lesson. Preview lessons are open to everyone and need no entry.
 */
export async function openCourseDays(
  db: Db,
  viewer: CourseViewer,
  now = new Date(),
): Promise<Record<string, number> | null> {
  if (viewer.profile.is_admin) return null;
  // The courses and the grants in one round trip (accessFromRow's rule, applied course by course).
  const [list, grants] = await Promise.all([q.listSidebarCourses(db), q.grantsOf(db, viewer.userId)]);
  const days: Record<string, number> = {};
  for (const course of list) {
    const a = decideCourseAccess({ isAdmin: false, grants: grantsFor(grants, course), now });
    if (!a.open) continue;
    // A grant stamped by the database a moment after this clock reads is still day 0.
    days[course.id] = a.drip_start
      ? Math.max(0, Math.floor((now.getTime() - a.drip_start.getTime()) / DAY_MS))
      : 0;
  }
  return days;
}

/**
 * How many members hold access to each course, by the grants `accessFromRow` decides with: a live
 * grant of the course or of its category, each member once (admins open everything without one
 * and are not counted). The one count of course access: the admin's course list and editor and
 * the dashboard's 'Progresso nos cursos' all read it. Only `courseIds` when given.
 */
export function membersWithAccess(db: Db, now: Date, courseIds?: string[]): Promise<Map<string, number>> {
  return q.membersWithAccessCounts(db, now, courseIds);
}

/** Unpublished courses exist only for admins: to anyone else they are "not found". */
export function isCourseVisible(viewer: CourseViewer, course: Pick<CourseRow, "is_published">) {
  return course.is_published || viewer.profile.is_admin;
}

/**
 * THE course access rule: admins open everything; anyone else needs a live course or category
 * grant (read along with the course, see `grantColumns`). Every course, lesson, progress,
 * comment, attachment, media and certificate path decides through this (or `lessonContext`,
 * built on it).
 */
function accessFromRow(viewer: CourseViewer, row: q.GrantColumns, now: Date): CourseAccess {
  const isAdmin = viewer.profile.is_admin;
  return decideCourseAccess({ isAdmin, grants: isAdmin ? [] : q.grantsOfRow(row), now });
}

export type LessonContext = {
  lesson: LessonRow;
  course: CourseRow;
  course_access: CourseAccess;
  access: LessonAccess;
};

/** The member's progress row on the lesson as read with its context, and its version (xmin). */
export type ReadProgress = { row: q.ProgressDbRow; version: string } | null;

/**
 * A lesson of a visible course with the viewer's access to it, or 404: one statement (the
 * lesson, its course and the viewer's grants; with `withProgress`, their progress row too).
 */
export async function lessonContext(
  db: Db,
  viewer: CourseViewer,
  lessonId: string,
  now = new Date(),
  withProgress = false,
): Promise<LessonContext & { progress: ReadProgress }> {
  const row = await q.lessonContextRow(db, lessonId, viewer.userId, withProgress);
  const course = row && q.courseFromJson(row.course);
  if (!row || !course || !isCourseVisible(viewer, course))
    throw new AppError(404, "NOT_FOUND", m.lessonNotFound);
  const lesson = q.lessonFromJson(row.lesson);
  const course_access = accessFromRow(viewer, row, now);
  const stored = row.progress?.row;
  return {
    lesson,
    course,
    course_access,
    access: decideLessonAccess(course_access, lesson, now),
    progress: stored
      ? {
          row: {
            ...stored,
            completed_at: stored.completed_at ? new Date(stored.completed_at) : null,
            updated_at: new Date(stored.updated_at),
          },
          version: row.progress!.version,
        }
      : null,
  };
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
export async function openLesson(
  db: Db,
  viewer: CourseViewer,
  lessonId: string,
  now = new Date(),
  withProgress = false,
) {
  const ctx = await lessonContext(db, viewer, lessonId, now, withProgress);
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

// ——— Member views ———

/** Top-level lesson comments per page. */
export const LESSON_COMMENTS_PAGE = 20;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** What a course card says about the viewer's access: open, locked and why, or opening later (drip). */
function lockOf(access: CourseAccess, stats: q.LessonStats | undefined, now: Date): CourseLock {
  if (!access.open)
    return access.reason === "expired"
      ? { state: "expired", expired_at: iso(access.expired_at) }
      : { state: "no_access" };
  const opensAt = stats ? lessonOpensAt(access.drip_start, stats.first_open_days) : null;
  if (opensAt && opensAt.getTime() > now.getTime())
    return { state: "scheduled", opens_at: opensAt.toISOString() };
  return { state: "open", expires_at: iso(access.expires_at) };
}

function progressOf(completed: number, total: number): CourseProgress {
  const done = Math.min(completed, total);
  return { completed: done, total, percent: courseProgressPercent(done, total) };
}

/** A card with the viewer's access to its course and their last activity in it. */
type CardWithContext = { card: CourseCard; access: CourseAccess; last_activity_at: Date | null };

function toCard(viewer: CourseViewer, row: q.CardContextRow, now: Date): CardWithContext {
  const access = accessFromRow(viewer, row, now);
  const total = row.lesson_count;
  const stats =
    row.first_open_days === null
      ? undefined
      : { lesson_count: total, duration_seconds: row.duration_seconds, first_open_days: row.first_open_days };
  return {
    card: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      category: row.category,
      description: row.description,
      cover_url: row.cover_url,
      lesson_count: total,
      duration_seconds: row.duration_seconds,
      published_at: iso(toDate(row.published_at_ms)),
      lock: lockOf(access, stats, now),
      progress: progressOf(row.completed, total),
    },
    access,
    last_activity_at: toDate(row.last_activity_ms),
  };
}

/** GET /courses: the sidebar's published courses by title. */
export function sidebarCourses(db: Db): Promise<CourseSummary[]> {
  return q.listSidebarCourses(db);
}

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });
/** Alphabetical in pt-BR; names equal to the collator but spelled apart stay apart (one group each). */
const byName = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** Published courses grouped by category (categories in alphabetical order), then by order and title. */
export async function catalog(
  db: Db,
  viewer: CourseViewer,
  query: { q?: string | undefined },
  now = new Date(),
): Promise<CourseCatalog> {
  const search = query.q ? foldSearch(query.q) : "";
  const rows = await q.listCardsFor(db, viewer.userId, { search: search || undefined });
  rows.sort(
    (a, b) => byName(a.category, b.category) || a.order - b.order || collator.compare(a.title, b.title),
  );
  const categories: CourseCatalog["categories"] = [];
  for (const { card } of rows.map((r) => toCard(viewer, r, now))) {
    const last = categories.at(-1);
    if (last && last.category === card.category) last.courses.push(card);
    else categories.push({ category: card.category, courses: [card] });
  }
  return { categories };
}

/** Every published course with what is inside and where its call to action leads. */
export async function showcase(db: Db, viewer: CourseViewer, now = new Date()): Promise<CourseShowcase> {
  const rows = await q.listCardsFor(db, viewer.userId);
  rows.sort((a, b) => a.order - b.order || collator.compare(a.title, b.title));
  const modules = await q.moduleTitles(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => {
      const { card, access } = toCard(viewer, row, now);
      const titles = modules.get(card.id) ?? [];
      return {
        ...card,
        module_titles: titles,
        module_count: titles.length,
        owned: access.open,
        offer_url: row.offer_url,
      };
    }),
  };
}

/**
 * The showcase for the public page (no viewer): the published courses in the showcase's order
 * (order, then title), each with its title, category, description, cover and offer link — what
 * presents a course, never what is inside it. An offer link that is not http(s) is left out.
 */
export async function publicShowcase(db: Db): Promise<PublicCourse[]> {
  const rows = await q.listPublicCourses(db);
  rows.sort((a, b) => a.order - b.order || collator.compare(a.title, b.title));
  return rows.map((row) => ({
    title: row.title,
    category: row.category,
    description: row.description,
    cover_url: row.cover_url,
    offer_url: row.offer_url && /^https?:\/\/\S+$/i.test(row.offer_url) ? row.offer_url : null,
  }));
}

/** For the media route and a visitor: is this file the cover of a published course? */
export function isPublishedCourseCover(db: Db, courseId: string, url: string): Promise<boolean> {
  return q.isPublishedCover(db, courseId, url);
}

/**
 * The courses the viewer can open: those in progress first (most recent activity first), then
 * those not started, then those completed; each with where 'Continuar' leads.
 */
export async function myCourses(db: Db, viewer: CourseViewer, now = new Date()): Promise<MyCourses> {
  const rows = await q.listCardsFor(db, viewer.userId);
  rows.sort((a, b) => a.order - b.order || collator.compare(a.title, b.title));
  const open = rows.map((r) => toCard(viewer, r, now)).filter((c) => c.access.open);
  const resume = await q.resumePoints(
    db,
    viewer.userId,
    open.filter((c) => c.last_activity_at).map((c) => c.card.id),
  );
  const group = (c: MyCourse) =>
    !c.last_activity_at ? 1 : c.progress.total > 0 && c.progress.completed >= c.progress.total ? 2 : 0;
  const mine: MyCourse[] = open.map(({ card, last_activity_at }) => {
    const r = resume.get(card.id);
    return {
      ...card,
      resume: r
        ? { lesson_slug: r.lesson_slug, lesson_title: r.lesson_title, position_seconds: r.position_seconds }
        : null,
      last_activity_at: iso(last_activity_at),
    };
  });
  // Stable: courses not started keep the showcase order (order, then title).
  mine.sort(
    (a, b) => group(a) - group(b) || (b.last_activity_at ?? "").localeCompare(a.last_activity_at ?? ""),
  );
  return { items: mine };
}

/** Courses first published in the last NEW_COURSE_DAYS days, newest first. */
export async function newCourses(db: Db, viewer: CourseViewer, now = new Date()): Promise<NewCourses> {
  const since = new Date(now.getTime() - NEW_COURSE_DAYS * DAY_MS);
  const rows = await q.listCardsFor(db, viewer.userId, { publishedSince: since });
  rows.sort((a, b) => b.published_at_ms! - a.published_at_ms! || collator.compare(a.title, b.title));
  return { items: rows.map((r) => toCard(viewer, r, now).card) };
}

/** The card of one course for the 'curso' space that links it, or null when the viewer may not see it. */
export async function visibleCourseCard(
  db: Db,
  viewer: CourseViewer,
  courseId: string,
  now = new Date(),
): Promise<CourseCard | null> {
  const [row] = await q.listCardsFor(db, viewer.userId, { id: courseId });
  if (!row || !isCourseVisible(viewer, row)) return null;
  return toCard(viewer, row, now).card;
}

/** Whether a course exists (an admin linking a space to it). */
export async function courseExists(db: Db, courseId: string): Promise<boolean> {
  return (await q.findCourseById(db, courseId)) !== undefined;
}

function lessonState(access: LessonAccess, progress: q.OutlineRow): LessonState {
  if (!access.open) return "locked";
  if (progress.updated_at === null) return "not_started";
  if (progress.completed) return "done";
  return "in_progress";
}

/** A 'curso' space linked to the course, as read with the course page, and whether the viewer is in it. */
export type LinkedSpaceCandidate = NonNullable<q.CoursePageRow["spaces"]>[number];

export type CoursePageOptions = {
  /** The 'curso' space that discusses the course, as the viewer may see it, among those linked to it. */
  linkedSpace?: (candidates: LinkedSpaceCandidate[]) => { slug: string; name: string } | null;
};

/**
 * A course with its modules and lessons, each lesson's state for the viewer (done, in progress,
 * not started, locked with why and when it opens), progress, where to resume, the certificate
 * and the course's space. One statement, whatever the number of lessons.
 */
export async function coursePage(
  db: Db,
  viewer: CourseViewer,
  slug: string,
  options: CoursePageOptions = {},
  now = new Date(),
): Promise<CoursePage> {
  const course = await q.coursePageRow(db, slug, viewer.userId);
  if (!course || !isCourseVisible(viewer, course)) throw new AppError(404, "NOT_FOUND", m.courseNotFound);
  const access = accessFromRow(viewer, course, now);
  const modules: ModuleOutline[] = [];
  let lessonCount = 0;
  let completed = 0;
  let duration = 0;
  let firstOpenDays: number | null = null;
  let resume: (ResumePoint & { at: number }) | null = null;
  for (const row of course.outline) {
    let module = modules.at(-1);
    if (!module || module.id !== row.module_id) {
      module = { id: row.module_id, title: row.module_title, lessons: [] };
      modules.push(module);
    }
    if (row.id === null) continue;
    const lessonAccess = decideLessonAccess(access, row, now);
    lessonCount += 1;
    if (row.completed) completed += 1;
    duration += row.duration_seconds;
    const days = row.is_preview ? 0 : (row.release_after_days ?? 0);
    firstOpenDays = firstOpenDays === null ? days : Math.min(firstOpenDays, days);
    if (row.updated_at !== null) {
      const at = new Date(row.updated_at).getTime();
      if (!resume || at > resume.at)
        resume = {
          lesson_slug: row.slug,
          lesson_title: row.title,
          position_seconds: row.position_seconds!,
          at,
        };
    }
    module.lessons.push({
      id: row.id,
      slug: row.slug,
      title: row.title,
      kind: row.kind as LessonKind,
      duration_seconds: row.duration_seconds,
      is_preview: row.is_preview,
      state: lessonState(lessonAccess, row),
      lock: lessonAccess.open ? null : { reason: lessonAccess.reason, opens_at: iso(lessonAccess.opens_at) },
    });
  }
  const stats =
    firstOpenDays === null
      ? undefined
      : { lesson_count: lessonCount, duration_seconds: duration, first_open_days: firstOpenDays };
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    category: course.category ?? DEFAULT_COURSE_CATEGORY,
    description: course.description,
    description_html: renderMarkdown(course.description),
    cover_url: course.cover_url,
    is_published: course.is_published,
    lock: lockOf(access, stats, now),
    progress: progressOf(completed, lessonCount),
    lesson_count: lessonCount,
    duration_seconds: duration,
    modules,
    resume: resume
      ? {
          lesson_slug: resume.lesson_slug,
          lesson_title: resume.lesson_title,
          position_seconds: resume.position_seconds,
        }
      : null,
    certificate: course.certificate_code ? { code: formatCertificateCode(course.certificate_code) } : null,
    space: options.linkedSpace ? options.linkedSpace(course.spaces ?? []) : null,
  };
}

/**
 * How the lesson completes: by watching the course's share of its video, or with the member's
 * button (text, a threshold of 0, a video without a duration or with nothing left to play).
 */
export function completionModeOf({ lesson, course }: { lesson: LessonRow; course: CourseRow }) {
  const hasVideo = !!lesson.video_upload_id || (!!lesson.video_url && parseVideoLink(lesson.video_url).ok);
  return lessonCompletionMode(
    lesson.kind === "text" ? "text" : "video",
    lesson.duration_seconds,
    course.watch_threshold_percent,
    hasVideo,
  );
}

function completionOf(ctx: { lesson: LessonRow; course: CourseRow }): LessonPage["completion"] {
  const mode = completionModeOf(ctx);
  const threshold = ctx.course.watch_threshold_percent;
  return {
    mode,
    threshold_percent: threshold,
    seconds_to_complete: mode === "watch" ? secondsToComplete(ctx.lesson.duration_seconds, threshold) : null,
  };
}

function videoOf(lesson: LessonRow, file: { object_key: string; content_type: string } | null) {
  if (lesson.kind !== "video") return null;
  if (file)
    return { provider: "file" as const, url: mediaUrl(file.object_key), content_type: file.content_type };
  if (!lesson.video_url) return null;
  const parsed = parseVideoLink(lesson.video_url);
  return parsed.ok ? { provider: parsed.video.kind, id: parsed.video.id } : null;
}

/**
 * A lesson the viewer may open (403 COURSE_LOCKED otherwise, before anything of it is answered):
 * player source, body, attachments, the member's progress and the neighbours in reading order.
 * One statement.
 */
export async function lessonPage(
  db: Db,
  viewer: CourseViewer,
  courseSlug: string,
  lessonSlug: string,
  now = new Date(),
): Promise<LessonPage> {
  const row = await q.lessonPageRow(db, courseSlug, lessonSlug, viewer.userId);
  const course = row && q.courseFromJson(row.course);
  if (!row || !course || !isCourseVisible(viewer, course))
    throw new AppError(404, "NOT_FOUND", m.lessonNotFound);
  const lesson = q.lessonFromJson(row.lesson);
  const course_access = accessFromRow(viewer, row, now);
  const access = decideLessonAccess(course_access, lesson, now);
  if (!access.open) throw lockedError(access);
  const lessons = row.outline;
  const index = lessons.findIndex((l) => l.id === lesson.id);
  const neighbour = (l: (typeof lessons)[number] | undefined): LessonNeighbour =>
    l ? { slug: l.slug, title: l.title, locked: !decideLessonAccess(course_access, l, now).open } : null;
  const own = row.progress;
  return {
    id: lesson.id,
    slug: lesson.slug,
    title: lesson.title,
    kind: lesson.kind as LessonKind,
    duration_seconds: lesson.duration_seconds,
    video: videoOf(lesson, lesson.video_upload_id ? row.video_file : null),
    content_html: renderMarkdown(lesson.content),
    attachments: (row.attachments ?? []).map((a) => ({
      id: a.id,
      name: a.name,
      url: mediaUrl(a.object_key),
      size: Number(a.size),
      content_type: a.content_type,
    })),
    progress: {
      position_seconds: own?.position_seconds ?? 0,
      seconds_watched: own?.seconds_watched ?? 0,
      completed_at: own?.completed ? iso(toDate(own.completed_at)) : null,
    },
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      progress: progressOf(row.completed, lessons.length),
    },
    module: { id: lesson.module_id, title: row.module_title },
    previous: neighbour(lessons[index - 1]),
    next: neighbour(lessons[index + 1]),
    preview_only: access.open && access.preview_only,
    completion: completionOf({ lesson, course }),
  };
}

// ——— Lesson comments ———

/** Who comments: a member with their role flags (moderators moderate lesson comments). */
export type CommentViewer = CourseViewer & { profile: { is_moderator: boolean } };

type CommentRow = NonNullable<Awaited<ReturnType<typeof q.findCommentView>>>;

const isStaff = (viewer: CommentViewer) => viewer.profile.is_admin || viewer.profile.is_moderator;

/**
 * Members read a lesson's comments when they may open the lesson, a free preview included.
 * Admins and moderators moderate every lesson's discussion, access or not (the course must still
 * be one they may see).
 */
async function readableDiscussion(db: Db, viewer: CommentViewer, lessonId: string) {
  return isStaff(viewer) ? lessonContext(db, viewer, lessonId) : openLesson(db, viewer, lessonId);
}

/**
 * A lesson's discussion belongs to its students: commenting takes access to the course (as saving
 * progress does). A member reading a free preview without access reads the comments and does not
 * write them; admins and moderators always may.
 */
function commentsAllowed(viewer: CommentViewer, ctx: LessonContext) {
  return isStaff(viewer) || ctx.course_access.open;
}

function toComment({ moderation, ...row }: CommentRow, mentions: Record<string, string>): LessonCommentView {
  return { ...row, ...moderationOf(moderation), created_at: row.created_at.toISOString(), mentions };
}

/** A comment hidden or held by the moderation is its author's and the staff's only. */
function seesComment(viewer: CommentViewer, comment: { user_id: string; moderation: string }) {
  return comment.moderation === "visible" || comment.user_id === viewer.userId || isStaff(viewer);
}

/** Views of these comments with their mentions resolved in one query. */
async function commentViews(db: Db, rows: CommentRow[]): Promise<LessonCommentView[]> {
  const maps = await mentionMaps(
    db,
    rows.map((r) => r.content),
  );
  return rows.map((row, i) => toComment(row, maps[i]!));
}

/** Top-level comments oldest first (keyset pages), each with its replies. */
export async function lessonComments(
  db: Db,
  viewer: CommentViewer,
  lessonId: string,
  cursor?: string,
): Promise<LessonCommentsPage> {
  const after = cursor ? timeCursor.decode(cursor) : undefined;
  const ctx = await readableDiscussion(db, viewer, lessonId);
  const hiddenFrom = isStaff(viewer) ? undefined : viewer.userId;
  const [rows, comments_count] = await Promise.all([
    q.listTopLevelComments(db, lessonId, LESSON_COMMENTS_PAGE + 1, after, hiddenFrom),
    q.countComments(db, lessonId),
  ]);
  const page = rows.slice(0, LESSON_COMMENTS_PAGE);
  const replyRows = await q.listReplies(
    db,
    page.map((c) => c.id),
    hiddenFrom,
  );
  const views = await commentViews(db, [...page, ...replyRows]);
  const replies = new Map<string, LessonCommentView[]>();
  for (const r of views.slice(page.length))
    replies.set(r.parent_id!, [...(replies.get(r.parent_id!) ?? []), r]);
  const last = page.at(-1);
  return {
    items: views.slice(0, page.length).map((c) => ({ ...c, replies: replies.get(c.id) ?? [] })),
    next_cursor:
      rows.length > LESSON_COMMENTS_PAGE && last
        ? encodeTimeCursor({ createdAt: last.created_at, id: last.id })
        : null,
    comments_count: Number(comments_count),
    can_comment: commentsAllowed(viewer, ctx),
  };
}

/**
 * A comment or a reply (to a top-level comment of the same lesson) by the viewer. The replied-to
 * member hears of a reply; mentioned members who may open the lesson hear of the mention (at
 * most 10; the reply notification wins).
 */
export async function addLessonComment(
  db: Db,
  viewer: CommentViewer,
  lessonId: string,
  input: LessonCommentInput,
  realtime?: RealtimeHub,
): Promise<LessonCommentView> {
  const ctx = await openLesson(db, viewer, lessonId);
  const { lesson, course, course_access } = ctx;
  if (!commentsAllowed(viewer, ctx))
    throw lockedError({
      open: false,
      reason: course_access.open ? "no_access" : course_access.reason,
      opens_at: null,
    });
  let parent: Awaited<ReturnType<typeof q.findComment>>;
  if (input.parent_id) {
    parent = await q.findComment(db, input.parent_id);
    if (!parent || parent.lesson_id !== lessonId || !seesComment(viewer, parent))
      throw new AppError(404, "NOT_FOUND", m.commentNotFound);
    if (parent.parent_id) throw AppError.validation({ parent_id: feedMessages.replyDepth });
  }
  const events = new PendingEvents();
  const id = await db.transaction(async (tx) => {
    const commentId = await q.insertComment(tx, {
      lesson_id: lessonId,
      user_id: viewer.userId,
      parent_id: input.parent_id ?? null,
      content: input.content,
    });
    await publish({ tx, pending: events }, "lesson_comment.created", {
      commentId,
      lessonId,
      lessonTitle: lesson.title,
      lessonSlug: lesson.slug,
      courseSlug: course.slug,
      authorId: viewer.userId,
      parentAuthorId: parent?.user_id ?? null,
      content: input.content,
    });
    return commentId;
  });
  if (realtime) await events.flush(realtime);
  return (await commentViews(db, [(await q.findCommentView(db, id))!]))[0]!;
}

/**
 * Deleted by its author or by an admin or a moderator; replies go with it. Someone else's comment
 * removed by the staff goes on the record.
 */
export async function removeLessonComment(db: Db, viewer: CommentViewer, commentId: string) {
  const comment = await q.findComment(db, commentId);
  if (!comment || !seesComment(viewer, comment)) throw new AppError(404, "NOT_FOUND", m.commentNotFound);
  await readableDiscussion(db, viewer, comment.lesson_id);
  if (comment.user_id !== viewer.userId && !isStaff(viewer)) throw AppError.forbidden();
  await db.transaction(async (tx) => {
    await q.deleteComment(tx, comment.id);
    if (comment.user_id !== viewer.userId)
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: "lesson_comment.delete",
        target: { kind: "lesson_comment", id: comment.id, label: comment.content.slice(0, 120) },
        before: { content: comment.content, author_id: comment.user_id, lesson_id: comment.lesson_id },
      });
  });
  return { ok: true, comments_count: await q.countComments(db, comment.lesson_id) };
}

/**
 * A lesson comment the viewer may see (its discussion is readable to them; hidden or held only
 * when it is theirs or they are staff), or null: what a member may report.
 */
export async function visibleLessonComment(db: Db, viewer: CommentViewer, commentId: string) {
  if (!z.uuid().safeParse(commentId).success) return null;
  const comment = await q.findComment(db, commentId);
  if (!comment || !seesComment(viewer, comment)) return null;
  try {
    await readableDiscussion(db, viewer, comment.lesson_id);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  return comment;
}

/** Deletes a lesson comment (its replies go with it) in the caller's transaction. */
export async function removeLessonCommentIn(tx: Db, commentId: string) {
  await q.deleteComment(tx, commentId);
}
