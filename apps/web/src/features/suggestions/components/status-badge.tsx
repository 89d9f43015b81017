import { SUGGESTION_STATUS_LABELS, type SuggestionStatus } from "@guilda/shared/rules/suggestions";
import { Ban, CheckCircle2, CircleDot, Copy, Hammer, Search, CalendarCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { readableOn } from "@/lib/color";

/** Each status its colour (the same in every theme) and icon; text picked to stay readable on it. */
const LOOK: Record<SuggestionStatus, { color: string; icon: ReactNode }> = {
  nova: { color: "#475569", icon: <CircleDot aria-hidden="true" /> },
  em_analise: { color: "#B45309", icon: <Search aria-hidden="true" /> },
  planejada: { color: "#1D4ED8", icon: <CalendarCheck aria-hidden="true" /> },
  em_andamento: { color: "#6D28D9", icon: <Hammer aria-hidden="true" /> },
  concluida: { color: "#15803D", icon: <CheckCircle2 aria-hidden="true" /> },
  recusada: { color: "#B91C1C", icon: <Ban aria-hidden="true" /> },
  duplicada: { color: "#57534E", icon: <Copy aria-hidden="true" /> },
};

export function StatusBadge({ status, className }: { status: SuggestionStatus; className?: string }) {
  const look = LOOK[status];
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap [&_svg]:size-3.5",
        className,
      )}
      style={{ backgroundColor: look.color, color: readableOn(look.color) }}
    >
      {look.icon}
      {SUGGESTION_STATUS_LABELS[status]}
    </span>
  );
}
