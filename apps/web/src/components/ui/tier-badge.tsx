import { AI_TIERS, type AiTier } from "@guilda/shared/constants";
import { useCommunityWords } from "@/hooks/use-community-words";
import { cn } from "@/lib/cn";
import { readableOn } from "@/lib/color";

/**
 * A tier's badge (spec §3: each tier has its colour), named as the community names it (its plan's
 * name), with text that stays readable on it.
 */
export function TierBadge({ tier, size = "md" }: { tier: AiTier; size?: "sm" | "md" }) {
  const { tierLabel } = useCommunityWords();
  const info = AI_TIERS.find((t) => t.id === tier);
  if (!info) return null;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 rounded-full font-semibold tracking-wide whitespace-nowrap",
        size === "sm" ? "px-1.5 text-[0.625rem] leading-4" : "px-2 text-xs leading-5",
      )}
      style={{ backgroundColor: info.color, color: readableOn(info.color) }}
    >
      {tierLabel(tier)}
    </span>
  );
}
