import { describe, expect, it } from "vitest";
import {
  courseProgressPercent,
  creditWatchedSeconds,
  isCourseComplete,
  isWatchedEnough,
  lessonCompletionMode,
  LESSON_PROGRESS,
  secondsToComplete,
} from "./lesson-progress";

describe("seconds watched", () => {
  it("credits a first save at most 15 s of wall clock at 2× plus grace", () => {
    const budget = LESSON_PROGRESS.firstSaveWallSeconds * LESSON_PROGRESS.maxPlaybackRate + 2;
    expect(budget).toBe(32);
    expect(creditWatchedSeconds({ stored: 0, delta: 7200, elapsedMs: null, durationSeconds: 7200 })).toBe(32);
    expect(creditWatchedSeconds({ stored: 0, delta: 10, elapsedMs: null, durationSeconds: 7200 })).toBe(10);
  });

  it("credits a later save by the time since the previous one", () => {
    // 15 s later: up to 30 s at 2× plus 2 s of grace.
    expect(creditWatchedSeconds({ stored: 100, delta: 15, elapsedMs: 15_000, durationSeconds: 0 })).toBe(115);
    expect(creditWatchedSeconds({ stored: 100, delta: 500, elapsedMs: 15_000, durationSeconds: 0 })).toBe(
      132,
    );
    // One second later: 2 s at 2× plus 2 s of grace.
    expect(creditWatchedSeconds({ stored: 0, delta: 7200, elapsedMs: 1000, durationSeconds: 7200 })).toBe(4);
    // Back-to-back saves (a burst, or a retried request) earn only the clock, without grace.
    expect(creditWatchedSeconds({ stored: 0, delta: 100, elapsedMs: 1, durationSeconds: 0 })).toBe(0);
    expect(creditWatchedSeconds({ stored: 0, delta: 100, elapsedMs: 999, durationSeconds: 0 })).toBe(1);
  });

  it("credits no more than 60 s of wall clock however long the gap", () => {
    expect(creditWatchedSeconds({ stored: 0, delta: 10_000, elapsedMs: 3_600_000, durationSeconds: 0 })).toBe(
      122,
    );
  });

  it("never goes backwards: negative deltas and clocks credit nothing, fractions are floored", () => {
    expect(creditWatchedSeconds({ stored: 50, delta: -30, elapsedMs: 10_000, durationSeconds: 0 })).toBe(50);
    expect(creditWatchedSeconds({ stored: 50, delta: 30, elapsedMs: -10_000, durationSeconds: 0 })).toBe(50);
    expect(creditWatchedSeconds({ stored: 50, delta: 9.9, elapsedMs: 10_000, durationSeconds: 0 })).toBe(59);
  });

  it("never passes the lesson's duration", () => {
    expect(creditWatchedSeconds({ stored: 110, delta: 20, elapsedMs: 15_000, durationSeconds: 120 })).toBe(
      120,
    );
    expect(creditWatchedSeconds({ stored: 120, delta: 20, elapsedMs: 15_000, durationSeconds: 120 })).toBe(
      120,
    );
  });

  it("takes many steady saves to watch a 2-hour lesson", () => {
    let stored = 0;
    let saves = 0;
    while (!isWatchedEnough(stored, 7200)) {
      stored = creditWatchedSeconds({
        stored,
        delta: 15,
        elapsedMs: saves ? 15_000 : null,
        durationSeconds: 7200,
      });
      saves += 1;
    }
    expect(saves).toBe(Math.ceil(6480 / 15));
  });
});

describe("completion", () => {
  it("needs 90 % of a known duration", () => {
    expect(secondsToComplete(100)).toBe(90);
    expect(secondsToComplete(7)).toBe(7); // ceil(6.3)
    expect(secondsToComplete(0)).toBeNull();
    expect(isWatchedEnough(89, 100)).toBe(false);
    expect(isWatchedEnough(90, 100)).toBe(true);
    expect(isWatchedEnough(10_000, 0)).toBe(false);
  });

  it("follows the course's threshold, and 0 leaves the video to the member's button", () => {
    expect(secondsToComplete(734, 90)).toBe(661); // ceil(660.6)
    expect(secondsToComplete(734, 100)).toBe(734);
    expect(secondsToComplete(734, 50)).toBe(367);
    expect(secondsToComplete(10, 1)).toBe(1);
    expect(secondsToComplete(734, 0)).toBeNull();
    expect(isWatchedEnough(366, 734, 50)).toBe(false);
    expect(isWatchedEnough(367, 734, 50)).toBe(true);
    expect(isWatchedEnough(734, 734, 0)).toBe(false);
    expect(lessonCompletionMode("video", 734, 90)).toBe("watch");
    expect(lessonCompletionMode("video", 734, 0)).toBe("manual");
    expect(lessonCompletionMode("video", 0, 90)).toBe("manual");
    expect(lessonCompletionMode("text", 0, 90)).toBe("manual");
    expect(lessonCompletionMode("text", 300, 90)).toBe("manual");
    // A video with nothing to play (its file gone) cannot be watched: the button completes it.
    expect(lessonCompletionMode("video", 734, 90, false)).toBe("manual");
  });

  it("gives the course's percent, floored and capped", () => {
    expect(courseProgressPercent(0, 0)).toBe(0);
    expect(courseProgressPercent(1, 3)).toBe(33);
    expect(courseProgressPercent(2, 3)).toBe(66);
    expect(courseProgressPercent(3, 3)).toBe(100);
    expect(courseProgressPercent(5, 3)).toBe(100);
  });

  it("completes a course with every lesson, or with its minimum", () => {
    expect(isCourseComplete(0, 0, null)).toBe(false);
    expect(isCourseComplete(2, 3, null)).toBe(false);
    expect(isCourseComplete(3, 3, null)).toBe(true);
    expect(isCourseComplete(2, 3, 2)).toBe(true);
    expect(isCourseComplete(1, 3, 2)).toBe(false);
    // A minimum above the lessons there are asks for all of them.
    expect(isCourseComplete(3, 3, 10)).toBe(true);
    expect(isCourseComplete(2, 3, 10)).toBe(false);
  });
});
