import {
  courseProgressPercent,
  creditWatchedSeconds,
  courseMessages,
  isCourseComplete,
  isWatchedEnough,
} from "@guilda/shared";
import type { ProgressReport, ProgressResult } from "@guilda/shared/schemas/courses";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { PendingEvents } from "../../platform/realtime/pending";
import { publish } from "../../platform/events";
import {
  completionModeOf,
  lockedError,
  openLesson,
  type CourseViewer,
  type LessonContext,
  type ReadProgress,
} from "./courses.service";
import { saveProgressIfUnchanged } from "./courses.queries";
import * as q from "./progress.queries";
import type { ProgressRow, ProgressValues } from "./progress.queries";

type Ctx = { db: Db; viewer: CourseViewer; realtime?: RealtimeHub };

type SaveContext = LessonContext & { progress: ReadProgress };

/**
 * The lesson, when the viewer may keep progress on it: they can open it and hold access to the
 * course. A free preview is watched without access, so it stores nothing: 403 COURSE_LOCKED.
 * The member's row on it comes along in the same statement.
 */
async function lessonWithAccess({ db, viewer }: Ctx, lessonId: string): Promise<SaveContext> {
  const ctx = await openLesson(db, viewer, lessonId, new Date(), true);
  const access = ctx.course_access;
  if (!access.open) throw lockedError({ open: false, reason: access.reason, opens_at: null });
  return ctx;
}

/**
 * One progress change. A change that neither completes nor un-completes the lesson (the player's
 * periodic save, nearly always) is one statement: computed from the row read with the lesson,
 * written only if that row is still the version read (or created only if there was none); on a
 * completed lesson, a certificate still due is then issued. Any other change, or one that lost
 * that race, takes one transaction: the member's writes on this course wait for each other, the
 * lesson's row is read locked, the change is computed from the stored values, and a completion
 * issues the certificate when it completes the course. Concurrent requests are thus credited one
 * after the other and complete (and certify) once. A completion pays the lesson's points (and the
 * course's when it was the last lesson); undoing one takes the lesson's back.
 */
async function changeProgress(
  { db, viewer, realtime }: Ctx,
  ctx: SaveContext,
  /** The new values from the stored ones; null leaves the lesson untouched. */
  change: (row: ProgressRow | undefined, now: Date) => ProgressValues | null,
): Promise<ProgressResult> {
  const key = { userId: viewer.userId, lessonId: ctx.lesson.id, courseId: ctx.course.id };
  const read = ctx.progress;
  const wasCompleted = read?.row.completed ?? false;
  const values = change(read?.row, new Date());
  if (values && values.completed === wasCompleted) {
    const saved = await saveProgressIfUnchanged(
      db,
      key,
      values,
      read ? { version: read.version, completed: wasCompleted } : null,
    );
    if (saved) {
      // A save on a completed lesson checks the certificate, as the locked path does (the course's
      // minimum may have been lowered since the last completion).
      const due =
        wasCompleted &&
        !saved.certified &&
        isCourseComplete(saved.completed, saved.total, ctx.course.certificate_min_lessons);
      return {
        progress: {
          position_seconds: saved.position_seconds,
          seconds_watched: saved.seconds_watched,
          completed_at: saved.completed_at ? new Date(saved.completed_at).toISOString() : null,
        },
        course_progress: {
          total: saved.total,
          completed: saved.completed,
          percent: courseProgressPercent(saved.completed, saved.total),
        },
        just_completed: false,
        certificate: due ? await issueDueCertificate({ db, realtime }, key) : null,
      };
    }
  }
  const events = new PendingEvents();
  const result = await db.transaction(async (tx) => {
    await q.lockMemberCourse(tx, key.userId, key.courseId);
    // The clock is read once the lock is held, so a request that waited is measured from the
    // save it waited for and earns only the time since.
    const now = new Date();
    const before = await q.findProgressForUpdate(tx, key.userId, key.lessonId);
    const values = change(before, now);
    const row = values ? await q.saveProgress(tx, key, values) : before;
    const justCompleted = !!row?.completed && !before?.completed;
    const counts = await q.courseCounts(tx, key.userId, key.courseId);
    const scope = { tx, pending: events };
    if (justCompleted) {
      await publish(scope, "lesson.completed", { ...key, at: now });
      if (counts.total > 0 && counts.completed >= counts.total)
        await publish(scope, "course.completed", { userId: key.userId, courseId: key.courseId, at: now });
    } else if (before?.completed && row && !row.completed) {
      await publish(scope, "lesson.uncompleted", { userId: key.userId, lessonId: key.lessonId, at: now });
    }
    const certificate = row?.completed
      ? ((await publish(scope, "course.progressed", { userId: key.userId, courseId: key.courseId }))
          .certificate ?? null)
      : null;
    return {
      progress: {
        position_seconds: row?.position_seconds ?? 0,
        seconds_watched: row?.seconds_watched ?? 0,
        completed_at: row?.completed_at?.toISOString() ?? null,
      },
      course_progress: { ...counts, percent: courseProgressPercent(counts.completed, counts.total) },
      just_completed: justCompleted,
      certificate,
    };
  });
  if (realtime) await events.flush(realtime);
  return result;
}

/** The certificate of a course already complete, issued once under the member's course lock. */
async function issueDueCertificate(
  { db, realtime }: Pick<Ctx, "db" | "realtime">,
  key: { userId: string; courseId: string },
) {
  const events = new PendingEvents();
  const certificate = await db.transaction(async (tx) => {
    await q.lockMemberCourse(tx, key.userId, key.courseId);
    const outcome = await publish({ tx, pending: events }, "course.progressed", key);
    return outcome.certificate ?? null;
  });
  if (realtime) await events.flush(realtime);
  return certificate;
}

/**
 * The player's periodic report. Seconds watched grow by what the clock since the previous save
 * allows (creditWatchedSeconds), the position is kept within the lesson, and the lesson
 * completes itself once enough of it has really been watched.
 */
export async function saveLessonProgress(ctx: Ctx, lessonId: string, report: ProgressReport) {
  const lesson = await lessonWithAccess(ctx, lessonId);
  const duration = lesson.lesson.duration_seconds;
  const threshold = lesson.course.watch_threshold_percent;
  // Only a lesson that completes by watching completes from a save; the others take the button.
  const watching = completionModeOf(lesson) === "watch";
  return changeProgress(ctx, lesson, (row, now) => {
    const seconds_watched = creditWatchedSeconds({
      stored: row?.seconds_watched ?? 0,
      delta: report.watched_delta,
      elapsedMs: row ? now.getTime() - row.updated_at.getTime() : null,
      durationSeconds: duration,
    });
    const position = Math.floor(report.position_seconds);
    const completesNow = watching && !row?.completed && isWatchedEnough(seconds_watched, duration, threshold);
    return {
      position_seconds: duration > 0 ? Math.min(Math.max(position, 0), duration) : position,
      seconds_watched,
      completed: row?.completed || completesNow,
      completed_at: row?.completed ? (row.completed_at ?? now) : completesNow ? now : null,
      updated_at: now,
    };
  });
}

/**
 * 'Marcar como concluída' and its undo, for any lesson the member can open with access.
 * Marking completes a lesson that completes by hand (text, or video in a course whose threshold
 * is 0); a video that completes by watching is refused (409 LESSON_NOT_WATCHED) until the
 * seconds credited by the progress saves reach the course's threshold (they complete it by
 * themselves, unless the threshold was lowered since). Marking twice keeps the first completion
 * date. Undoing clears the completion and the seconds watched (else the next save of a lesson
 * watched past the threshold would complete it again at once), keeps the position, and leaves an
 * issued certificate alone: it records a completion that did happen.
 */
export async function setLessonCompletion(ctx: Ctx, lessonId: string, completed: boolean) {
  const lesson = await lessonWithAccess(ctx, lessonId);
  const threshold = lesson.course.watch_threshold_percent;
  const byWatching = completionModeOf(lesson) === "watch";
  return changeProgress(ctx, lesson, (row, now) => {
    if (
      completed &&
      byWatching &&
      !row?.completed &&
      !isWatchedEnough(row?.seconds_watched ?? 0, lesson.lesson.duration_seconds, threshold)
    )
      throw new AppError(409, "LESSON_NOT_WATCHED", courseMessages.lessonNotWatched(threshold));
    if (completed)
      return {
        position_seconds: row?.position_seconds ?? 0,
        seconds_watched: row?.seconds_watched ?? 0,
        completed: true,
        completed_at: row?.completed ? (row.completed_at ?? now) : now,
        updated_at: now,
      };
    // Nothing to undo on a lesson never touched.
    if (!row) return null;
    return {
      position_seconds: row.position_seconds,
      seconds_watched: row.completed ? 0 : row.seconds_watched,
      completed: false,
      completed_at: null,
      updated_at: now,
    };
  });
}
