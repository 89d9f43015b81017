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
} from "drizzle-orm/pg-core";
import { profiles } from "./members";

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    /** A missing category is grouped as 'Geral' (spec §3). */
    category: text("category"),
    /** Address of the cover under /media (an upload linked to the course by media_uploads.course_id). */
    cover_url: text("cover_url"),
    is_published: boolean("is_published").notNull().default(false),
    /** First publication; /novos-cursos lists the last 30 days of these. */
    published_at: timestamp("published_at", { withTimezone: true }),
    order: integer("order").notNull().default(0),
    /** Where the showcase sends a member who does not own the course (else /pricing). */
    offer_url: text("offer_url"),
    /** Lessons to complete for the certificate; null means every lesson. */
    certificate_min_lessons: integer("certificate_min_lessons"),
    /**
     * Workload printed on the certificate, in whole hours; null means the lessons' total duration
     * rounded up to the half hour (rules/certificate-workload.ts).
     */
    workload_hours: integer("workload_hours"),
    /**
     * Share of a video lesson (percent) that must really be watched for it to complete; 0 lets
     * the member mark video lessons as done with the button (rules/lesson-progress.ts).
     */
    watch_threshold_percent: integer("watch_threshold_percent").notNull().default(90),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("courses_published_title_idx")
      .on(t.title)
      .where(sql`${t.is_published}`),
    index("courses_published_order_idx")
      .on(t.order, t.title)
      .where(sql`${t.is_published}`),
    index("courses_published_at_idx")
      .on(t.published_at)
      .where(sql`${t.is_published}`),
    index("courses_category_idx").on(t.category),
    check(
      "courses_min_lessons_check",
      sql`${t.certificate_min_lessons} is null or ${t.certificate_min_lessons} > 0`,
    ),
    check("courses_workload_check", sql`${t.workload_hours} is null or ${t.workload_hours} > 0`),
    check("courses_watch_threshold_check", sql`${t.watch_threshold_percent} between 0 and 100`),
  ],
);

export const courseModules = pgTable(
  "course_modules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("course_modules_course_idx").on(t.course_id, t.position)],
);

/**
 * A counter per course, raised by triggers (migration 0020) on every change to its modules or
 * lessons: the course page keeps each course's outline in memory and reads it again only when the
 * counter moved, on whichever instance made the change. No foreign key: a course's deletion
 * deletes its modules, whose triggers would otherwise write a row for a course being deleted.
 */
export const courseOutlineVersions = pgTable("course_outline_versions", {
  course_id: uuid("course_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(1),
});

export const userCourses = pgTable(
  "user_courses",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    access_granted: boolean("access_granted").notNull().default(true),
    /** The first grant (drip counts from here); a later re-grant keeps it. */
    purchased_at: timestamp("purchased_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires. */
    expires_at: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.course_id] }),
    index("user_courses_course_idx").on(t.course_id),
  ],
);

export const userCourseCategories = pgTable(
  "user_course_categories",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    access_granted: boolean("access_granted").notNull().default(true),
    /** The first grant (drip counts from here); a later re-grant keeps it. */
    granted_at: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires. */
    expires_at: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.category] }),
    index("user_course_categories_category_idx").on(t.category),
  ],
);

/**
 * Issued certificates. Name, course title and workload are copied at issue, so a certificate
 * stays verifiable after the course is renamed or deleted.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Crockford base32 without the prefix and hyphens (e.g. 7K2M9QXH); shown as GLD-7K2M-9QXH. */
    code: text("code").notNull().unique(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    course_id: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    member_name: text("member_name").notNull(),
    course_title: text("course_title").notNull(),
    /** Minutes (a course's own figure in hours × 60, else its lessons' time to the half hour). */
    workload_minutes: integer("workload_minutes").notNull(),
    issued_at: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    revoked_reason: text("revoked_reason"),
    revoked_by: text("revoked_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [
    // One certificate per member and course, whatever the number of concurrent completions.
    uniqueIndex("certificates_user_course_key").on(t.user_id, t.course_id),
    index("certificates_course_idx").on(t.course_id),
  ],
);
