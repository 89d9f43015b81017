import { courseMessages } from "@guilda/shared/messages/courses";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { CourseLock, LessonLockInfo } from "@guilda/shared/schemas/courses";

const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric" });
const longDateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" });

/** 15/03/2025 */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** 15 de março de 2025 */
export function formatLongDate(iso: string): string {
  return longDateFormat.format(new Date(iso));
}

/** A course's or lesson's length: '3h 20min', '45min', '2h', '40s'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return seconds === 0 ? m.minutes(0) : m.seconds(seconds);
  const totalMinutes = Math.round(seconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return m.minutes(minutes);
  return minutes === 0 ? m.hours(hours) : `${m.hours(hours)} ${m.minutes(minutes)}`;
}

/** A player position: '4:05', '1:02:09'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(min).padStart(2, "0")}:${s}` : `${min}:${s}`;
}

/** '12 aulas · 3h 20min' (the duration left out when unknown). */
export function courseSummary(lessonCount: number, durationSeconds: number): string {
  const lessons = m.lessonCount(lessonCount);
  return durationSeconds > 0 ? `${lessons} · ${formatDuration(durationSeconds)}` : lessons;
}

/** The short lock label of a course card (spec: Sem acesso / Acesso expirado / Libera em {date}); null when open. */
export function courseLockLabel(lock: CourseLock): string | null {
  switch (lock.state) {
    case "open":
      return null;
    case "no_access":
      return courseMessages.lockNoAccess;
    case "expired":
      return courseMessages.lockExpired;
    case "scheduled":
      return courseMessages.lockOpensOn(formatDate(lock.opens_at));
  }
}

/** Why a lesson is locked, in words. */
export function lessonLockLabel(lock: LessonLockInfo | null): string {
  if (!lock) return courseMessages.lockNoAccess;
  if (lock.reason === "drip")
    return lock.opens_at ? courseMessages.lockOpensOn(formatDate(lock.opens_at)) : courseMessages.lockedDrip;
  return lock.reason === "expired" ? courseMessages.lockExpired : courseMessages.lockNoAccess;
}

/**
 * A course description's markdown as plain text for a short preview: no '#', '**', list
 * markers or link addresses (React escapes what is left).
 */
export function markdownPreview(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^[ \t]{0,3}(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)/gm, "")
    .replace(/(\*\*|\*|~~|`)(?=\S)([^]*?\S)\1/g, "$2")
    .replace(/(^|[^\p{L}\p{N}])(__|_)(?=\S)([^]*?\S)\2(?![\p{L}\p{N}])/gu, "$1$3")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
