/**
 * Who may open a course and its lessons (spec §6 plus our grants with expiry and drip).
 * Pure: the server loads the grants and calls these; the web never decides access.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A course grant or a category grant of the member that covers the course. */
export type CourseGrant = { granted_at: Date; expires_at: Date | null };

export type CourseLockReason = "no_access" | "expired";

export type CourseAccess =
  | {
      open: true;
      via: "admin" | "grant";
      /** Drip counts from here: the member's first grant for the course (null for admins). */
      drip_start: Date | null;
      /** When the last live grant ends; null when one never does (or for admins). */
      expires_at: Date | null;
    }
  | { open: false; reason: CourseLockReason; expired_at: Date | null };

export function isGrantLive(grant: CourseGrant, now: Date) {
  return grant.expires_at === null || grant.expires_at.getTime() > now.getTime();
}

/**
 * Admins open every course. Anyone else needs a live grant (course or category); when every
 * grant has expired the reason says so, with the latest end.
 */
export function decideCourseAccess(input: {
  isAdmin: boolean;
  grants: CourseGrant[];
  now: Date;
}): CourseAccess {
  const { isAdmin, grants, now } = input;
  if (isAdmin) return { open: true, via: "admin", drip_start: null, expires_at: null };
  const live = grants.filter((g) => isGrantLive(g, now));
  if (live.length > 0) {
    const first = Math.min(...grants.map((g) => g.granted_at.getTime()));
    const endless = live.some((g) => g.expires_at === null);
    const lastEnd = endless ? null : new Date(Math.max(...live.map((g) => g.expires_at!.getTime())));
    return { open: true, via: "grant", drip_start: new Date(first), expires_at: lastEnd };
  }
  if (grants.length > 0) {
    const lastEnd = Math.max(...grants.map((g) => g.expires_at!.getTime()));
    return { open: false, reason: "expired", expired_at: new Date(lastEnd) };
  }
  return { open: false, reason: "no_access", expired_at: null };
}

export type LessonGate = { is_preview: boolean; release_after_days: number | null };

export type LessonLockReason = CourseLockReason | "drip";

export type LessonAccess =
  { open: true; preview_only: boolean } | { open: false; reason: LessonLockReason; opens_at: Date | null };

/** When a drip lesson opens for a member whose first grant was at `dripStart`. */
export function lessonOpensAt(dripStart: Date | null, releaseAfterDays: number | null): Date | null {
  if (!dripStart || !releaseAfterDays) return null;
  return new Date(dripStart.getTime() + releaseAfterDays * DAY_MS);
}

/**
 * A lesson opens when the course does and its drip date has passed. A preview lesson opens for
 * every member who may see the course, access or not (`preview_only` says it came from that).
 */
export function decideLessonAccess(course: CourseAccess, lesson: LessonGate, now: Date): LessonAccess {
  if (course.open) {
    const opensAt = lessonOpensAt(course.drip_start, lesson.release_after_days);
    if (opensAt && opensAt.getTime() > now.getTime()) {
      return lesson.is_preview
        ? { open: true, preview_only: true }
        : { open: false, reason: "drip", opens_at: opensAt };
    }
    return { open: true, preview_only: false };
  }
  if (lesson.is_preview) return { open: true, preview_only: true };
  return { open: false, reason: course.reason, opens_at: null };
}
