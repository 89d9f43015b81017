import { webSuggestionsMessages as m } from "@guilda/shared/messages/web-suggestions";
import { SUGGESTION_STATUS_LABELS } from "@guilda/shared/rules/suggestions";
import type { SuggestionStatusChange } from "@guilda/shared/schemas/suggestions";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { StatusBadge } from "./status-badge";

const dateTime = new Intl.DateTimeFormat("pt-BR", { dateStyle: "medium", timeStyle: "short" });

/** Every status change, oldest first, with who made it and the note they left. */
export function StatusHistory({ history }: { history: SuggestionStatusChange[] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">{m.historyEmpty}</p>;
  return (
    <ol className="grid gap-4 border-l-2 border-border pl-4">
      {history.map((change) => (
        <li key={change.id} className="relative grid gap-1">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3125rem] size-2.5 rounded-full border-2 border-card bg-primary"
          />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="sr-only">
              {m.historyChange(
                SUGGESTION_STATUS_LABELS[change.from_status],
                SUGGESTION_STATUS_LABELS[change.to_status],
              )}
            </span>
            <StatusBadge status={change.to_status} className="" />
            <time dateTime={change.created_at} className="text-xs text-muted-foreground">
              {dateTime.format(new Date(change.created_at))}
            </time>
            <span className="text-xs text-muted-foreground">
              {m.changedBy(change.changed_by?.full_name ?? m.removedMember)}
            </span>
          </div>
          {change.duplicate_of ? (
            <p className="text-sm">
              {m.duplicateOf}{" "}
              <Link
                to={paths.suggestion(change.duplicate_of.id)}
                className="font-medium text-primary-text hover:underline"
              >
                {change.duplicate_of.title}
              </Link>
            </p>
          ) : null}
          {change.note ? <p className="text-sm break-words whitespace-pre-line">{change.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
