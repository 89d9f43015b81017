import { auditActionLabels, auditTargetKindLabels } from "@guilda/shared/messages/audit";
import { webAuditMessages as m } from "@guilda/shared/messages/web-audit";
import { auditChanges } from "@guilda/shared/rules/audit-diff";
import type { AuditEntryView } from "@guilda/shared/schemas/audit";
import { useMediaQuery } from "@/hooks/use-media-query";
import { formatDateTime } from "../lib/format";

/** Wide enough for a column per fact; narrower, each entry's facts stack in one cell. */
const WIDE = "(min-width: 64rem)";
/** Long values (the rules' text) are cut on screen; the CSV has them whole. */
const VALUE_MAX = 160;

const th = "px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase";
const td = "px-3 py-3 align-top";

const WIDE_COLUMNS = [m.columnDate, m.columnActor, m.columnAction, m.columnTarget, m.columnChanges];

const actionLabel = (entry: AuditEntryView) => auditActionLabels[entry.action] ?? entry.action;

/** Every entry, newest first: a column per fact on wide screens, stacked on phones (no sideways scroll). */
export function AuditTable({ items }: { items: AuditEntryView[] }) {
  const isWide = useMediaQuery(WIDE);
  return (
    <div className="overflow-hidden rounded-lg border border-border">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{m.tableCaption}</caption>
        <thead className="border-b border-border bg-muted/40">
          <tr>
            {(isWide ? WIDE_COLUMNS : [m.columnEntry]).map((label, index) => (
              <th
                key={label}
                scope="col"
                className={`${th} ${isWide ? ["w-36", "w-40", "w-52", "w-48", ""][index] : ""}`}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((entry) =>
            isWide ? <WideRow key={entry.id} entry={entry} /> : <NarrowRow key={entry.id} entry={entry} />,
          )}
        </tbody>
      </table>
    </div>
  );
}

function WideRow({ entry }: { entry: AuditEntryView }) {
  return (
    <tr>
      <td className={`${td} tabular-nums`}>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </td>
      <td className={`${td} break-words`}>{entry.actor.full_name}</td>
      <th scope="row" className={`${td} text-left font-medium break-words`}>
        {actionLabel(entry)}
      </th>
      <td className={`${td} break-words`}>
        <Target entry={entry} />
      </td>
      <td className={td}>
        <Changes entry={entry} />
      </td>
    </tr>
  );
}

function NarrowRow({ entry }: { entry: AuditEntryView }) {
  return (
    <tr>
      <td className={`${td} break-words`}>
        <div className="grid gap-1.5">
          <p className="font-medium">{actionLabel(entry)}</p>
          <p className="text-muted-foreground">
            <time dateTime={entry.created_at} className="tabular-nums">
              {formatDateTime(entry.created_at)}
            </time>{" "}
            · {m.by(entry.actor.full_name)}
          </p>
          <Target entry={entry} />
          <Changes entry={entry} />
        </div>
      </td>
    </tr>
  );
}

/** The target's name, with its kind ('Membro', 'Espaço') above it. */
function Target({ entry }: { entry: AuditEntryView }) {
  return (
    <span className="grid gap-0.5">
      <span className="text-xs text-muted-foreground">
        {auditTargetKindLabels[entry.target_kind] ?? entry.target_kind}
      </span>
      <span>{entry.target_label || m.noChanges}</span>
    </span>
  );
}

/** Each field: 'Moderador: Não → Sim', the values before and after (one side only for a creation or a deletion). */
function Changes({ entry }: { entry: AuditEntryView }) {
  const changes = auditChanges(entry.before, entry.after, VALUE_MAX);
  if (changes.length === 0) return <span className="text-muted-foreground">{m.noChanges}</span>;
  const hasBefore = entry.before !== null && entry.before !== undefined;
  const hasAfter = entry.after !== null && entry.after !== undefined;
  return (
    <dl className="grid gap-1">
      {changes.map((change) => (
        <div key={change.field} className="break-words">
          <dt className="inline font-medium">{change.label}: </dt>
          <dd className="inline">
            {hasBefore ? (
              <>
                <span className="sr-only">{m.beforeLabel} </span>
                <span className={hasAfter ? "text-muted-foreground" : undefined}>{change.before}</span>
              </>
            ) : null}
            {hasBefore && hasAfter ? (
              <span aria-hidden="true" className="px-1 text-muted-foreground">
                {m.changeArrow}
              </span>
            ) : null}
            {hasAfter ? (
              <>
                <span className="sr-only"> {m.afterLabel} </span>
                <span>{change.after}</span>
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
