import { AI_TIERS, type AiTier } from "@guilda/shared/constants";
import { readableOn } from "@/lib/color";

/** A plan's badge in the tier's own colour, with text that stays readable on it. */
export function TierBadge({ tier }: { tier: AiTier }) {
  const info = AI_TIERS.find((t) => t.id === tier);
  if (!info) return null;
  return (
    <span
      className="inline-flex shrink-0 rounded-full px-2 text-xs leading-5 font-semibold tracking-wide"
      style={{ backgroundColor: info.color, color: readableOn(info.color) }}
    >
      {info.label}
    </span>
  );
}
