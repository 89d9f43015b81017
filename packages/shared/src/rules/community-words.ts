import {
  AI_TIER_IDS,
  DEFAULT_LEVEL_NAMES,
  DEFAULT_TIER_LABELS,
  LEVELS,
  type AiTier,
  type LevelNames,
  type TierLabels,
} from "../constants";

/**
 * The community's own words: what members read for each level and AI tier, over the spec's
 * defaults. Levels and tiers are stored by key everywhere; these names are applied when a level
 * or a tier is shown.
 */

/** A level's name fits the header chip and the directory's filter. */
export const LEVEL_NAME_MAX = 30;
/** The footer's sentence. */
export const FOOTER_TEXT_MAX = 200;

const nameOf = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The stored names ({ key: name }) over the defaults, key by key: a missing or blank one is the default. */
export function levelNamesOf(stored: unknown): LevelNames {
  const given = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    LEVELS.map((key) => [key, nameOf(given[key]) ?? DEFAULT_LEVEL_NAMES[key]]),
  ) as LevelNames;
}

/** The names in the order of LEVELS (the admin's form), and back. */
export function levelNamesList(names: LevelNames): [string, string, string, string] {
  return LEVELS.map((key) => names[key]) as [string, string, string, string];
}
export function levelNamesFromList(list: readonly string[]): LevelNames {
  return levelNamesOf(Object.fromEntries(LEVELS.map((key, i) => [key, list[i]])));
}

/** Each tier's name from the stored names ({ tier: name }), the defaults for the rest. */
export function tierLabelsOf(stored: Partial<Record<string, unknown>>): TierLabels {
  return Object.fromEntries(
    AI_TIER_IDS.map((tier) => [tier, nameOf(stored[tier]) ?? DEFAULT_TIER_LABELS[tier]]),
  ) as TierLabels;
}

export function tierLabel(tier: AiTier, labels: TierLabels = DEFAULT_TIER_LABELS): string {
  return labels[tier] ?? DEFAULT_TIER_LABELS[tier];
}
