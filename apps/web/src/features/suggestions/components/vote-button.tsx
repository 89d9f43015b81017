import { webSuggestionsMessages as m } from "@guilda/shared/messages/web-suggestions";
import { CLOSED_SUGGESTION_STATUSES, type SuggestionStatus } from "@guilda/shared/rules/suggestions";
import { ChevronUp, Lock } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useVoteSuggestion } from "../api/vote-suggestion";

type VoteButtonProps = {
  suggestion: { id: string; title: string; status: SuggestionStatus; vote_count: number; has_voted: boolean };
  /** 'tall' in list cards (arrow over the count), 'wide' on the suggestion's page. */
  shape?: "tall" | "wide";
};

/**
 * The vote toggle: pressed when the viewer voted. Closed suggestions show their count and take
 * no votes. Refusals (the 10 open votes cap) come back as the server's pt-BR message.
 */
export function VoteButton({ suggestion, shape = "tall" }: VoteButtonProps) {
  const vote = useVoteSuggestion();
  const isClosed = CLOSED_SUGGESTION_STATUSES.includes(suggestion.status);
  const pressed = suggestion.has_voted;
  const label = isClosed
    ? m.voteClosedFor(suggestion.title, suggestion.vote_count)
    : m.voteFor(suggestion.title, suggestion.vote_count);

  const toggle = () => {
    if (isClosed || vote.isPending) return;
    vote.mutate(
      { id: suggestion.id, voted: !pressed },
      { onError: (error) => toast.error(m.voteError, { description: toApiError(error).message }) },
    );
  };

  const icon = vote.isPending ? (
    <Spinner />
  ) : isClosed ? (
    <Lock aria-hidden="true" className="size-4" />
  ) : (
    <ChevronUp aria-hidden="true" className="size-5" />
  );

  return (
    <button
      type="button"
      // The tall button shows only the count: its name says what it does. The wide one is named
      // by what it shows, so a voice command of the visible words reaches it.
      aria-label={shape === "tall" ? label : undefined}
      aria-pressed={isClosed ? undefined : pressed}
      aria-disabled={isClosed || undefined}
      title={isClosed ? m.voteClosed : undefined}
      onClick={toggle}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-lg border font-semibold transition-colors select-none",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        shape === "tall" ? "h-16 w-14 flex-col gap-0.5 text-sm" : "h-11 gap-2 px-4 text-sm",
        pressed
          ? "border-primary bg-primary text-primary-foreground hover:brightness-90"
          : "border-border bg-card text-foreground hover:bg-accent",
        isClosed && "cursor-not-allowed hover:bg-card",
        isClosed && pressed && "hover:bg-primary",
      )}
    >
      {icon}
      {shape === "tall" ? (
        <span aria-hidden="true" className="tabular-nums">
          {suggestion.vote_count}
        </span>
      ) : (
        <span>
          {pressed ? m.voted : isClosed ? m.voteClosed : m.vote}
          <span aria-hidden="true" className="mx-1.5 opacity-60">
            ·
          </span>
          <span className="sr-only">, </span>
          <span className="tabular-nums">{m.votes(suggestion.vote_count)}</span>
          <span className="sr-only">{m.voteTarget(suggestion.title)}</span>
        </span>
      )}
    </button>
  );
}
