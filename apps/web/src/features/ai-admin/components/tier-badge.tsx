import { AI_TIERS, type AiTier } from "@guilda/shared/constants";
import { readableOn } from "@/lib/color";

/** The agent's required tier in the tier's own colour, as the sidebar shows it. */
export function TierBadge({ tier }: { tier: AiTier }) {
  const info = AI_TIERS.find((t) => t.id === tier);
  if (!info) return null;
  return (
    <span
      className="inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap"
      style={{ backgroundColor: info.color, color: readableOn(info.color) }}
    >
      {info.label}
    </span>
  );
}
