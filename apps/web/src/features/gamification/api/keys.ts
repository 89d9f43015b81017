import type { RankingPeriod } from "@guilda/shared/schemas/gamification";

/** Everything under ["gamification"] changes when the member's points do. */
export const gamificationKeys = {
  all: ["gamification"] as const,
  levels: ["gamification", "levels"] as const,
  me: ["gamification", "me"] as const,
  ranking: (period: RankingPeriod) => ["gamification", "ranking", period] as const,
  missions: ["gamification", "missions"] as const,
};
