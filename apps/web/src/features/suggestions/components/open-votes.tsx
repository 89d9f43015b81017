import { webSuggestionsMessages as m } from "@guilda/shared/messages/web-suggestions";
import type { SuggestionVoteBudget } from "@guilda/shared/schemas/suggestions";
import { Vote } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";

/** 'Seus votos abertos: N de 10', with why a vote comes back. */
export function OpenVotes({ budget, className }: { budget: SuggestionVoteBudget; className?: string }) {
  const hintId = useId();
  const full = budget.open_votes >= budget.max_open_votes;
  return (
    <div className={cn("grid gap-0.5 text-sm", className)}>
      <p
        aria-describedby={hintId}
        className={cn("flex items-center gap-1.5 font-medium", full && "text-destructive-text")}
      >
        <Vote aria-hidden="true" className="size-4 shrink-0" />
        {m.openVotes(budget.open_votes, budget.max_open_votes)}
      </p>
      <p id={hintId} className="text-xs text-muted-foreground">
        {m.openVotesHint}
      </p>
    </div>
  );
}
