import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import type { WikiDiff, WikiDiffLine } from "@guilda/shared/schemas/wiki";
import { ArrowLeftRight, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PageLoader } from "@/components/ui/page-loader";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useWikiDiff } from "../api/get-diff";
import { authorName, formatLongDate } from "../lib/format";
import { WikiNotFound } from "./article-page";
import { WikiBreadcrumb } from "./wiki-breadcrumb";

const LINE_STYLE: Record<WikiDiffLine["kind"], string> = {
  add: "bg-emerald-500/15",
  del: "bg-destructive/15",
  same: "",
};
const SIGN: Record<WikiDiffLine["kind"], string> = { add: "+", del: "−", same: " " };

function Side({ label, summary }: { label: string; summary: WikiDiff["from"] }) {
  return (
    <div className="grid min-w-0 gap-0.5 text-sm">
      <span className="font-semibold">
        {label}: {m.revisionLine(summary.revision)}
      </span>
      <span className="text-muted-foreground">
        <time dateTime={summary.created_at}>{formatLongDate(summary.created_at)}</time> ·{" "}
        {m.by(authorName(summary.author_name))}
      </span>
      {summary.summary ? <span className="break-words">{summary.summary}</span> : null}
    </div>
  );
}

/**
 * The lines as text (React escapes them): markup in the markdown shows as typed, never as HTML.
 * Added lines are tinted and marked '+', removed ones '−'; the numbers are each side's lines.
 */
function DiffTable({ diff }: { diff: WikiDiff }) {
  return (
    <Card className="overflow-hidden">
      <table className="w-full table-fixed border-collapse font-mono text-xs sm:text-[0.8125rem]">
        <caption className="sr-only">{m.diffTable}</caption>
        <colgroup>
          <col className="w-9 sm:w-12" />
          <col className="w-9 sm:w-12" />
          <col className="w-5" />
          <col />
        </colgroup>
        <thead className="sr-only">
          <tr>
            <th scope="col">{m.oldLine}</th>
            <th scope="col">{m.newLine}</th>
            <th scope="col">{m.changeColumn}</th>
            <th scope="col">{m.diffTable}</th>
          </tr>
        </thead>
        {diff.hunks.map((hunk, h) => (
          <tbody key={h} className="border-b border-border last:border-b-0">
            <tr className="bg-muted">
              <th
                scope="rowgroup"
                colSpan={4}
                className="px-3 py-1.5 text-left font-sans text-xs font-medium text-muted-foreground"
              >
                {m.hunkHeader(hunk.old_start, hunk.new_start)}
              </th>
            </tr>
            {hunk.lines.map((line, i) => (
              <tr key={i} className={LINE_STYLE[line.kind]}>
                <td className="px-1.5 py-0.5 text-right align-top text-muted-foreground tabular-nums select-none">
                  {line.old_no ?? ""}
                </td>
                <td className="px-1.5 py-0.5 text-right align-top text-muted-foreground tabular-nums select-none">
                  {line.new_no ?? ""}
                </td>
                <td className="py-0.5 text-center align-top font-semibold select-none">
                  <span aria-hidden="true">{SIGN[line.kind]}</span>
                  {line.kind !== "same" ? (
                    <span className="sr-only">{line.kind === "add" ? m.lineAdded : m.lineRemoved}</span>
                  ) : null}
                </td>
                <td className="py-0.5 pr-3 align-top break-words whitespace-pre-wrap [overflow-wrap:anywhere]">
                  {line.text || "\u00a0"}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </Card>
  );
}

function RevisionSelect({
  label,
  value,
  count,
  onChange,
}: {
  label: string;
  value: number;
  count: number;
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: count }, (_, i) => count - i).map((n) => (
          <option key={n} value={n}>
            {m.revisionLine(n)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** /recursos/wiki/:slug/comparar?de=&para= — what changed between two revisions, line by line. */
export function DiffPage({ slug }: { slug: string }) {
  const [params, setParams] = useSearchParams();
  const from = Number(params.get("de"));
  const to = Number(params.get("para"));
  const diff = useWikiDiff(slug, from, to);
  const go = (next: { from: number; to: number }) =>
    setParams({ de: String(next.from), para: String(next.to) }, { replace: true });

  let body;
  if (diff.isPending && diff.fetchStatus === "idle") body = <WikiNotFound title={m.revisionNotFoundTitle} />;
  else if (diff.isPending) body = <PageLoader />;
  else if (diff.isError)
    body =
      toApiError(diff.error).status === 404 || toApiError(diff.error).status === 400 ? (
        <WikiNotFound title={m.revisionNotFoundTitle} />
      ) : (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.loadError}
          action={
            <Button variant="outline" onClick={() => void diff.refetch()}>
              {m.retry}
            </Button>
          }
        />
      );
  else {
    const data = diff.data;
    const unchanged = data.hunks.length === 0 && !data.title_change && !data.category_change;
    body = (
      <>
        <Card className="grid gap-4 p-4 sm:p-5">
          <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2 sm:gap-3">
            <RevisionSelect
              label={m.compareFrom}
              value={data.from.revision}
              count={data.article.revision}
              onChange={(n) => go({ from: n, to: data.to.revision })}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={m.swap}
              onClick={() => go({ from: data.to.revision, to: data.from.revision })}
            >
              <ArrowLeftRight aria-hidden="true" />
            </Button>
            <RevisionSelect
              label={m.compareTo}
              value={data.to.revision}
              count={data.article.revision}
              onChange={(n) => go({ from: data.from.revision, to: n })}
            />
          </div>
          <div className="grid gap-3 border-t border-border pt-4 sm:grid-cols-2">
            <Side label={m.compareFrom} summary={data.from} />
            <Side label={m.compareTo} summary={data.to} />
          </div>
        </Card>
        <div role="status" className="grid gap-1 text-sm">
          {unchanged ? (
            <p className="text-muted-foreground">{m.diffSame}</p>
          ) : (
            <p className="font-medium">{m.diffStats(data.added, data.removed)}</p>
          )}
          {data.title_change ? (
            <p className="break-words">{m.titleChanged(data.title_change.from, data.title_change.to)}</p>
          ) : null}
          {data.category_change ? (
            <p>{m.categoryChanged(data.category_change.from, data.category_change.to)}</p>
          ) : null}
        </div>
        {data.hunks.length > 0 ? <DiffTable diff={data} /> : null}
      </>
    );
  }

  const article = diff.data?.article;
  return (
    <div className={cn("mx-auto grid w-full max-w-4xl gap-5", diff.isPlaceholderData && "opacity-70")}>
      <header className="grid gap-3">
        <WikiBreadcrumb
          items={
            article
              ? [
                  { label: article.title, to: paths.wikiArticle(slug) },
                  { label: m.history, to: paths.wikiHistory(slug) },
                  { label: m.compare },
                ]
              : [{ label: m.compare }]
          }
        />
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {article ? m.diffTitle(article.title) : m.compareTitle}
          </h1>
          {diff.data ? (
            <p className="text-muted-foreground">
              {m.diffRange(diff.data.from.revision, diff.data.to.revision)}
            </p>
          ) : null}
        </div>
      </header>
      {body}
    </div>
  );
}
