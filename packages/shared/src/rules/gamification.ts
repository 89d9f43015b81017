import { DEFAULT_LEVEL_NAMES, LEVELS, type Level, type LevelNames } from "../constants";

/** Why points move. `mission_completed` pays each mission's own points. */
export const POINT_REASONS = [
  "post_published",
  "comment_written",
  "like_received",
  "lesson_completed",
  "course_completed",
  "mission_completed",
  "daily_visit",
] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** What a mission counts. */
export const MISSION_EVENT_TYPES = [
  "profile_completed",
  "post_published",
  "comment_written",
  "like_received",
  "lesson_completed",
  "course_completed",
  "daily_visit",
] as const;
export type MissionEventType = (typeof MISSION_EVENT_TYPES)[number];

/** Points per event and how many events of that reason pay per day (null: no cap). */
export type ReasonRule = { points: number; daily_cap: number | null };

export type GamificationRules = {
  reasons: Record<PointReason, ReasonRule>;
  /** Likes from one member to another's content that pay per day. */
  like_pair_daily_limit: number;
  /** Points needed for each of LEVELS, in order; the first is 0 and they grow. */
  level_thresholds: [number, number, number, number];
};

export const DEFAULT_GAMIFICATION_RULES: GamificationRules = {
  reasons: {
    post_published: { points: 10, daily_cap: 5 },
    comment_written: { points: 3, daily_cap: 20 },
    like_received: { points: 1, daily_cap: 50 },
    lesson_completed: { points: 5, daily_cap: 30 },
    course_completed: { points: 50, daily_cap: 5 },
    // Each mission says how much it pays; missions pay once each, so no daily cap.
    mission_completed: { points: 0, daily_cap: null },
    daily_visit: { points: 2, daily_cap: 1 },
  },
  like_pair_daily_limit: 3,
  level_thresholds: [0, 100, 1000, 5000],
};

/** The community's day (caps and daily visits): the calendar day in São Paulo. */
export const GAMIFICATION_TIME_ZONE = "America/Sao_Paulo";

/** 'YYYY-MM-DD' of `date` in the community's time zone. */
export function communityDay(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: GAMIFICATION_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

/** The level a member with these points holds. */
export function levelFor(points: number, thresholds: readonly number[]): Level {
  let level: Level = LEVELS[0];
  for (const [i, name] of LEVELS.entries()) if (points >= (thresholds[i] ?? Infinity)) level = name;
  return level;
}

/** Where a member stands, in the names members read (the community's, or the keys by default). */
export type LevelProgress = {
  level: string;
  /** The next level and the points it needs, or null at the top. */
  next: { level: string; threshold: number } | null;
  /** 0–100: how far from this level's threshold to the next one. */
  percent: number;
};

export function levelProgress(
  points: number,
  thresholds: readonly number[],
  names: LevelNames = DEFAULT_LEVEL_NAMES,
): LevelProgress {
  const key = levelFor(points, thresholds);
  const i = LEVELS.indexOf(key);
  const level = names[key];
  const nextKey = LEVELS[i + 1];
  if (!nextKey) return { level, next: null, percent: 100 };
  const from = thresholds[i] ?? 0;
  const to = thresholds[i + 1]!;
  const percent = Math.max(0, Math.min(100, Math.floor(((points - from) / (to - from)) * 100)));
  return { level, next: { level: names[nextKey], threshold: to }, percent };
}
