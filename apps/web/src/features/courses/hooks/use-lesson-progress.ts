import { courseMessages } from "@guilda/shared/messages/courses";
import type { ProgressResult } from "@guilda/shared/schemas/courses";
import { LESSON_PROGRESS } from "@guilda/shared/rules/lesson-progress";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { isApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { saveLessonProgress } from "../api/save-lesson-progress";
import { applyProgressResult, rememberPosition, type LessonRef } from "../lib/progress-cache";

/** What the tracker needs of a player: a <video>, or a youtube/vimeo/wistia video element. */
export type MediaLike = HTMLElement & {
  currentTime: number;
  duration: number;
  paused: boolean;
  playbackRate: number;
};

/** Larger advances of the clock between two time updates are seeks or jumps, not watching. */
const MAX_STEP_SECONDS = 3;
const MAX_POSITION_SECONDS = 86_400;

/** How many times resuming seeks before it gives up (a provider that ignores the seek). */
const MAX_RESUME_SEEKS = 5;

type Options = {
  lesson: LessonRef;
  /** Where to start: the saved position (or the ?t= of 'Continuar de onde parou'). */
  startAt: number;
  /**
   * The lesson's length as the server knows it (measured on upload, or from the provider's
   * player in the editor): used while the player itself says Infinity or NaN (a recording
   * without a Duration header, a provider not ready yet).
   */
  knownDuration: number;
  /** False for a free preview: nothing is saved for someone without access. */
  isTracking: boolean;
};

/** The toasts of a save or a completion that the server says just happened. */
export function announceProgress(result: ProgressResult) {
  if (result.just_completed)
    toast.success(courseMessages.lessonCompletedTitle, { description: courseMessages.lessonCompletedText });
  if (result.certificate)
    toast.success(courseMessages.courseCompletedTitle, { description: courseMessages.courseCompletedText });
}

/**
 * One progress tracker for every provider. Counts the seconds actually played (the clock
 * advancing while playing; seeks and jumps are not watching), and reports
 * { position_seconds, watched_delta } every 15 s of playback, on pause, at the end and when the
 * page goes away. Seeks to the saved position as soon as the player takes a seek, whatever it
 * says of its duration, and again (a few times) until the player is really there.
 *
 * Returns a ref callback for the media element.
 */
export function useLessonProgress({ lesson, startAt, knownDuration, isTracking }: Options) {
  const queryClient = useQueryClient();
  // The latest lesson data, read by the listeners without re-attaching them on every render.
  const lessonRef = useRef(lesson);
  useEffect(() => {
    lessonRef.current = lesson;
  });

  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const media = element as MediaLike;

      let last = 0;
      /** Seconds played and not reported yet (fractions carry to the next report). */
      let pending = 0;
      let playedSinceSave = 0;
      let hasPlayed = false;
      /** Where resuming still has to take the player; null once there (or nothing to resume). */
      let resumeTarget: number | null = startAt > 0 ? startAt : null;
      let resumeSeeks = 0;
      let lastSavedPosition = Math.floor(startAt);
      let isFailing = false;

      const position = () => {
        const time = Number.isFinite(media.currentTime) ? media.currentTime : 0;
        return Math.min(Math.max(Math.floor(time), 0), MAX_POSITION_SECONDS);
      };

      const flush = (keepalive = false) => {
        // Nothing played yet: the player's 0 must not overwrite the saved position.
        if (!isTracking || !hasPlayed) return;
        const delta = Math.floor(pending);
        const at = position();
        if (delta === 0 && at === lastSavedPosition) return;
        pending -= delta;
        playedSinceSave = 0;
        lastSavedPosition = at;
        const current = lessonRef.current;
        rememberPosition(queryClient, current, at);
        saveLessonProgress(current.id, { position_seconds: at, watched_delta: delta }, { keepalive }).then(
          (result) => {
            isFailing = false;
            applyProgressResult(queryClient, current, result);
            announceProgress(result);
          },
          (error: unknown) => {
            const isRetryable = !isApiError(error) || error.status === 0 || error.status >= 500;
            if (isRetryable) {
              // Credit the seconds with the next report.
              pending += delta;
              lastSavedPosition = -1;
            }
            if (!isFailing)
              toast.error(courseMessages.progressErrorTitle, {
                description: courseMessages.progressErrorText,
              });
            isFailing = true;
          },
        );
      };

      /** The player's own duration, else the lesson's: null when neither is known. */
      const duration = () => {
        const own = media.duration;
        if (Number.isFinite(own) && own > 0) return own;
        return knownDuration > 0 ? knownDuration : null;
      };

      /**
       * Takes the player to the saved position. A <video> takes the seek even before its metadata
       * (and a recording says its duration is Infinity until played through); the providers'
       * elements queue it until their player is ready. Every media event until then checks that
       * the player is there, and seeks again if it is not.
       */
      const resume = () => {
        if (resumeTarget === null) return;
        const end = duration();
        // At the very end there is nothing left to resume: start over.
        if (end !== null && resumeTarget >= end - 1) {
          resumeTarget = null;
          return;
        }
        const now = media.currentTime;
        if (Number.isFinite(now) && Math.abs(now - resumeTarget) < 1) {
          resumeTarget = null;
          last = now;
          return;
        }
        if (resumeSeeks >= MAX_RESUME_SEEKS) {
          resumeTarget = null;
          return;
        }
        resumeSeeks += 1;
        media.currentTime = resumeTarget;
        last = resumeTarget;
      };

      const onTimeUpdate = () => {
        if (resumeTarget !== null) {
          resume();
          if (resumeTarget !== null) return;
        }
        const now = media.currentTime;
        if (!Number.isFinite(now)) return;
        if (!media.paused) {
          const step = now - last;
          if (step > 0 && step <= MAX_STEP_SECONDS) {
            pending += step;
            playedSinceSave += step;
          }
        }
        last = now;
        if (playedSinceSave >= LESSON_PROGRESS.saveIntervalSeconds) flush();
      };
      const onPlay = () => {
        hasPlayed = true;
        last = media.currentTime;
        resume();
      };
      const onSeek = () => {
        last = media.currentTime;
      };
      const onPause = () => flush();
      const onHidden = () => {
        if (document.visibilityState === "hidden") flush(true);
      };
      const onPageHide = () => flush(true);

      const mediaEvents: [string, () => void][] = [
        ["loadedmetadata", resume],
        ["durationchange", resume],
        ["loadeddata", resume],
        ["canplay", resume],
        ["seeked", resume],
        ["timeupdate", onTimeUpdate],
        ["play", onPlay],
        ["playing", onPlay],
        ["seeking", onSeek],
        ["seeked", onSeek],
        ["pause", onPause],
        ["ended", onPause],
      ];
      for (const [name, handler] of mediaEvents) media.addEventListener(name, handler);
      document.addEventListener("visibilitychange", onHidden);
      window.addEventListener("pagehide", onPageHide);
      // Seek at once: the element keeps it until it can play there.
      resume();

      return () => {
        flush(true);
        for (const [name, handler] of mediaEvents) media.removeEventListener(name, handler);
        document.removeEventListener("visibilitychange", onHidden);
        window.removeEventListener("pagehide", onPageHide);
      };
    },
    [queryClient, startAt, knownDuration, isTracking],
  );
}
