import {
  heldReasonLabels,
  moderationActionLabels as labels,
  moderationHistoryLabels as historyLabels,
  moderationKindLabels,
  reportReasonLabels,
} from "@guilda/shared/messages/moderation";
import { webModerationMessages as m } from "@guilda/shared/messages/web-moderation";
import type { Roles } from "@guilda/shared/rules/moderation";
import type {
  CaseAction,
  ModerationCaseView,
  ModerationHistoryEntry,
} from "@guilda/shared/schemas/moderation";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { Check, ExternalLink, EyeOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatDateTime, silenceEnd } from "@/components/moderation/format-until";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths, safeInternalPath } from "@/lib/paths";
import { useCaseAction } from "../api/case-action";
import { ConfirmDialog, MemberActions } from "./member-actions";
import { MemberStateBadges } from "./member-state";

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true, locale: ptBR });

type CaseCardProps = {
  item: ModerationCaseView;
  viewer: Roles & { id: string };
};

/** One open item: the content as members saw it, its author, the reports, the history and the decisions. */
export function CaseCard({ item, viewer }: CaseCardProps) {
  const kind = moderationKindLabels[item.kind];
  const titleId = `caso-${item.id}`;
  const { author, item: content } = item;
  const link = safeInternalPath(content.link);

  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={titleId} className="grid gap-4 p-4 sm:p-5">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
          <Badge variant="secondary">{kind}</Badge>
          {item.held_reason ? (
            <Badge variant="outline" className="border-amber-500/60 bg-amber-500/10">
              {m.heldBecause(heldReasonLabels[item.held_reason])}
            </Badge>
          ) : null}
          {content.moderation === "hidden" ? (
            <Badge variant="outline" className="gap-1">
              <EyeOff aria-hidden="true" className="size-3" />
              {m.hiddenNow}
            </Badge>
          ) : null}
          <span className="text-xs text-muted-foreground">
            <time dateTime={item.opened_at} title={formatDateTime(item.opened_at)}>
              {m.openedAt(formatDistanceToNow(new Date(item.opened_at), { locale: ptBR }))}
            </time>
          </span>
          <h2 id={titleId} className="sr-only">
            {m.itemLabel(kind, author.full_name)}
          </h2>
        </header>

        <ItemContent item={item} link={link} />

        <div className="flex items-start gap-3">
          <Avatar name={author.full_name} src={author.avatar_url} />
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link to={paths.member(author.id)} className="font-semibold break-words hover:underline">
                {author.full_name}
              </Link>
              <span className="text-sm text-muted-foreground">@{author.username}</span>
              <MemberStateBadges member={author} />
            </div>
          </div>
        </div>

        <div className="grid gap-4 md:grid-cols-2">
          <Reports item={item} />
          <History entries={item.history} />
        </div>

        <div className="grid gap-3 border-t border-border pt-4">
          <ContentActions item={item} />
          <MemberActions member={author} viewer={viewer} caseId={item.id} />
        </div>
      </article>
    </Card>
  );
}

function ItemContent({ item, link }: { item: ModerationCaseView; link: string | null }) {
  const content = item.item;
  const kind = moderationKindLabels[item.kind];
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3 sm:p-4">
      {content.context ? (
        <p className="text-xs font-medium text-muted-foreground">{m.inContext(content.context)}</p>
      ) : null}
      <div className="flex gap-3">
        <div className="grid min-w-0 flex-1 content-start gap-1.5">
          {content.title ? <h3 className="font-semibold break-words">{content.title}</h3> : null}
          {/* Plain text, as the member typed it. */}
          <p className="text-sm leading-relaxed break-words whitespace-pre-line">
            {content.text || <span className="text-muted-foreground">{m.noText}</span>}
          </p>
        </div>
        {content.media_url ? (
          <img
            src={content.media_url}
            alt={m.mediaAlt}
            loading="lazy"
            className="size-20 shrink-0 rounded-md border border-border object-cover sm:size-24"
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {content.removed ? <p className="text-muted-foreground">{m.removedItem}</p> : null}
        {link && !content.removed ? (
          <Link
            to={link}
            aria-label={m.openItemLabel(kind)}
            className="inline-flex items-center gap-1 font-medium text-primary-text hover:underline"
          >
            {m.openItem}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function Reports({ item }: { item: ModerationCaseView }) {
  return (
    <section aria-labelledby={`caso-${item.id}-denuncias`} className="grid content-start gap-2">
      <h3 id={`caso-${item.id}-denuncias`} className="text-sm font-semibold">
        {m.reportsHeading(item.report_count)}
      </h3>
      {item.reports.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noReports}</p>
      ) : (
        <ul className="grid gap-2">
          {item.reports.map((report) => (
            <li key={report.id} className="grid gap-1 rounded-md border border-border p-2.5 text-sm">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Badge variant="outline">{reportReasonLabels[report.reason]}</Badge>
                <span className="font-medium break-words">
                  {report.reporter ? report.reporter.full_name : m.reporterRemoved}
                </span>
                <time
                  dateTime={report.created_at}
                  title={formatDateTime(report.created_at)}
                  className="text-xs text-muted-foreground"
                >
                  {ago(report.created_at)}
                </time>
              </div>
              {report.note ? <p className="break-words whitespace-pre-line">{report.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function historyUntil(entry: ModerationHistoryEntry): string | null {
  if (entry.action !== "silence") return null;
  const end = silenceEnd(entry.until);
  return end ? m.historyUntil(end) : m.historyUntilLifted;
}

function History({ entries }: { entries: ModerationHistoryEntry[] }) {
  return (
    <section className="grid content-start gap-2">
      <h3 className="text-sm font-semibold">{m.historyHeading}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.historyEmpty}</p>
      ) : (
        <ul className="grid gap-1.5 text-sm">
          {entries.map((entry) => {
            const until = historyUntil(entry);
            return (
              <li key={entry.id} className="grid gap-0.5">
                <p>
                  <span className="font-medium">{historyLabels[entry.action]}</span>
                  {until ? ` ${until}` : null}
                  {entry.actor ? (
                    <span className="text-muted-foreground"> {m.historyBy(entry.actor.full_name)}</span>
                  ) : null}
                  <span className="text-muted-foreground">
                    {" · "}
                    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                  </span>
                </p>
                {entry.note ? (
                  <p className="text-muted-foreground break-words whitespace-pre-line">{entry.note}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** 'Manter' (or 'Aprovar' for a held item), 'Ocultar', 'Excluir' (confirmed); a profile is only kept. */
function ContentActions({ item }: { item: ModerationCaseView }) {
  const act = useCaseAction();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [pending, setPending] = useState<CaseAction | null>(null);
  const content = item.item;
  const isProfile = item.kind === "profile";
  const isHeld = content.moderation === "held";
  const canRemove = !isProfile && !content.removed;

  const run = (action: CaseAction) => {
    setPending(action);
    act.mutate(
      { id: item.id, action },
      {
        onSettled: () => {
          setConfirmingDelete(false);
          setPending(null);
        },
      },
    );
  };

  const busy = (action: CaseAction) => (pending === action ? <Spinner /> : null);

  return (
    <div role="group" aria-label={m.contentActionsLabel} className="flex flex-wrap gap-2">
      {isHeld ? (
        <Button size="sm" disabled={act.isPending} onClick={() => run("approve")}>
          {busy("approve") ?? <Check aria-hidden="true" />}
          {labels.approve}
        </Button>
      ) : (
        <Button size="sm" disabled={act.isPending} onClick={() => run("keep")}>
          {busy("keep") ?? <Check aria-hidden="true" />}
          {labels.keep}
        </Button>
      )}
      {/* On an item already hidden (by the reports' threshold), 'Ocultar' keeps it so. */}
      {canRemove ? (
        <Button variant="outline" size="sm" disabled={act.isPending} onClick={() => run("hide")}>
          {busy("hide") ?? <EyeOff aria-hidden="true" />}
          {labels.hide}
        </Button>
      ) : null}
      {canRemove ? (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive-text hover:text-destructive-text"
          disabled={act.isPending}
          onClick={() => setConfirmingDelete(true)}
        >
          <Trash2 aria-hidden="true" />
          {labels.delete}
        </Button>
      ) : null}
      <ConfirmDialog
        open={isConfirmingDelete}
        title={m.deleteConfirmTitle}
        text={m.deleteConfirmText}
        confirm={labels.delete}
        isPending={act.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() => run("delete")}
      />
    </div>
  );
}
