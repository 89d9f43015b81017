import { webSuggestionsMessages as m } from "@guilda/shared/messages/web-suggestions";
import { SUGGESTION_CATEGORY_LABELS, type SuggestionListItem } from "@guilda/shared/schemas/suggestions";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { Flame, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { StatusBadge } from "./status-badge";
import { VoteButton } from "./vote-button";
import { ModerationBadge } from "@/components/moderation/moderation-badge";

const fullDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });

/** One suggestion on the board: the vote toggle, the title (to its page), status and numbers (the week's votes in 'Em alta'). */
export function SuggestionCard({ item }: { item: SuggestionListItem }) {
  const created = new Date(item.created_at);
  return (
    <article
      aria-label={item.title}
      className="flex gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-card sm:gap-4 sm:p-4"
    >
      <VoteButton suggestion={item} />
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <StatusBadge status={item.status} />
          <span className="text-xs text-muted-foreground">{SUGGESTION_CATEGORY_LABELS[item.category]}</span>
        </div>
        <ModerationBadge state={item.moderation} className="justify-self-start" />
        <h2 className="text-base leading-snug font-semibold break-words">
          <Link to={paths.suggestion(item.id)} className="hover:underline">
            {item.title}
          </Link>
        </h2>
        {item.duplicate_of ? (
          <p className="text-sm text-muted-foreground">
            {m.duplicateOf}{" "}
            <Link
              to={paths.suggestion(item.duplicate_of.id)}
              className="font-medium text-primary-text hover:underline"
            >
              {item.duplicate_of.title}
            </Link>
          </p>
        ) : item.excerpt ? (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">{item.excerpt}</p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="min-w-0 truncate">
            {item.author ? item.author.full_name : m.removedMember}
            {" · "}
            <time dateTime={item.created_at} title={fullDate.format(created)}>
              {formatDistanceToNow(created, { addSuffix: true, locale: ptBR })}
            </time>
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-3.5" />
            {m.comments(item.comment_count)}
          </span>
          {item.recent_votes ? (
            <span className="inline-flex items-center gap-1">
              <Flame aria-hidden="true" className="size-3.5" />
              {m.recentVotes(item.recent_votes)}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** The board while its first page loads: cards of the same size. */
export function SuggestionCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex gap-3 rounded-lg border border-border bg-card p-3 sm:gap-4 sm:p-4"
    >
      <Skeleton className="h-16 w-14 shrink-0 rounded-lg" />
      <div className="grid flex-1 content-start gap-2">
        <Skeleton className="h-4 w-24 rounded-full" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}
