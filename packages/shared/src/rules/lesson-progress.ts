/**
 * How much of a lesson counts as watched. The player reports the seconds it played since its
 * last save; the server credits at most what the wall clock allows (playback up to 2×), so a
 * forged "watched everything" request gains a few seconds, not a completion.
 */

export const LESSON_PROGRESS = {
  /** The player saves this often while playing, and on pause and on leaving the page. */
  saveIntervalSeconds: 15,
  /**
   * Share of a video lesson's duration (in percent) that must really be watched to complete it,
   * unless the course sets its own (`courses.watch_threshold_percent`, 0 to 100).
   */
  defaultWatchThresholdPercent: 90,
  /** Fastest playback rate credited in full. */
  maxPlaybackRate: 2,
  /** Wall-clock time credited for a first save (no earlier save to measure from). */
  firstSaveWallSeconds: 15,
  /** Longest gap between two saves that still earns credit (a tab left open earns nothing more). */
  maxWallSecondsPerSave: 60,
  /** Slack for timers and rounding (only for saves at least a second after the previous one). */
  graceSeconds: 2,
} as const;

export type WatchCredit = {
  /** Seconds watched so far, as stored. */
  stored: number;
  /** What the player says it played since its last save. */
  delta: number;
  /** Milliseconds since the last save of this lesson by this member; null for the first one. */
  elapsedMs: number | null;
  /** The lesson's duration in seconds; 0 when unknown. */
  durationSeconds: number;
};

/** The new seconds-watched total: never more than the clock allows, never past the duration. */
export function creditWatchedSeconds({ stored, delta, elapsedMs, durationSeconds }: WatchCredit): number {
  const p = LESSON_PROGRESS;
  const wall =
    elapsedMs === null
      ? p.firstSaveWallSeconds
      : Math.min(Math.max(elapsedMs, 0) / 1000, p.maxWallSecondsPerSave);
  // The grace covers timers and rounding between real saves; saves fired back to back (less than a
  // second apart) get none, so a burst of requests earns only what the clock allows.
  const grace = elapsedMs === null || elapsedMs >= 1000 ? p.graceSeconds : 0;
  const budget = Math.floor(wall * p.maxPlaybackRate) + grace;
  const credited = Math.min(Math.max(Math.floor(delta), 0), budget);
  const total = stored + credited;
  return durationSeconds > 0 ? Math.min(total, durationSeconds) : total;
}

/**
 * How a lesson completes. A video lesson of known duration completes by itself once the course's
 * share of it was really watched (credited through bounded progress saves), and never by a click.
 * A text lesson, a video of a course whose threshold is 0, or one whose duration is unknown or
 * that has nothing to play (no way to watch or measure it) completes with the member's button.
 */
export type CompletionMode = "watch" | "manual";

export function lessonCompletionMode(
  kind: "video" | "text",
  durationSeconds: number,
  thresholdPercent: number,
  hasVideo = true,
): CompletionMode {
  return kind === "video" && hasVideo && durationSeconds > 0 && thresholdPercent > 0 ? "watch" : "manual";
}

/**
 * Seconds that must be watched to complete a video lesson; null when watching does not complete
 * it (no duration, or a threshold of 0).
 */
export function secondsToComplete(
  durationSeconds: number,
  thresholdPercent: number = LESSON_PROGRESS.defaultWatchThresholdPercent,
): number | null {
  if (durationSeconds <= 0 || thresholdPercent <= 0) return null;
  return Math.max(1, Math.ceil((durationSeconds * Math.min(thresholdPercent, 100)) / 100));
}

export function isWatchedEnough(
  secondsWatched: number,
  durationSeconds: number,
  thresholdPercent: number = LESSON_PROGRESS.defaultWatchThresholdPercent,
): boolean {
  const needed = secondsToComplete(durationSeconds, thresholdPercent);
  return needed !== null && secondsWatched >= needed;
}

/** Completed lessons out of those the certificate asks for (all of them unless a minimum is set). */
export function courseProgressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed / total) * 100));
}

export function isCourseComplete(completed: number, total: number, minLessons: number | null): boolean {
  if (total <= 0) return false;
  const needed = minLessons === null ? total : Math.min(minLessons, total);
  return completed >= needed;
}
