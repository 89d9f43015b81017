import { describe, expect, it } from "vitest";
import { DAY_MS, decideCourseAccess, decideLessonAccess, isGrantLive, lessonOpensAt } from "./course-access";

const now = new Date("2026-03-10T12:00:00Z");
const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);

describe("course access", () => {
  it("opens every course for admins, with no drip start or end", () => {
    expect(decideCourseAccess({ isAdmin: true, grants: [], now })).toEqual({
      open: true,
      via: "admin",
      drip_start: null,
      expires_at: null,
    });
    // An expired grant does not lock an admin out.
    const expired = { granted_at: daysFromNow(-30), expires_at: daysFromNow(-1) };
    expect(decideCourseAccess({ isAdmin: true, grants: [expired], now }).open).toBe(true);
  });

  it("locks a member without grants as no_access", () => {
    expect(decideCourseAccess({ isAdmin: false, grants: [], now })).toEqual({
      open: false,
      reason: "no_access",
      expired_at: null,
    });
  });

  it("opens with a grant that never ends, counting drip from the first grant", () => {
    const access = decideCourseAccess({
      isAdmin: false,
      grants: [
        { granted_at: daysFromNow(-3), expires_at: null },
        { granted_at: daysFromNow(-10), expires_at: daysFromNow(5) },
      ],
      now,
    });
    expect(access).toEqual({ open: true, via: "grant", drip_start: daysFromNow(-10), expires_at: null });
  });

  it("ends with the latest live grant, and ignores expired ones for the end", () => {
    const access = decideCourseAccess({
      isAdmin: false,
      grants: [
        { granted_at: daysFromNow(-20), expires_at: daysFromNow(-2) },
        { granted_at: daysFromNow(-5), expires_at: daysFromNow(7) },
        { granted_at: daysFromNow(-4), expires_at: daysFromNow(3) },
      ],
      now,
    });
    // Drip still counts from the very first grant, even an expired one.
    expect(access).toEqual({
      open: true,
      via: "grant",
      drip_start: daysFromNow(-20),
      expires_at: daysFromNow(7),
    });
  });

  it("says expired, with the latest end, when every grant has ended", () => {
    const access = decideCourseAccess({
      isAdmin: false,
      grants: [
        { granted_at: daysFromNow(-20), expires_at: daysFromNow(-2) },
        { granted_at: daysFromNow(-20), expires_at: daysFromNow(-9) },
      ],
      now,
    });
    expect(access).toEqual({ open: false, reason: "expired", expired_at: daysFromNow(-2) });
  });

  it("treats a grant ending exactly now as ended", () => {
    expect(isGrantLive({ granted_at: daysFromNow(-1), expires_at: now }, now)).toBe(false);
    expect(isGrantLive({ granted_at: daysFromNow(-1), expires_at: new Date(now.getTime() + 1) }, now)).toBe(
      true,
    );
    expect(isGrantLive({ granted_at: daysFromNow(-1), expires_at: null }, now)).toBe(true);
  });
});

describe("lesson access", () => {
  const granted = decideCourseAccess({
    isAdmin: false,
    grants: [{ granted_at: daysFromNow(-2), expires_at: null }],
    now,
  });
  const admin = decideCourseAccess({ isAdmin: true, grants: [], now });
  const none = decideCourseAccess({ isAdmin: false, grants: [], now });
  const expired = decideCourseAccess({
    isAdmin: false,
    grants: [{ granted_at: daysFromNow(-9), expires_at: daysFromNow(-1) }],
    now,
  });

  it("computes the drip date from the first grant", () => {
    expect(lessonOpensAt(daysFromNow(-2), 7)).toEqual(daysFromNow(5));
    expect(lessonOpensAt(daysFromNow(-2), 0)).toBeNull();
    expect(lessonOpensAt(daysFromNow(-2), null)).toBeNull();
    expect(lessonOpensAt(null, 7)).toBeNull();
  });

  it("opens a lesson without drip for a member with access", () => {
    expect(decideLessonAccess(granted, { is_preview: false, release_after_days: null }, now)).toEqual({
      open: true,
      preview_only: false,
    });
  });

  it("keeps a drip lesson closed until its day, then opens it", () => {
    const lesson = { is_preview: false, release_after_days: 5 };
    expect(decideLessonAccess(granted, lesson, now)).toEqual({
      open: false,
      reason: "drip",
      opens_at: daysFromNow(3),
    });
    expect(decideLessonAccess(granted, lesson, daysFromNow(3))).toEqual({ open: true, preview_only: false });
    // Already past: two days of grant, drip of two days.
    expect(decideLessonAccess(granted, { is_preview: false, release_after_days: 2 }, now).open).toBe(true);
  });

  it("never drips for admins", () => {
    expect(decideLessonAccess(admin, { is_preview: false, release_after_days: 365 }, now)).toEqual({
      open: true,
      preview_only: false,
    });
  });

  it("opens preview lessons to everyone, saying it is only a preview", () => {
    const preview = { is_preview: true, release_after_days: null };
    expect(decideLessonAccess(none, preview, now)).toEqual({ open: true, preview_only: true });
    expect(decideLessonAccess(expired, preview, now)).toEqual({ open: true, preview_only: true });
    expect(decideLessonAccess(granted, { is_preview: true, release_after_days: 30 }, now)).toEqual({
      open: true,
      preview_only: true,
    });
  });

  it("locks other lessons with the course's reason", () => {
    const lesson = { is_preview: false, release_after_days: null };
    expect(decideLessonAccess(none, lesson, now)).toEqual({
      open: false,
      reason: "no_access",
      opens_at: null,
    });
    expect(decideLessonAccess(expired, lesson, now)).toEqual({
      open: false,
      reason: "expired",
      opens_at: null,
    });
  });
});
