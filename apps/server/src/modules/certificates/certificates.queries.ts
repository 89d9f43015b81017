import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  certificateSettings,
  certificates,
  courseLessons,
  courses,
  lessonProgress,
  profiles,
} from "../../db/schema";
import type { Db } from "../../platform/db";

export type CertificateRow = typeof certificates.$inferSelect;

/** A certificate with the slug of its course (null once the course is deleted). */
const withCourseSlug = {
  id: certificates.id,
  code: certificates.code,
  user_id: certificates.user_id,
  course_id: certificates.course_id,
  member_name: certificates.member_name,
  course_title: certificates.course_title,
  workload_minutes: certificates.workload_minutes,
  issued_at: certificates.issued_at,
  revoked_at: certificates.revoked_at,
  revoked_reason: certificates.revoked_reason,
  course_slug: courses.slug,
};
export type CertificateWithSlug = NonNullable<Awaited<ReturnType<typeof findById>>>;

export async function hasCertificate(db: Db, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.user_id, userId), eq(certificates.course_id, courseId)))
    .limit(1);
  return !!row;
}

/** What a certificate copies from its course, with the lesson count and total duration. */
export async function courseForCertificate(db: Db, courseId: string) {
  const [row] = await db
    .select({
      title: courses.title,
      workload_hours: courses.workload_hours,
      certificate_min_lessons: courses.certificate_min_lessons,
      lesson_count: sql<number>`count(${courseLessons.id})::int`,
      duration_seconds: sql<number>`coalesce(sum(${courseLessons.duration_seconds}), 0)::int`,
    })
    .from(courses)
    .leftJoin(courseLessons, eq(courseLessons.course_id, courses.id))
    .where(eq(courses.id, courseId))
    .groupBy(courses.id);
  return (
    row && { ...row, lesson_count: Number(row.lesson_count), duration_seconds: Number(row.duration_seconds) }
  );
}

/** Lessons of the course the member has completed (lessons of the course as it is now). */
export async function completedLessonCount(db: Db, userId: string, courseId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(lessonProgress)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonProgress.lesson_id))
    .where(
      and(
        eq(lessonProgress.user_id, userId),
        eq(courseLessons.course_id, courseId),
        eq(lessonProgress.completed, true),
      ),
    );
  return Number(row?.count ?? 0);
}

export async function memberName(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ full_name: profiles.full_name })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.full_name;
}

/**
 * Inserts unless any unique key is taken: the member already holds one for the course, or
 * (rarely) the code is someone else's. Undefined then; the caller tells which.
 */
export async function insertCertificate(
  db: Db,
  values: Pick<
    CertificateRow,
    "code" | "user_id" | "course_id" | "member_name" | "course_title" | "workload_minutes"
  >,
) {
  const [row] = await db
    .insert(certificates)
    .values(values)
    .onConflictDoNothing()
    .returning({ code: certificates.code });
  return row;
}

export async function listByMember(db: Db, userId: string) {
  return db
    .select(withCourseSlug)
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.course_id))
    .where(eq(certificates.user_id, userId))
    .orderBy(desc(certificates.issued_at), desc(certificates.id));
}

export async function findByCode(db: Db, code: string) {
  const [row] = await db
    .select(withCourseSlug)
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.course_id))
    .where(eq(certificates.code, code))
    .limit(1);
  return row;
}

export async function findById(db: Db, id: string) {
  const [row] = await db
    .select(withCourseSlug)
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.course_id))
    .where(eq(certificates.id, id))
    .limit(1);
  return row;
}

/** A course's certificates, or the latest of all; newest first. */
export async function listForAdmin(db: Db, courseId: string | undefined, limit: number) {
  return db
    .select(withCourseSlug)
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.course_id))
    .where(courseId ? eq(certificates.course_id, courseId) : undefined)
    .orderBy(desc(certificates.issued_at), desc(certificates.id))
    .limit(limit);
}

/** Revokes once: undefined when it was already revoked (or does not exist). */
export async function revoke(db: Db, id: string, by: string, reason: string, now: Date) {
  const [row] = await db
    .update(certificates)
    .set({ revoked_at: now, revoked_reason: reason, revoked_by: by })
    .where(and(eq(certificates.id, id), isNull(certificates.revoked_at)))
    .returning({ id: certificates.id });
  return row;
}

// ——— The certificate's look ———

export type SettingsRow = typeof certificateSettings.$inferSelect;
export type SettingsValues = Pick<
  SettingsRow,
  "logo_upload_id" | "signature_upload_id" | "signer_name" | "signer_title" | "accent_color"
>;

const scopeOf = (courseId: string | null) =>
  courseId ? eq(certificateSettings.course_id, courseId) : isNull(certificateSettings.course_id);

/** The community's row (courseId null) or a course's, if saved. */
export async function findSettings(db: Db, courseId: string | null) {
  const [row] = await db.select().from(certificateSettings).where(scopeOf(courseId)).limit(1);
  return row;
}

/** The community's row and the course's, in one read. */
export async function findSettingsFor(db: Db, courseId: string | null) {
  const rows = await db
    .select()
    .from(certificateSettings)
    .where(
      courseId
        ? or(isNull(certificateSettings.course_id), eq(certificateSettings.course_id, courseId))
        : isNull(certificateSettings.course_id),
    );
  return {
    community: rows.find((r) => r.course_id === null),
    course: courseId ? rows.find((r) => r.course_id === courseId) : undefined,
  };
}

/** Writes the row of the community (courseId null) or of a course; the caller holds the lock. */
export async function saveSettings(db: Db, courseId: string | null, values: SettingsValues) {
  const [updated] = await db
    .update(certificateSettings)
    .set({ ...values, updated_at: new Date() })
    .where(scopeOf(courseId))
    .returning();
  if (updated) return updated;
  const [inserted] = await db
    .insert(certificateSettings)
    .values({ ...values, course_id: courseId })
    .returning();
  return inserted!;
}

/** One writer of the certificate settings at a time (the community row may not exist yet). */
export async function lockSettings(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('certificate_settings'))`);
}

/** Which of these uploads some row still shows. */
export async function imagesInUse(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({
      logo: certificateSettings.logo_upload_id,
      signature: certificateSettings.signature_upload_id,
    })
    .from(certificateSettings)
    .where(
      or(
        inArray(certificateSettings.logo_upload_id, ids),
        inArray(certificateSettings.signature_upload_id, ids),
      ),
    );
  return new Set(rows.flatMap((r) => [r.logo, r.signature]).filter((id): id is string => !!id));
}
