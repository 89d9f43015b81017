import { singleLine, z } from "./zod";
import { LEVELS, type Level } from "../constants";
import { gamificationMessages as gm } from "../messages/gamification";
import { LEVEL_NAME_MAX } from "../rules/community-words";
import {
  MISSION_EVENT_TYPES,
  POINT_REASONS,
  type LevelProgress,
  type MissionEventType,
  type PointReason,
  type ReasonRule,
} from "../rules/gamification";

/** A level: its stored key, the community's name for it and the points it needs. */
export type LevelInfo = { key: Level; name: string; threshold: number };

/**
 * GET /api/gamification/levels — the live rules (/niveis) and the viewer's place in them. Every
 * `level` the API answers is the name members read (the community's), never the stored key.
 */
export type LevelsInfo = {
  levels: LevelInfo[];
  reasons: { reason: PointReason; points: number; daily_cap: number | null }[];
  like_pair_daily_limit: number;
  me: { points: number; level: string; level_key: Level; progress: LevelProgress };
};

/** GET /api/gamification/me — the header, /perfil: points, level, position and missions done. */
export type MyGamification = {
  points: number;
  level: string;
  progress: LevelProgress;
  /** Position in the all-time ranking (1 = first), null with 0 points. */
  position: number | null;
  missions_completed: { id: string; title: string; completed_at: string }[];
};

export const RANKING_PERIODS = ["7d", "30d", "all"] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export const RANKING_SIZE = 50;
export const rankingQuerySchema = z.object({ period: z.enum(RANKING_PERIODS).default("7d") }).strict();

export type RankingMember = {
  id: string;
  full_name: string;
  username: string;
  avatar_url: string | null;
  level: string;
};
export type RankingEntry = { position: number; member: RankingMember; points: number };

/**
 * GET /api/gamification/ranking?period=7d|30d|all — the top 50 by points earned in the period
 * (net of reversals; all = profiles.points), ties by full name then id; `me` even
 * outside the top (position null when the viewer earned nothing in the period).
 */
export type Ranking = {
  period: RankingPeriod;
  items: RankingEntry[];
  me: { position: number | null; points: number };
};

/** GET /api/gamification/missions — active missions with the viewer's progress. */
export type MissionView = {
  id: string;
  title: string;
  description: string;
  event_type: MissionEventType;
  target: number;
  points: number;
  /** min(count, target). */
  progress: number;
  completed_at: string | null;
};
export type MissionList = { items: MissionView[] };

// ---------------------------------------------------------------- admin

const pointsValue = z.number().int().min(0).max(10_000);
const capValue = z.number().int().min(1).max(1000).nullable();

export const reasonRuleSchema = z.object({ points: pointsValue, daily_cap: capValue }).strict();

/** GET/PUT /api/admin/gamification — the scoring rules and the levels' names. */
export type GamificationSettingsView = {
  reasons: Record<PointReason, ReasonRule>;
  like_pair_daily_limit: number;
  level_thresholds: [number, number, number, number];
  /** The community's names of the levels, in the order of `levels`. */
  level_names: [string, string, string, string];
  /** The stored keys, lowest first. */
  levels: readonly Level[];
};

const levelNameSchema = singleLine(
  z
    .string({ error: gm.levelNameRequired })
    .trim()
    .min(1, gm.levelNameRequired)
    .max(LEVEL_NAME_MAX, gm.levelNameTooLong),
);

export const updateGamificationSchema = z
  .object({
    reasons: z
      .object(
        Object.fromEntries(POINT_REASONS.map((r) => [r, reasonRuleSchema])) as Record<
          PointReason,
          typeof reasonRuleSchema
        >,
      )
      .strict(),
    like_pair_daily_limit: z.number().int().min(1).max(100),
    level_thresholds: z
      .tuple([
        z.literal(0, { error: gm.firstThresholdZero }),
        z.number().int().min(1, gm.thresholdsIncreasing),
        z.number().int().min(1, gm.thresholdsIncreasing),
        z.number().int().min(1, gm.thresholdsIncreasing),
      ])
      .superRefine((t, ctx) => {
        // The error sits on the first threshold that is not above the one before it.
        const at = t.findIndex((v, i) => i > 0 && v <= t[i - 1]!);
        if (at > 0) ctx.addIssue({ code: "custom", message: gm.thresholdsIncreasing, path: [at] });
      }),
    /** Optional: a save without it keeps the names. */
    level_names: z
      .tuple([levelNameSchema, levelNameSchema, levelNameSchema, levelNameSchema])
      .superRefine((names, ctx) => {
        const seen = new Set<string>();
        names.forEach((name, i) => {
          const folded = name.toLocaleLowerCase("pt-BR");
          if (seen.has(folded)) ctx.addIssue({ code: "custom", message: gm.levelNamesRepeated, path: [i] });
          seen.add(folded);
        });
      })
      .optional(),
  })
  .strict();
export type UpdateGamificationInput = z.input<typeof updateGamificationSchema>;

/** PUT answers this: how many members changed level with the new thresholds. */
export type GamificationSaved = GamificationSettingsView & { levels_changed: number };

export type AdminMission = {
  id: string;
  title: string;
  description: string;
  event_type: MissionEventType;
  target: number;
  points: number;
  is_active: boolean;
  order: number;
  /** Members who completed it. */
  completed_count: number;
};
/** GET /api/admin/missions */
export type AdminMissionList = { items: AdminMission[] };

const missionFields = z
  .object({
    title: singleLine(z.string().trim().min(1).max(80)),
    description: z.string().trim().max(300),
    event_type: z.enum(MISSION_EVENT_TYPES),
    target: z.number().int().min(1).max(100_000),
    points: z.number().int().min(0).max(10_000),
    is_active: z.boolean(),
  })
  .strict();

/** POST /api/admin/missions, PATCH /api/admin/missions/:id (partial). DELETE /api/admin/missions/:id. */
export const missionInputSchema = missionFields.extend({
  description: missionFields.shape.description.default(""),
  is_active: missionFields.shape.is_active.default(true),
});
export type MissionInput = z.input<typeof missionInputSchema>;
/** Only what is sent changes: no defaults here, or a switch would wipe the description. */
export const missionPatchSchema = missionFields.partial();

export { LEVELS };
