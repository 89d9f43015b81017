import { DEFAULT_LEVEL_NAMES, DEFAULT_TIER_LABELS, type AiTier, type Level } from "@guilda/shared/constants";
import { useSettings } from "./use-settings";

/**
 * The community's own words for levels and AI tiers (community settings), the spec's defaults
 * while they load. Levels and tiers travel by key; these are the names members read.
 */
export function useCommunityWords() {
  const { settings } = useSettings();
  const levelNames = settings.level_names ?? DEFAULT_LEVEL_NAMES;
  const tierLabels = settings.tier_labels ?? DEFAULT_TIER_LABELS;
  return {
    levelName: (level: Level) => levelNames[level] ?? level,
    tierLabel: (tier: AiTier) => tierLabels[tier] ?? tier,
  };
}
