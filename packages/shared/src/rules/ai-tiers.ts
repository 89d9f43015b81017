import { AI_TIER_IDS, DEFAULT_AI_QUOTAS, type AiTier } from "../constants";

/** Position of a tier in the order trial < basic < premium < enterprise. */
export function aiTierRank(tier: AiTier): number {
  return AI_TIER_IDS.indexOf(tier);
}

export function isAiTier(value: unknown): value is AiTier {
  return typeof value === "string" && (AI_TIER_IDS as string[]).includes(value);
}

/** An unknown stored value reads as the lowest tier, so a bad row never unlocks anything. */
export function asAiTier(value: unknown): AiTier {
  return isAiTier(value) ? value : AI_TIER_IDS[0];
}

/** A member may use an agent when their tier reaches the agent's; admins use every agent. */
export function canUseAgent(viewer: { tier: AiTier; isAdmin: boolean }, requiredTier: AiTier): boolean {
  if (viewer.isAdmin) return true;
  return aiTierRank(viewer.tier) >= aiTierRank(requiredTier);
}

/** Answers per 24 h of each tier: the admin's overrides, the defaults for the rest. */
export function aiQuotasWithDefaults(
  overrides: { tier: string; messages_per_day: number }[],
): Record<AiTier, number> {
  const out = { ...DEFAULT_AI_QUOTAS };
  for (const row of overrides) if (isAiTier(row.tier)) out[row.tier] = row.messages_per_day;
  return out;
}

export const AI_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The quota of the last 24 h: `counted` are the creation times of the answers that count, in any
 * order. Under the limit nothing resets; at or over it, the window frees a slot when the oldest
 * counted answer leaves it.
 */
export function aiQuotaState(limit: number, counted: Date[], now: Date) {
  const inWindow = counted
    .filter((d) => now.getTime() - d.getTime() < AI_QUOTA_WINDOW_MS)
    .sort((a, b) => a.getTime() - b.getTime());
  const used = inWindow.length;
  if (used < limit) return { used, exceeded: false, resetsAt: null as Date | null };
  // A tier without answers never resets.
  if (limit <= 0) return { used, exceeded: true, resetsAt: null };
  // With a lowered limit several answers may have to leave the window: the one at used - limit.
  const freeing = inWindow[used - limit]!;
  return { used, exceeded: true, resetsAt: new Date(freeing.getTime() + AI_QUOTA_WINDOW_MS) };
}
