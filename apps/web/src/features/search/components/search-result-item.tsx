import { searchKindLabels, webSearchMessages as m } from "@guilda/shared/messages/search";
import { SUGGESTION_STATUS_LABELS, type SuggestionStatus } from "@guilda/shared/rules/suggestions";
import type { SearchResult, SearchResultKind } from "@guilda/shared/schemas/search";
import { format } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import {
  BookOpen,
  CalendarDays,
  FileText,
  GraduationCap,
  Lightbulb,
  MessageSquare,
  Store,
  StickyNote,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { safeInternalPath } from "@/lib/paths";
import { Highlighted } from "./highlighted";

const ICONS: Record<Exclude<SearchResultKind, "member">, LucideIcon> = {
  post: StickyNote,
  comment: MessageSquare,
  course: GraduationCap,
  lesson: BookOpen,
  wiki: FileText,
  supplier: Store,
  event: CalendarDays,
  suggestion: Lightbulb,
};

function eventWhen(result: SearchResult) {
  if (!result.starts_at) return null;
  const when = format(new Date(result.starts_at), "EEEE, d 'de' MMMM 'de' yyyy, HH:mm", { locale: ptBR });
  return result.recurring ? `${when} · ${m.recurring}` : when;
}

/** One result: what it is, its title and place with the searched words marked, and a snippet. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const to = safeInternalPath(result.url) ?? "/";
  const Icon = result.kind === "member" ? null : ICONS[result.kind];
  const details = [
    result.context,
    result.kind === "event" ? eventWhen(result) : null,
    result.kind === "event" ? result.location : null,
  ].filter(Boolean);
  return (
    <article className="relative flex gap-3 rounded-lg border border-border bg-card p-3 transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40 sm:p-4">
      {result.kind === "member" ? (
        <Avatar name={result.title} src={result.avatar_url} size="md" />
      ) : (
        <div
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-5"
          aria-hidden="true"
        >
          {Icon ? <Icon /> : null}
        </div>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge variant="secondary">{searchKindLabels[result.kind]}</Badge>
          {result.kind === "suggestion" && result.status ? (
            <Badge variant="outline">
              {SUGGESTION_STATUS_LABELS[result.status as SuggestionStatus] ?? result.status}
            </Badge>
          ) : null}
        </div>
        <h3 className="min-w-0 text-base leading-snug font-semibold break-words">
          {/* the whole card is the link's target area; the title is its name */}
          <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
            <Highlighted text={result.title} ranges={result.title_highlights} />
          </Link>
        </h3>
        {details.length > 0 ? (
          <p className="text-sm break-words text-muted-foreground">{details.join(" · ")}</p>
        ) : null}
        {result.snippet ? (
          <p className="text-sm leading-relaxed break-words text-foreground/90">
            <Highlighted text={result.snippet} ranges={result.highlights} />
          </p>
        ) : null}
      </div>
    </article>
  );
}
