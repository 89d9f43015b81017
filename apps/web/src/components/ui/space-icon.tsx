import { resolveSpaceIcon } from "@guilda/shared/rules/space-icon";
import { Calendar, Heart, MessageSquare, Star } from "lucide-react";
import { cn } from "@/lib/cn";

const NAMED_ICONS = {
  star: Star,
  heart: Heart,
  calendar: Calendar,
  "message-square": MessageSquare,
} as const;

/**
 * A space's icon (spec §3): an emoji as is; star, heart, calendar and message-square as their
 * icons; anything else a star. Decorative: the space's name is always next to it.
 */
export function SpaceIcon({ icon, className }: { icon: string | null | undefined; className?: string }) {
  const resolved = resolveSpaceIcon(icon);
  if (resolved.kind === "emoji")
    return (
      <span aria-hidden="true" className={cn("leading-none", className)}>
        {resolved.value}
      </span>
    );
  const Icon = NAMED_ICONS[resolved.name];
  return <Icon aria-hidden="true" className={className} />;
}
