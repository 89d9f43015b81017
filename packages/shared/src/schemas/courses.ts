import type { ContentModeration } from "./moderation";
import { singleLine, z } from "./zod";
import { courseMessages as m } from "../messages/courses";
import type { PostAuthor } from "./feed";
import type { CompletionMode } from "../rules/lesson-progress";

/** Shapes of the courses API (member and admin) and certificates. Dates travel as ISO strings. */

export const LESSON_KINDS = ["video", "text"] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
/** How a lesson's video plays: a provider's id, or an uploaded file's /media address. */
export type LessonVideo =
  | { provider: "youtube" | "vimeo" | "wistia"; id: string }
  | { provider: "file"; url: string; content_type: string };

export type CourseLock =
  | { state: "open"; expires_at: string | null }
  | { state: "no_access" }
  | { state: "expired"; expired_at: string | null }
  /** Access granted, but the first lesson opens later (drip). */
  | { state: "scheduled"; opens_at: string };

export type CourseProgress = { completed: number; total: number; percent: number };

export type CourseCard = {
  id: string;
  slug: string;
  title: string;
  category: string;
  description: string | null;
  cover_url: string | null;
  lesson_count: number;
  duration_seconds: number;
  published_at: string | null;
  lock: CourseLock;
  progress: CourseProgress;
};

/** GET /api/courses/catalog?q= — published courses grouped by category (category order, then course order). */
export const catalogQuerySchema = z.object({ q: z.string().trim().max(100).optional() }).strict();
export type CatalogQuery = z.input<typeof catalogQuerySchema>;
export type CourseCatalog = { categories: { category: string; courses: CourseCard[] }[] };

/** GET /api/courses/showcase */
export type ShowcaseCourse = CourseCard & {
  module_titles: string[];
  module_count: number;
  /** The member can open it: the call to action goes to the course. */
  owned: boolean;
  /** Else the course's offer link, or null for /pricing. */
  offer_url: string | null;
};
export type CourseShowcase = { items: ShowcaseCourse[] };

/** Where 'Continuar' leads: the last lesson touched, at its saved second. */
export type ResumePoint = { lesson_slug: string; lesson_title: string; position_seconds: number };

/** GET /api/courses/mine — courses the member can open, in progress first. */
export type MyCourse = CourseCard & { resume: ResumePoint | null; last_activity_at: string | null };
export type MyCourses = { items: MyCourse[] };

/** GET /api/courses/new — published in the last 30 days, newest first. */
export type NewCourses = { items: CourseCard[] };

export type LessonState = "done" | "in_progress" | "not_started" | "locked";
export type LessonLockInfo = { reason: "no_access" | "expired" | "drip"; opens_at: string | null };

export type LessonOutline = {
  id: string;
  slug: string;
  title: string;
  kind: LessonKind;
  duration_seconds: number;
  is_preview: boolean;
  state: LessonState;
  /** Present when state is 'locked'. */
  lock: LessonLockInfo | null;
};
export type ModuleOutline = { id: string; title: string; lessons: LessonOutline[] };

/** GET /api/courses/:slug */
export type CoursePage = {
  id: string;
  slug: string;
  title: string;
  category: string;
  description: string | null;
  /** The description as sanitized HTML (markdown). */
  description_html: string;
  cover_url: string | null;
  is_published: boolean;
  lock: CourseLock;
  progress: CourseProgress;
  lesson_count: number;
  duration_seconds: number;
  modules: ModuleOutline[];
  resume: ResumePoint | null;
  certificate: { code: string } | null;
  /** The 'curso' space that discusses this course, if any. */
  space: { slug: string; name: string } | null;
};

export type LessonAttachmentView = {
  id: string;
  name: string;
  url: string;
  size: number;
  content_type: string;
};
export type LessonNeighbour = { slug: string; title: string; locked: boolean } | null;
export type LessonProgressView = {
  position_seconds: number;
  seconds_watched: number;
  completed_at: string | null;
};

/** GET /api/courses/:slug/lessons/:lessonSlug — 403 COURSE_LOCKED (with `reasons: [reason]`) when it is locked. */
export type LessonPage = {
  id: string;
  slug: string;
  title: string;
  kind: LessonKind;
  duration_seconds: number;
  video: LessonVideo | null;
  /** The body as sanitized HTML (markdown). */
  content_html: string;
  attachments: LessonAttachmentView[];
  progress: LessonProgressView;
  course: { id: string; slug: string; title: string; progress: CourseProgress };
  module: { id: string; title: string };
  previous: LessonNeighbour;
  next: LessonNeighbour;
  /** Opened as a free preview, without access to the course. */
  preview_only: boolean;
  /**
   * How the lesson completes: 'watch' by itself once `seconds_to_complete` were really watched
   * (the course's `threshold_percent` of the video), 'manual' with the member's button.
   */
  completion: { mode: CompletionMode; threshold_percent: number; seconds_to_complete: number | null };
};

/** PUT /api/lessons/:id/progress — the player's report; never trusted beyond the clock. */
export const progressReportSchema = z
  .object({
    position_seconds: z.number().min(0).max(86_400),
    /** Seconds played since the previous report. */
    watched_delta: z.number().min(0).max(86_400),
  })
  .strict();
export type ProgressReport = z.input<typeof progressReportSchema>;

/** PUT /api/lessons/:id/completion */
export const completionSchema = z.object({ completed: z.boolean() }).strict();

export type ProgressResult = {
  progress: LessonProgressView;
  course_progress: CourseProgress;
  /** Completion reached by this very request (toast once). */
  just_completed: boolean;
  /** A certificate issued by this very request. */
  certificate: { code: string } | null;
};

export const lessonCommentSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, "Escreva um comentário.")
      .max(5000, "O comentário pode ter no máximo 5.000 caracteres."),
    parent_id: z.uuid().optional(),
  })
  .strict();
export type LessonCommentInput = z.input<typeof lessonCommentSchema>;
export type LessonCommentView = {
  id: string;
  lesson_id: string;
  parent_id: string | null;
  content: string;
  created_at: string;
  author: PostAuthor;
  /** '@username' mentions that name a member: lower-case username → profile id. */
  mentions: Record<string, string>;
  /** Hidden or held for review: seen only by its author and the staff (absent while visible). */
  moderation?: ContentModeration;
};
/** GET /api/lessons/:id/comments?cursor= — top-level comments oldest first, each with its replies. */
export type LessonCommentsPage = {
  items: (LessonCommentView & { replies: LessonCommentView[] })[];
  next_cursor: string | null;
  comments_count: number;
  /** False for a member reading a free preview without access: the discussion is the students'. */
  can_comment: boolean;
};

// ——— Certificates ———

export type CertificateView = {
  id: string;
  /** Formatted: GLD-7K2M-9QXH. */
  code: string;
  course_title: string;
  course_slug: string | null;
  member_name: string;
  /** Minutes (rules/certificate-workload.ts): 30 is '30 minutos', 90 '1 hora e 30 minutos'. */
  workload_minutes: number;
  issued_at: string;
  revoked_at: string | null;
};
/**
 * GET /api/certificates — mine. The PDF: GET /api/certificates/:code/pdf (a valid one for anyone
 * holding the code, like its verification page; a revoked one for admins only).
 */
export type MyCertificates = { items: CertificateView[] };

/** GET /api/certificates/verify/:code — public; never more than this. */
export type CertificateVerification =
  | {
      status: "valid";
      code: string;
      member_name: string;
      course_title: string;
      issued_at: string;
      workload_minutes: number;
    }
  | {
      status: "revoked";
      code: string;
      member_name: string;
      course_title: string;
      issued_at: string;
      revoked_at: string;
      /* The reason is free text for admins: it stays in the admin list, never on the public page. */
    }
  | { status: "unknown" };

// ——— Admin ———

const slugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.slugInvalid)
  .max(80, m.slugInvalid);
/** Paths of the courses API that a course slug must not shadow (/api/courses/{slug}). */
export const RESERVED_COURSE_SLUGS = ["catalog", "showcase", "mine", "new"] as const;
const courseSlugSchema = slugSchema.refine(
  (slug) => !(RESERVED_COURSE_SLUGS as readonly string[]).includes(slug),
  m.slugReserved,
);

const httpLink = singleLine(
  z
    .string()
    .trim()
    .max(2048, m.linkInvalid)
    .regex(/^https?:\/\/[^\s]+$/i, m.linkInvalid),
);
const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const courseInputSchema = z
  .object({
    title: singleLine(z.string().trim().min(1, m.titleRequired).max(200, m.titleTooLong)),
    /** Made from the title when absent. */
    slug: z.preprocess(emptyToNull, courseSlugSchema.nullable()).optional(),
    category: z
      .preprocess(emptyToNull, singleLine(z.string().trim().max(80, m.categoryTooLong)).nullable())
      .optional(),
    description: z.preprocess(emptyToNull, z.string().max(5000, m.descriptionTooLong).nullable()).optional(),
    /** An image uploaded by this admin through POST /api/uploads; null removes the cover. */
    cover_upload_id: z.uuid().nullable().optional(),
    offer_url: z.preprocess(emptyToNull, httpLink.nullable()).optional(),
    certificate_min_lessons: z.number().int().min(1).max(10_000).nullable().optional(),
    workload_hours: z.number().int().min(1).max(10_000).nullable().optional(),
    /** Percent of a video lesson to watch for it to complete; 0: the member's button completes it. */
    watch_threshold_percent: z
      .number(m.watchThresholdInvalid)
      .int(m.watchThresholdInvalid)
      .min(0, m.watchThresholdInvalid)
      .max(100, m.watchThresholdInvalid)
      .optional(),
  })
  .strict();
export type CourseInput = z.input<typeof courseInputSchema>;
export const courseUpdateSchema = courseInputSchema.partial().strict();
export type CourseUpdate = z.input<typeof courseUpdateSchema>;

export const publishSchema = z.object({ is_published: z.boolean() }).strict();

export const moduleInputSchema = z
  .object({ title: singleLine(z.string().trim().min(1, m.titleRequired).max(200, m.titleTooLong)) })
  .strict();

export const lessonInputSchema = z
  .object({
    title: singleLine(z.string().trim().min(1, m.titleRequired).max(200, m.titleTooLong)),
    slug: z.preprocess(emptyToNull, slugSchema.nullable()).optional(),
    kind: z.enum(LESSON_KINDS),
    /** YouTube (every form of spec §5), Vimeo or Wistia; checked with parseVideoLink. */
    video_url: z.preprocess(emptyToNull, singleLine(z.string().trim().max(2048)).nullable()).optional(),
    /** An mp4/webm uploaded by this admin. */
    video_upload_id: z.uuid().nullable().optional(),
    /** 0 or absent with an uploaded file: the length measured when it was uploaded. */
    duration_seconds: z.number().int().min(0).max(86_400).optional(),
    content: z.preprocess(emptyToNull, z.string().max(100_000, m.contentTooLong).nullable()).optional(),
    is_preview: z.boolean().optional(),
    release_after_days: z.number().int().min(0).max(3650).nullable().optional(),
  })
  .strict();
export type LessonInput = z.input<typeof lessonInputSchema>;
export const lessonUpdateSchema = lessonInputSchema.partial().strict();

/** POST /api/admin/lessons/:id/attachments — a file uploaded with ?purpose=attachment, named. */
export const attachmentInputSchema = z
  .object({
    upload_id: z.uuid(),
    name: singleLine(z.string().trim().min(1, m.titleRequired).max(200, m.titleTooLong)),
  })
  .strict();

/** Files a lesson offers at most, when it is created with them. */
export const MAX_NEW_LESSON_ATTACHMENTS = 20;

/** POST /api/admin/modules/:id/lessons — a new lesson, with the attachments chosen before saving it. */
export const lessonCreateSchema = lessonInputSchema
  .extend({ attachments: z.array(attachmentInputSchema).max(MAX_NEW_LESSON_ATTACHMENTS).optional() })
  .strict();
export type LessonCreateInput = z.input<typeof lessonCreateSchema>;
export type LessonUpdate = z.input<typeof lessonUpdateSchema>;

/** PUT /api/admin/courses/:id/modules/order */
export const moduleOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) }).strict();
/** PUT /api/admin/courses/:id/lessons/order — every module with its lessons, in order (lessons may change module). */
export const lessonOrderSchema = z
  .object({
    modules: z
      .array(z.object({ id: z.uuid(), lesson_ids: z.array(z.uuid()).max(1000) }).strict())
      .min(1)
      .max(500),
  })
  .strict();

export const revokeCertificateSchema = z
  .object({ reason: z.string().trim().min(1, m.revokeReasonRequired).max(500) })
  .strict();

/** POST /api/admin/courses/markdown-preview — the editor's 'Visualizar' tab, rendered as members see it. */
export const markdownPreviewSchema = z
  .object({ markdown: z.string().max(100_000, m.contentTooLong) })
  .strict();
export type MarkdownPreview = { html: string };

/** DELETE /api/admin/courses/:id — the admin typed the course title to confirm. */
export const deleteCourseSchema = z.object({ confirm_title: z.string().max(200) }).strict();

export type AdminCourseRow = {
  id: string;
  slug: string;
  title: string;
  category: string;
  cover_url: string | null;
  is_published: boolean;
  published_at: string | null;
  lesson_count: number;
  module_count: number;
  members_with_access: number;
  completions: number;
  certificates: number;
  updated_at: string;
};
export type AdminCourseList = { items: AdminCourseRow[] };

export type AdminLesson = {
  id: string;
  module_id: string;
  slug: string;
  title: string;
  kind: LessonKind;
  video_url: string | null;
  video_upload: { id: string; url: string; content_type: string } | null;
  duration_seconds: number;
  content: string | null;
  is_preview: boolean;
  release_after_days: number | null;
  position: number;
  attachments: LessonAttachmentView[];
};
export type AdminModule = { id: string; title: string; position: number; lessons: AdminLesson[] };
/** GET /api/admin/courses/:id — everything the editor shows. */
export type AdminCourse = {
  id: string;
  slug: string;
  title: string;
  category: string | null;
  description: string | null;
  cover_url: string | null;
  offer_url: string | null;
  certificate_min_lessons: number | null;
  workload_hours: number | null;
  watch_threshold_percent: number;
  is_published: boolean;
  published_at: string | null;
  modules: AdminModule[];
  stats: {
    lesson_count: number;
    members_with_access: number;
    completions: number;
    certificates: number;
    comments: number;
    progress_rows: number;
  };
};

/** GET /api/admin/courses/:id/members?cursor= — who may open it, with progress. */
export type CourseMemberRow = {
  id: string;
  full_name: string;
  username: string;
  avatar_url: string | null;
  via: "course" | "category";
  expires_at: string | null;
  progress: CourseProgress;
  last_activity_at: string | null;
  certificate_code: string | null;
};
export type CourseMembersPage = { items: CourseMemberRow[]; next_cursor: string | null };

export type AdminCertificateRow = CertificateView & { member_id: string; revoked_reason: string | null };
export type AdminCertificatesPage = { items: AdminCertificateRow[] };
