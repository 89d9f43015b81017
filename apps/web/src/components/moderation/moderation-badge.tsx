import { moderationMessages as m } from "@guilda/shared/messages/moderation";
import type { ContentModeration } from "@guilda/shared/schemas/moderation";
import { Clock, EyeOff } from "lucide-react";
import { cn } from "@/lib/cn";

type ModerationBadgeProps = {
  /** The item's state as its author and the staff receive it; nothing while visible. */
  state: ContentModeration | undefined;
  className?: string;
};

/**
 * 'Aguardando revisão' or 'Oculto pela moderação', with the line that says who sees the item.
 * Only the author and the staff ever receive such items, so only they see it.
 */
export function ModerationBadge({ state, className }: ModerationBadgeProps) {
  if (!state || state === "visible") return null;
  const isHeld = state === "held";
  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border px-2.5 py-1.5 text-xs",
        isHeld
          ? "border-amber-500/50 bg-amber-500/10 text-foreground"
          : "border-destructive-text/40 bg-destructive/10 text-foreground",
        className,
      )}
    >
      <span className="inline-flex items-center gap-1 font-semibold">
        {isHeld ? (
          <Clock aria-hidden="true" className="size-3.5" />
        ) : (
          <EyeOff aria-hidden="true" className="size-3.5" />
        )}
        {isHeld ? m.awaitingReview : m.hiddenLabel}
      </span>
      <span className="text-muted-foreground">{isHeld ? m.awaitingReviewHint : m.hiddenHint}</span>
    </div>
  );
}
