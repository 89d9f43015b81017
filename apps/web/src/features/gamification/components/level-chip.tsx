import { shellMessages as m } from "@guilda/shared/messages/shell";
import type { Profile } from "@guilda/shared/schemas/profile";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";

const numberFormat = new Intl.NumberFormat("pt-BR");

/** The member's level and points in the header (live), leading to /niveis. */
export function LevelChip({ profile, className }: { profile: Profile; className?: string }) {
  return (
    // Named by its own text (visible words plus a few for screen readers), so the name always
    // holds what is seen (WCAG 2.5.3): 'Nível Padawan, 2 pts. Ver níveis'.
    <Link
      to={paths.levels}
      className={cn(
        "items-center gap-1.5 rounded-full border border-border bg-muted/60 px-3 py-1 text-xs font-medium whitespace-nowrap transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <Sparkles aria-hidden="true" className="size-3.5 text-primary-text" />
      <span className="sr-only">{m.levelChipHidden.before}</span>
      <span>{profile.level}</span>
      <span aria-hidden="true" className="text-muted-foreground">
        ·
      </span>
      <span className="sr-only">{m.levelChipHidden.between}</span>
      <span className="text-muted-foreground">
        {numberFormat.format(profile.points)} {profile.points === 1 ? "pt" : m.pointsShort}
      </span>
      <span className="sr-only">{m.levelChipHidden.after}</span>
    </Link>
  );
}
