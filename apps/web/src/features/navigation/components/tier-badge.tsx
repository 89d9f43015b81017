import { AI_TIERS, type AiTier } from "@guilda/shared/constants";
import { readableOn } from "@/lib/color";

/** The agent's required plan, in the tier's own colour with text that stays readable on it. */
export function TierBadge({ tier }: { tier: AiTier }) {
  const info = AI_TIERS.find((t) => t.id === tier);
  if (!info) return null;
  return (
    <span
      className="rounded-full px-1.5 text-[0.625rem] leading-4 font-semibold tracking-wide"
      style={{ backgroundColor: info.color, color: readableOn(info.color) }}
    >
      {info.label}
    </span>
  );
}
