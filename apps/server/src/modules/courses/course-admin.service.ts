import {
  courseMessages as m,
  courseProgressPercent,
  DEFAULT_COURSE_CATEGORY,
  formatCertificateCode,
  parseVideoLink,
} from "@guilda/shared";
import { courseAdminMessages as am } from "@guilda/shared/messages/course-admin";
import type {
  AdminCourse,
  AdminCourseList,
  AdminLesson,
  AdminModule,
  CourseMembersPage,
  CourseProgress,
  courseInputSchema,
  courseUpdateSchema,
  LessonAttachmentView,
  LessonKind,
  lessonCreateSchema,
  MarkdownPreview,
  lessonOrderSchema,
  lessonUpdateSchema,
} from "@guilda/shared/schemas/courses";
import { RESERVED_COURSE_SLUGS } from "@guilda/shared/schemas/courses";
import { z } from "zod";
import type { Db } from "../../platform/db";
import { isUniqueViolation } from "../../platform/db/errors";
import type { Viewer } from "../../platform/http/context";
import { cursorCodec } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import { renderMarkdown } from "../../platform/markdown";
import {
  findUpload,
  mediaUrl,
  releaseCourseCovers,
  releaseLessonUploads,
  releaseUploads,
  useUploadAsCourseCover,
  useUploadForLesson,
} from "../uploads/uploads.service";
import * as q from "./course-admin.queries";
import { membersWithAccess } from "./courses.service";

type CourseInput = z.output<typeof courseInputSchema>;
type CourseUpdate = z.output<typeof courseUpdateSchema>;
type LessonInput = z.output<typeof lessonCreateSchema>;
type LessonUpdate = z.output<typeof lessonUpdateSchema>;
type LessonOrder = z.output<typeof lessonOrderSchema>;

const COURSE_SLUG_KEY = "courses_slug_unique";
const LESSON_SLUG_KEY = "course_lessons_course_slug_key";
const MEMBERS_PAGE_SIZE = 50;
/** A lesson may offer any file its admin uploaded: documents (purpose=attachment), pictures, videos. */
const ATTACHMENT_MEDIA = ["file", "image", "gif", "video"] as const;

const courseNotFound = () => new AppError(404, "NOT_FOUND", m.courseNotFound);
const moduleNotFound = () => new AppError(404, "NOT_FOUND", m.moduleNotFound);
const lessonNotFound = () => new AppError(404, "NOT_FOUND", m.lessonNotFound);
const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

// ——— Slugs ———

/** 'Pintura & Acabamento: Nível 2' → 'pintura-acabamento-nivel-2' (room left for a -N suffix). */
export function slugFromTitle(title: string, fallback: string) {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, 72)
    .replace(/-+$/, "");
  return slug || fallback;
}

function freeSlug(base: string, taken: Set<string>) {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Runs `write` (a transaction) and turns a clash on `constraint` into the field error, or, for a
 * slug made from the title, tries again: another write may have taken the free slug meanwhile.
 */
async function withSlugRetry<T>(
  write: () => Promise<T>,
  { constraint, explicit, message }: { constraint: string; explicit: boolean; message: string },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error, constraint)) throw error;
      if (explicit || attempt >= 4) throw new AppError(409, "CONFLICT", message, { slug: message });
    }
  }
}

// ——— Views ———

function progressOf(completed: number, total: number): CourseProgress {
  const done = Math.min(completed, total);
  return { completed: done, total, percent: courseProgressPercent(done, total) };
}

function attachmentView(a: q.AttachmentDbRow): LessonAttachmentView {
  return {
    id: a.id,
    name: a.name,
    url: mediaUrl(a.object_key),
    size: Number(a.size),
    content_type: a.content_type,
  };
}

function lessonView(row: q.AdminLessonDbRow, attachments: q.AttachmentDbRow[]): AdminLesson {
  return {
    id: row.id,
    module_id: row.module_id,
    slug: row.slug,
    title: row.title,
    kind: row.kind as LessonKind,
    video_url: row.video_url,
    video_upload:
      row.video_upload_id && row.video_key
        ? {
            id: row.video_upload_id,
            url: mediaUrl(row.video_key),
            content_type: row.video_content_type ?? "video/mp4",
          }
        : null,
    duration_seconds: row.duration_seconds,
    content: row.content,
    is_preview: row.is_preview,
    release_after_days: row.release_after_days,
    position: row.position,
    attachments: attachments.filter((a) => a.lesson_id === row.id).map(attachmentView),
  };
}

async function courseOr404(db: Db, id: string) {
  const course = await q.findCourse(db, id);
  if (!course) throw courseNotFound();
  return course;
}

/** Every course with its figures, in five reads whatever the number of courses. */
export async function listCourses(db: Db, now = new Date()): Promise<AdminCourseList> {
  const [rows, access, completions, certificates] = await Promise.all([
    q.listCoursesWithCounts(db),
    membersWithAccess(db, now),
    q.completionCounts(db),
    q.certificateCounts(db),
  ]);
  return {
    items: rows.map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      category: c.category ?? DEFAULT_COURSE_CATEGORY,
      cover_url: c.cover_url,
      is_published: c.is_published,
      published_at: iso(c.published_at),
      lesson_count: Number(c.lesson_count),
      module_count: Number(c.module_count),
      members_with_access: access.get(c.id) ?? 0,
      completions: completions.get(c.id) ?? 0,
      certificates: certificates.get(c.id) ?? 0,
      updated_at: c.updated_at.toISOString(),
    })),
  };
}

/** The admin hub's 'Cursos' card: published courses and drafts. */
export function coursesHubCounts(db: Db) {
  return q.countCoursesByState(db);
}

/** Everything the editor shows: details, modules and lessons in order with attachments, figures. */
export async function getCourse(db: Db, id: string, now = new Date()): Promise<AdminCourse> {
  const course = await courseOr404(db, id);
  const [modules, lessons, access, completions, certificates, content] = await Promise.all([
    q.listModules(db, id),
    q.listLessons(db, id),
    membersWithAccess(db, now, [id]),
    q.completionCounts(db, id),
    q.certificateCounts(db, id),
    q.courseContentCounts(db, id),
  ]);
  const attachments = await q.listAttachments(
    db,
    lessons.map((l) => l.id),
  );
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    category: course.category,
    description: course.description,
    cover_url: course.cover_url,
    offer_url: course.offer_url,
    certificate_min_lessons: course.certificate_min_lessons,
    workload_hours: course.workload_hours,
    watch_threshold_percent: course.watch_threshold_percent,
    is_published: course.is_published,
    published_at: iso(course.published_at),
    modules: modules.map((mod): AdminModule => ({
      id: mod.id,
      title: mod.title,
      position: mod.position,
      lessons: lessons.filter((l) => l.module_id === mod.id).map((l) => lessonView(l, attachments)),
    })),
    stats: {
      lesson_count: lessons.length,
      members_with_access: access.get(id) ?? 0,
      completions: completions.get(id) ?? 0,
      certificates: certificates.get(id) ?? 0,
      comments: content.comments,
      progress_rows: content.progress_rows,
    },
  };
}

// ——— Courses ———

/** Sets (or removes) the cover: an image this admin uploaded, linked to the course. */
async function applyCover(db: Db, viewer: Viewer, courseId: string, uploadId: string | null) {
  if (uploadId === null) {
    await releaseCourseCovers(db, courseId);
    await q.updateCourse(db, courseId, { cover_url: null });
    return;
  }
  const upload = await useUploadAsCourseCover(db, { id: uploadId, ownerId: viewer.userId, courseId });
  if (!upload) throw AppError.validation({ cover_upload_id: m.coverUploadInvalid });
  await releaseCourseCovers(db, courseId, upload.id);
  await q.updateCourse(db, courseId, { cover_url: mediaUrl(upload.object_key) });
}

async function checkMinLessons(db: Db, courseId: string, value: number | null | undefined) {
  if (value === undefined || value === null) return;
  const lessons = await q.countLessons(db, courseId);
  if (value > lessons) throw AppError.validation({ certificate_min_lessons: m.minLessonsTooHigh });
}

/** The course's own columns from the input (what was given; undefined stays untouched). */
function courseColumns(input: CourseUpdate) {
  const values = {
    title: input.title,
    category: input.category,
    description: input.description,
    offer_url: input.offer_url,
    certificate_min_lessons: input.certificate_min_lessons,
    workload_hours: input.workload_hours,
    watch_threshold_percent: input.watch_threshold_percent,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** The editor's preview: the same rendering and sanitizing that members get. */
export function previewMarkdown(markdown: string): MarkdownPreview {
  return { html: renderMarkdown(markdown) };
}

export async function createCourse(db: Db, viewer: Viewer, input: CourseInput): Promise<AdminCourse> {
  // A new course has no lessons yet: its minimum is checked when it is edited (and the
  // certificate rule never asks for more lessons than the course has).
  const base = input.slug ?? slugFromTitle(input.title, "curso");
  const id = await withSlugRetry(
    () =>
      db.transaction(async (tx) => {
        const taken = new Set([...(await q.slugsLike(tx, base)), ...RESERVED_COURSE_SLUGS]);
        const slug = input.slug ?? freeSlug(base, taken);
        const course = await q.insertCourse(tx, { ...courseColumns(input), title: input.title, slug });
        if (input.cover_upload_id) await applyCover(tx, viewer, course.id, input.cover_upload_id);
        return course.id;
      }),
    { constraint: COURSE_SLUG_KEY, explicit: !!input.slug, message: m.slugTaken },
  );
  return getCourse(db, id);
}

export async function updateCourse(
  db: Db,
  viewer: Viewer,
  id: string,
  input: CourseUpdate,
): Promise<AdminCourse> {
  await courseOr404(db, id);
  await checkMinLessons(db, id, input.certificate_min_lessons);
  await withSlugRetry(
    () =>
      db.transaction(async (tx) => {
        // A title change keeps the address: links already shared keep working.
        const slug = input.slug ? { slug: input.slug } : {};
        await q.updateCourse(tx, id, { ...courseColumns(input), ...slug });
        if (input.cover_upload_id !== undefined) await applyCover(tx, viewer, id, input.cover_upload_id);
      }),
    { constraint: COURSE_SLUG_KEY, explicit: true, message: m.slugTaken },
  );
  return getCourse(db, id);
}

/** Publishing stamps published_at the first time only (/novos-cursos counts from it). */
export async function publishCourse(db: Db, id: string, isPublished: boolean): Promise<AdminCourse> {
  if (!(await q.setPublished(db, id, isPublished))) throw courseNotFound();
  return getCourse(db, id);
}

/**
 * Deletes the course once the admin typed its exact title. Modules, lessons, progress, comments
 * and attachments go with it; issued certificates stay, unlinked (course_id null), and remain
 * verifiable from the name, title and workload copied at issue. Its files become unused.
 */
export async function deleteCourse(db: Db, id: string, confirmTitle: string) {
  const course = await courseOr404(db, id);
  if (confirmTitle.trim() !== course.title)
    throw AppError.validation({ confirm_title: am.deleteConfirmMismatch });
  await db.transaction(async (tx) => {
    await releaseLessonUploads(tx, await q.lessonIdsOf(tx, { courseId: id }));
    await releaseCourseCovers(tx, id);
    await q.deleteCourse(tx, id);
  });
}

// ——— Modules ———

async function moduleOr404(db: Db, id: string) {
  const mod = await q.findModule(db, id);
  if (!mod) throw moduleNotFound();
  return mod;
}

async function moduleView(db: Db, courseId: string, moduleId: string): Promise<AdminModule> {
  const course = await getCourse(db, courseId);
  const mod = course.modules.find((x) => x.id === moduleId);
  if (!mod) throw moduleNotFound();
  return mod;
}

export async function createModule(db: Db, courseId: string, title: string): Promise<AdminModule> {
  const id = await db.transaction(async (tx) => {
    if (!(await q.lockCourse(tx, courseId))) throw courseNotFound();
    const position = await q.nextModulePosition(tx, courseId);
    const mod = await q.insertModule(tx, { course_id: courseId, title, position });
    await q.touchCourse(tx, courseId);
    return mod.id;
  });
  return moduleView(db, courseId, id);
}

export async function updateModule(db: Db, id: string, title: string): Promise<AdminModule> {
  const mod = await q.updateModule(db, id, { title });
  if (!mod) throw moduleNotFound();
  await q.touchCourse(db, mod.course_id);
  return moduleView(db, mod.course_id, id);
}

/** Its lessons (with their progress, comments and attachments) go with it. */
export async function deleteModule(db: Db, id: string) {
  const mod = await moduleOr404(db, id);
  await db.transaction(async (tx) => {
    await releaseLessonUploads(tx, await q.lessonIdsOf(tx, { moduleId: id }));
    await q.deleteModule(tx, id);
    await q.touchCourse(tx, mod.course_id);
  });
}

const sameSet = (given: string[], current: string[]) => {
  const set = new Set(given);
  return set.size === given.length && given.length === current.length && current.every((id) => set.has(id));
};

/** `ids` must be exactly the course's modules, each once. */
export async function reorderModules(db: Db, courseId: string, ids: string[]): Promise<AdminCourse> {
  await db.transaction(async (tx) => {
    if (!(await q.lockCourse(tx, courseId))) throw courseNotFound();
    const current = (await q.listModules(tx, courseId)).map((x) => x.id);
    if (!sameSet(ids, current)) throw AppError.validation({ ids: m.orderMismatch });
    await q.saveModuleOrder(tx, courseId, ids);
    await q.touchCourse(tx, courseId);
  });
  return getCourse(db, courseId);
}

/**
 * Every module of the course with its lessons in order; lessons may change module. The set must
 * be exactly the course's modules and lessons (a stale editor gets 400 and reloads).
 */
export async function reorderLessons(db: Db, courseId: string, order: LessonOrder): Promise<AdminCourse> {
  await db.transaction(async (tx) => {
    if (!(await q.lockCourse(tx, courseId))) throw courseNotFound();
    const modules = (await q.listModules(tx, courseId)).map((x) => x.id);
    const lessons = await q.lessonIdsOf(tx, { courseId });
    const given = order.modules.flatMap((mod) => mod.lesson_ids);
    if (
      !sameSet(
        order.modules.map((mod) => mod.id),
        modules,
      ) ||
      !sameSet(given, lessons)
    )
      throw AppError.validation({ modules: m.orderMismatch });
    await q.saveLessonOrder(
      tx,
      courseId,
      order.modules.flatMap((mod) =>
        mod.lesson_ids.map((lessonId, position) => ({ id: lessonId, module_id: mod.id, position })),
      ),
    );
    await q.touchCourse(tx, courseId);
  });
  return getCourse(db, courseId);
}

// ——— Lessons ———

type VideoSource = { video_url: string | null; video_upload_id: string | null };

/** A video lesson plays exactly one source (a valid link or an uploaded file); a text lesson none. */
/** A video lesson needs its length: completion counts 90 % of it, whatever the provider. */
function checkVideoDuration(kind: LessonKind, durationSeconds: number) {
  if (kind === "video" && durationSeconds <= 0)
    throw AppError.validation({ duration_seconds: m.videoDurationRequired });
}

function checkVideoSource(kind: LessonKind, { video_url, video_upload_id }: VideoSource): VideoSource {
  if (kind === "text") {
    if (video_url) throw AppError.validation({ video_url: am.textLessonWithVideo });
    if (video_upload_id) throw AppError.validation({ video_upload_id: am.textLessonWithVideo });
    return { video_url: null, video_upload_id: null };
  }
  if (video_url && video_upload_id) throw AppError.validation({ video_url: m.videoOneSource });
  if (!video_url && !video_upload_id) throw AppError.validation({ video_url: m.videoRequired });
  if (video_url) {
    const parsed = parseVideoLink(video_url);
    if (!parsed.ok) throw AppError.validation({ video_url: parsed.error });
  }
  return { video_url: video_url ?? null, video_upload_id: video_upload_id ?? null };
}

async function claimVideo(db: Db, viewer: Viewer, lessonId: string, uploadId: string) {
  const upload = await useUploadForLesson(db, {
    id: uploadId,
    ownerId: viewer.userId,
    lessonId,
    mediaTypes: ["video"],
  });
  if (!upload) throw AppError.validation({ video_upload_id: m.videoUploadInvalid });
}

/** The length measured when this admin uploaded the file, if it could be read (0 otherwise). */
async function measuredDuration(db: Db, viewer: Viewer, uploadId: string | null): Promise<number> {
  if (!uploadId) return 0;
  const upload = await findUpload(db, uploadId);
  return upload && upload.owner_id === viewer.userId ? (upload.duration_seconds ?? 0) : 0;
}

/**
 * The files chosen while the lesson was being created, attached in its transaction in the order
 * given (the same file once): each an upload of this admin that nothing else uses.
 */
async function attachNew(
  db: Db,
  viewer: Viewer,
  lessonId: string,
  attachments: NonNullable<LessonInput["attachments"]>,
) {
  const seen = new Set<string>();
  for (const attachment of attachments) {
    if (seen.has(attachment.upload_id)) continue;
    seen.add(attachment.upload_id);
    const upload = await useUploadForLesson(db, {
      id: attachment.upload_id,
      ownerId: viewer.userId,
      lessonId,
      mediaTypes: ATTACHMENT_MEDIA,
    });
    if (!upload) throw AppError.validation({ attachments: m.attachmentUploadInvalid });
    await q.insertAttachment(db, {
      lesson_id: lessonId,
      upload_id: upload.id,
      name: attachment.name,
      position: seen.size - 1,
    });
  }
}

async function lessonViewById(db: Db, id: string): Promise<AdminLesson> {
  const row = await q.findLessonView(db, id);
  if (!row) throw lessonNotFound();
  return lessonView(row, await q.listAttachments(db, [id]));
}

/** The lesson's own columns from the input (what was given; undefined stays untouched). */
function lessonColumns(input: LessonUpdate) {
  const values = {
    title: input.title,
    kind: input.kind,
    duration_seconds: input.duration_seconds,
    content: input.content,
    is_preview: input.is_preview,
    release_after_days: input.release_after_days,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export async function createLesson(
  db: Db,
  viewer: Viewer,
  moduleId: string,
  input: LessonInput,
): Promise<AdminLesson> {
  const mod = await moduleOr404(db, moduleId);
  const source = checkVideoSource(input.kind, {
    video_url: input.video_url ?? null,
    video_upload_id: input.video_upload_id ?? null,
  });
  // An uploaded file's length was measured when it arrived: the admin need not type it.
  const typed = input.duration_seconds ?? 0;
  const duration_seconds = typed > 0 ? typed : await measuredDuration(db, viewer, source.video_upload_id);
  checkVideoDuration(input.kind, duration_seconds);
  const base = input.slug ?? slugFromTitle(input.title, "aula");
  const id = await withSlugRetry(
    () =>
      db.transaction(async (tx) => {
        if (!(await q.lockCourse(tx, mod.course_id))) throw courseNotFound();
        const slug = input.slug ?? freeSlug(base, await q.lessonSlugsLike(tx, mod.course_id, base));
        const lessonId = await q.insertLesson(tx, {
          ...lessonColumns(input),
          duration_seconds,
          title: input.title,
          kind: input.kind,
          slug,
          module_id: mod.id,
          course_id: mod.course_id,
          ...source,
          position: await q.nextLessonPosition(tx, mod.id),
        });
        if (source.video_upload_id) await claimVideo(tx, viewer, lessonId, source.video_upload_id);
        if (input.attachments?.length) await attachNew(tx, viewer, lessonId, input.attachments);
        await q.touchCourse(tx, mod.course_id);
        return lessonId;
      }),
    { constraint: LESSON_SLUG_KEY, explicit: !!input.slug, message: m.lessonSlugTaken },
  );
  return lessonViewById(db, id);
}

export async function updateLesson(
  db: Db,
  viewer: Viewer,
  id: string,
  input: LessonUpdate,
): Promise<AdminLesson> {
  const lesson = await q.findLesson(db, id);
  if (!lesson) throw lessonNotFound();
  const kind = input.kind ?? (lesson.kind as LessonKind);
  let video_url = input.video_url !== undefined ? input.video_url : lesson.video_url;
  let video_upload_id = input.video_upload_id !== undefined ? input.video_upload_id : lesson.video_upload_id;
  // Choosing one source drops the other; turning the lesson into text drops both.
  if (kind === "text") {
    if (input.video_url === undefined) video_url = null;
    if (input.video_upload_id === undefined) video_upload_id = null;
  } else {
    if (input.video_url && input.video_upload_id === undefined) video_upload_id = null;
    if (input.video_upload_id && input.video_url === undefined) video_url = null;
  }
  const source = checkVideoSource(kind, { video_url, video_upload_id });
  const previousUpload = lesson.video_upload_id;
  // A new file, a cleared field or a lesson that never had a length takes the measured one.
  const typed = input.duration_seconds;
  let duration_seconds = typed ?? lesson.duration_seconds;
  if (
    !(typed !== undefined && typed > 0) &&
    source.video_upload_id &&
    (typed === 0 || source.video_upload_id !== previousUpload || lesson.duration_seconds <= 0)
  )
    duration_seconds = (await measuredDuration(db, viewer, source.video_upload_id)) || duration_seconds;
  checkVideoDuration(kind, duration_seconds);
  await withSlugRetry(
    () =>
      db.transaction(async (tx) => {
        if (source.video_upload_id && source.video_upload_id !== previousUpload)
          await claimVideo(tx, viewer, id, source.video_upload_id);
        await q.updateLesson(tx, id, {
          ...lessonColumns(input),
          duration_seconds,
          ...(input.slug ? { slug: input.slug } : {}),
          video_url: source.video_url,
          video_upload_id: source.video_upload_id,
        });
        if (previousUpload && previousUpload !== source.video_upload_id)
          if (!(await q.lessonStillUses(tx, id, previousUpload))) await releaseUploads(tx, [previousUpload]);
        await q.touchCourse(tx, lesson.course_id);
      }),
    { constraint: LESSON_SLUG_KEY, explicit: true, message: m.lessonSlugTaken },
  );
  return lessonViewById(db, id);
}

/** Its progress, comments and attachments go with it; its files become unused. */
export async function deleteLesson(db: Db, id: string) {
  const lesson = await q.findLesson(db, id);
  if (!lesson) throw lessonNotFound();
  await db.transaction(async (tx) => {
    await releaseLessonUploads(tx, [id]);
    await q.deleteLesson(tx, id);
    await q.touchCourse(tx, lesson.course_id);
  });
}

// ——— Attachments ———

export async function addAttachment(
  db: Db,
  viewer: Viewer,
  lessonId: string,
  input: { upload_id: string; name: string },
): Promise<LessonAttachmentView> {
  const lesson = await q.findLesson(db, lessonId);
  if (!lesson) throw lessonNotFound();
  const id = await db.transaction(async (tx) => {
    if (!(await q.lockCourse(tx, lesson.course_id))) throw courseNotFound();
    const already = (await q.listAttachments(tx, [lessonId])).some((a) => a.upload_id === input.upload_id);
    const upload = already
      ? undefined
      : await useUploadForLesson(tx, {
          id: input.upload_id,
          ownerId: viewer.userId,
          lessonId,
          mediaTypes: ATTACHMENT_MEDIA,
        });
    if (!upload) throw AppError.validation({ upload_id: m.attachmentUploadInvalid });
    const row = await q.insertAttachment(tx, {
      lesson_id: lessonId,
      upload_id: upload.id,
      name: input.name,
      position: await q.nextAttachmentPosition(tx, lessonId),
    });
    await q.touchCourse(tx, lesson.course_id);
    return row.id;
  });
  const view = (await q.listAttachments(db, [lessonId])).find((a) => a.id === id)!;
  return attachmentView(view);
}

export async function deleteAttachment(db: Db, id: string) {
  const found = await q.findAttachment(db, id);
  if (!found) throw new AppError(404, "NOT_FOUND", m.attachmentNotFound);
  const { attachment, lesson } = found;
  await db.transaction(async (tx) => {
    await q.deleteAttachment(tx, id);
    if (!(await q.lessonStillUses(tx, lesson.id, attachment.upload_id)))
      await releaseUploads(tx, [attachment.upload_id]);
    await q.touchCourse(tx, lesson.course_id);
  });
}

// ——— Members of a course ———

const membersCursor = cursorCodec(
  z
    .object({ n: z.string().max(300), i: z.string().min(1).max(64) })
    .strict()
    .transform(({ n, i }) => ({ name: n, id: i })),
);

/** Members with a live course or category grant, by name, with their progress and certificate. */
export async function courseMembers(
  db: Db,
  courseId: string,
  cursor: string | undefined,
  now = new Date(),
): Promise<CourseMembersPage> {
  const course = await courseOr404(db, courseId);
  const after = cursor ? membersCursor.decode(cursor) : undefined;
  const [rows, total] = await Promise.all([
    q.listCourseMembers(
      db,
      { id: course.id, category: course.category ?? DEFAULT_COURSE_CATEGORY },
      now,
      MEMBERS_PAGE_SIZE + 1,
      after,
    ),
    q.countLessons(db, course.id),
  ]);
  const page = rows.slice(0, MEMBERS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      full_name: r.full_name,
      username: r.username,
      avatar_url: r.avatar_url,
      via: r.direct ? "course" : "category",
      expires_at: iso(r.expires_at),
      progress: progressOf(Number(r.completed), total),
      last_activity_at: iso(r.last_activity_at),
      certificate_code: r.certificate_code ? formatCertificateCode(r.certificate_code) : null,
    })),
    next_cursor:
      rows.length > MEMBERS_PAGE_SIZE && last
        ? membersCursor.encode({ n: last.full_name, i: last.id })
        : null,
  };
}
