import { AI_TIERS, type AiTier } from "@guilda/shared/constants";

const numberFormat = new Intl.NumberFormat("pt-BR");

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

export function tierLabel(tier: AiTier): string {
  return AI_TIERS.find((t) => t.id === tier)?.label ?? tier;
}

/** The tiers in order (trial first), for the selects. */
export const TIER_OPTIONS = AI_TIERS.map((t) => ({ value: t.id, label: t.label }));
