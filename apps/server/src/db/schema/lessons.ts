import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { courseModules, courses } from "./courses";
import { events } from "./events";
import { posts } from "./feed";
import { profiles } from "./members";

/**
 * Lessons and the files they play or offer. `media_uploads` and `course_lessons` refer to each
 * other (a lesson plays an upload; an upload says which lesson uses it), so they live in one file,
 * after the tables they point to: the schema's files import one another in one direction only.
 */

/** Files members uploaded (bucket media_uploads); a post may use an upload of its own author only. */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * Who uploaded it; null once the uploader was deleted and the file stayed with the community
     * (a lesson's video or file, a course's or event's cover, a directory supplier's logo). The
     * member's own uploads go with them.
     */
    owner_id: text("owner_id").references(() => profiles.id, { onDelete: "cascade" }),
    /** Object key inside the bucket: {userId}/{timestamp}-{random}.{ext} (older: {userId}/{timestamp}.{ext}). */
    object_key: text("object_key").notNull().unique(),
    media_type: text("media_type").notNull(),
    content_type: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /**
     * A video's length in seconds, read from its container when it was uploaded (MP4 or WebM,
     * a recording without a Duration element included); null for other files or when unreadable.
     */
    duration_seconds: integer("duration_seconds"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a post first used it; uploads never used are purged after a day. */
    used_at: timestamp("used_at", { withTimezone: true }),
    /** The post that shows it: whoever may see that post may read the file, nobody else. */
    post_id: uuid("post_id").references((): AnyPgColumn => posts.id, { onDelete: "set null" }),
    /** The lesson that plays or offers it: readable by whoever may open that lesson. */
    lesson_id: uuid("lesson_id").references((): AnyPgColumn => courseLessons.id, { onDelete: "set null" }),
    /** The course whose cover it is: readable by every member while the course is published. */
    course_id: uuid("course_id").references((): AnyPgColumn => courses.id, { onDelete: "set null" }),
    /** The event whose cover it is: readable by whoever may see that event. */
    event_id: uuid("event_id").references((): AnyPgColumn => events.id, { onDelete: "set null" }),
  },
  (t) => [
    index("media_uploads_owner_idx").on(t.owner_id),
    index("media_uploads_event_idx").on(t.event_id),
    index("media_uploads_post_idx").on(t.post_id),
    index("media_uploads_lesson_idx").on(t.lesson_id),
    index("media_uploads_course_idx").on(t.course_id),
    index("media_uploads_unused_idx")
      .on(t.created_at)
      .where(sql`${t.used_at} is null`),
    check("media_uploads_type_check", sql`${t.media_type} in ('image', 'gif', 'video', 'file')`),
  ],
);

export const courseLessons = pgTable(
  "course_lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    module_id: uuid("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    /** The module's course, kept here so a course's lessons and progress are one index away. */
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Unique within the course: /curso/{course}/aula/{slug}. */
    slug: text("slug").notNull(),
    kind: text("kind").notNull().default("video"),
    /** Markdown, rendered sanitized. */
    content: text("content"),
    /** A YouTube, Vimeo or Wistia link (the forms of spec §5). */
    video_url: text("video_url"),
    /** Or an uploaded mp4/webm. */
    video_upload_id: uuid("video_upload_id").references((): AnyPgColumn => mediaUploads.id, {
      onDelete: "set null",
    }),
    duration_seconds: integer("duration_seconds").notNull().default(0),
    position: integer("position").notNull().default(0),
    /** Visible to every member, access or not. */
    is_preview: boolean("is_preview").notNull().default(false),
    /** Drip: opens this many days after the member's first grant for the course. */
    release_after_days: integer("release_after_days"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("course_lessons_module_idx").on(t.module_id, t.position),
    uniqueIndex("course_lessons_course_slug_key").on(t.course_id, t.slug),
    check("course_lessons_kind_check", sql`${t.kind} in ('video', 'text')`),
    check("course_lessons_duration_check", sql`${t.duration_seconds} >= 0`),
    check(
      "course_lessons_release_check",
      sql`${t.release_after_days} is null or ${t.release_after_days} between 0 and 3650`,
    ),
  ],
);

/** Files offered for download on a lesson (uploads linked by media_uploads.lesson_id). */
export const lessonAttachments = pgTable(
  "lesson_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lesson_id: uuid("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    upload_id: uuid("upload_id")
      .notNull()
      .references((): AnyPgColumn => mediaUploads.id, { onDelete: "cascade" }),
    /** The name shown and given to the downloaded file. */
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lesson_attachments_lesson_idx").on(t.lesson_id, t.position)],
);

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    lesson_id: uuid("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Where playback was when last saved: 'Continuar de onde parou' resumes here. */
    position_seconds: integer("position_seconds").notNull().default(0),
    /** Seconds actually played (capped by wall-clock time between saves): 90 % completes. */
    seconds_watched: integer("seconds_watched").notNull().default(0),
    completed: boolean("completed").notNull().default(false),
    completed_at: timestamp("completed_at", { withTimezone: true }),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.lesson_id] }),
    index("lesson_progress_lesson_idx").on(t.lesson_id),
    index("lesson_progress_user_course_idx").on(t.user_id, t.course_id, t.updated_at),
    index("lesson_progress_course_idx").on(t.course_id),
    // Admin dashboard: members who started each course (index-only), completions per day.
    index("lesson_progress_course_user_idx").on(t.course_id, t.user_id),
    index("lesson_progress_completed_idx")
      .on(t.completed_at)
      .where(sql`${t.completed}`),
    check("lesson_progress_position_check", sql`${t.position_seconds} >= 0 and ${t.seconds_watched} >= 0`),
  ],
);

export const lessonComments = pgTable(
  "lesson_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lesson_id: uuid("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** A reply to this top-level comment (one level of replies). */
    parent_id: uuid("parent_id").references((): AnyPgColumn => lessonComments.id, { onDelete: "cascade" }),
    /** visible, hidden (by reports or a moderator) or held for review: only its author and the staff see it unless visible. */
    moderation: text("moderation").notNull().default("visible"),
    content: text("content").notNull(),
    created_at: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [
    check("lesson_comments_moderation_check", sql`${t.moderation} in ('visible', 'hidden', 'held')`),
    index("lesson_comments_lesson_idx").on(t.lesson_id, t.created_at),
    index("lesson_comments_user_idx").on(t.user_id),
    index("lesson_comments_parent_idx").on(t.parent_id),
  ],
);
