import { commonMessages } from "@guilda/shared/messages/common";
import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import type { WikiRevisionSummary } from "@guilda/shared/schemas/wiki";
import { GitCompareArrows, RotateCcw, TriangleAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { LoadMore } from "@/components/ui/load-more";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useWikiHistory } from "../api/get-history";
import { useRestoreWikiRevision } from "../api/restore-revision";
import { authorName, formatLongDate } from "../lib/format";
import { WikiNotFound } from "./article-page";
import { WikiBreadcrumb } from "./wiki-breadcrumb";

/** 'Restaurar a revisão N?' — the old content becomes the newest revision; nothing is deleted. */
export function RestoreDialog({
  slug,
  revision,
  onClose,
  onRestored,
}: {
  slug: string;
  revision: number | null;
  onClose: () => void;
  onRestored?: () => void;
}) {
  const restore = useRestoreWikiRevision();
  const onConfirm = async () => {
    if (revision === null) return;
    try {
      await restore.mutateAsync({ slug, n: revision });
      toast.success(m.restored(revision));
      onClose();
      onRestored?.();
    } catch (err) {
      toast.error(m.restoreError, { description: toApiError(err).message });
      onClose();
    }
  };
  return (
    <AlertDialog
      open={revision !== null}
      onOpenChange={(open) => {
        if (!open && !restore.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <div className="grid gap-2">
          <AlertDialogTitle>{m.restoreTitle(revision ?? 0)}</AlertDialogTitle>
          <AlertDialogDescription>{m.restoreText(revision ?? 0)}</AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={restore.isPending}>{m.cancel}</AlertDialogCancel>
          <AlertDialogPendingConfirm
            variant="default"
            onClick={() => void onConfirm()}
            pending={restore.isPending}
            pendingLabel={m.restoring}
          >
            {m.restoreConfirm}
          </AlertDialogPendingConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function RevisionItem({
  slug,
  item,
  current,
  canEdit,
  onRestore,
}: {
  slug: string;
  item: WikiRevisionSummary;
  current: number;
  canEdit: boolean;
  onRestore: (n: number) => void;
}) {
  const isCurrent = item.revision === current;
  return (
    <li className="grid gap-2 px-4 py-3.5 sm:px-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={isCurrent ? paths.wikiArticle(slug) : paths.wikiRevision(slug, item.revision)}
          className="font-semibold hover:text-primary-text hover:underline"
        >
          {m.revisionLine(item.revision)}
        </Link>
        {isCurrent ? <Badge>{m.current}</Badge> : null}
        {item.restored_from ? <Badge variant="secondary">{m.restoredFrom(item.restored_from)}</Badge> : null}
        <span
          className={cn(
            "text-xs font-medium tabular-nums",
            item.size_delta < 0 ? "text-destructive-text" : "text-muted-foreground",
          )}
          title={m.sizeDeltaLabel(item.size_delta)}
        >
          <span aria-hidden="true">{m.sizeDelta(item.size_delta)}</span>
          <span className="sr-only">{m.sizeDeltaLabel(item.size_delta)}</span>
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        <time dateTime={item.created_at}>{formatLongDate(item.created_at)}</time>
        {" · "}
        <span className={cn(!item.author_name && "italic")}>{m.by(authorName(item.author_name))}</span>
      </p>
      <p className={cn("text-sm break-words", !item.summary && "text-muted-foreground italic")}>
        {item.summary ?? m.noSummary}
      </p>
      <div className="flex flex-wrap gap-2">
        {item.revision > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.wikiDiff(slug, item.revision - 1, item.revision)}>
              <GitCompareArrows aria-hidden="true" />
              {m.compareWithPrevious}
            </Link>
          </Button>
        ) : null}
        {canEdit && !isCurrent ? (
          <Button variant="outline" size="sm" onClick={() => onRestore(item.revision)}>
            <RotateCcw aria-hidden="true" />
            {m.restore}
            <span className="sr-only"> {m.revisionLine(item.revision)}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function CompareForm({ slug, revisions }: { slug: string; revisions: number[] }) {
  const navigate = useNavigate();
  const [from, setFrom] = useState(String(revisions[1] ?? revisions[0]));
  const [to, setTo] = useState(String(revisions[0]));
  const fromId = useId();
  const toId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.wikiDiff(slug, Number(from), Number(to)));
  };
  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={onSubmit} className="grid gap-3">
        <h2 className="font-semibold">{m.compareTitle}</h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor={fromId}>{m.compareFrom}</Label>
            <NativeSelect id={fromId} value={from} onChange={(event) => setFrom(event.target.value)}>
              {revisions.map((n) => (
                <option key={n} value={n}>
                  {m.revisionLine(n)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={toId}>{m.compareTo}</Label>
            <NativeSelect id={toId} value={to} onChange={(event) => setTo(event.target.value)}>
              {revisions.map((n) => (
                <option key={n} value={n}>
                  {m.revisionLine(n)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" className="col-span-2 sm:col-span-1">
            <GitCompareArrows aria-hidden="true" />
            {m.compare}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function HistorySkeleton() {
  return (
    <Card className="divide-y divide-border" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="grid gap-2 px-5 py-4">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-3 w-64 max-w-full" />
          <Skeleton className="h-3 w-48" />
        </div>
      ))}
    </Card>
  );
}

/** /recursos/wiki/:slug/historico — who saved what and when; compare any two; restore (editors). */
export function HistoryPage({ slug }: { slug: string }) {
  const history = useWikiHistory(slug);
  const [restoring, setRestoring] = useState<number | null>(null);
  const first = history.data?.pages[0];

  let body;
  if (history.isPending) body = <HistorySkeleton />;
  else if (history.isError)
    body =
      toApiError(history.error).status === 404 ? (
        <WikiNotFound />
      ) : (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.loadError}
          action={
            <Button variant="outline" onClick={() => void history.refetch()}>
              {m.retry}
            </Button>
          }
        />
      );
  else {
    const items = history.data.pages.flatMap((page) => page.items);
    const current = history.data.pages[0]!.article.revision;
    const canEdit = history.data.pages[0]!.can_edit;
    body = (
      <>
        {items.length > 1 ? <CompareForm slug={slug} revisions={items.map((i) => i.revision)} /> : null}
        <section aria-label={m.historyList} className="grid gap-3">
          <Card className="overflow-hidden">
            <ol className="divide-y divide-border">
              {items.map((item) => (
                <RevisionItem
                  key={item.revision}
                  slug={slug}
                  item={item}
                  current={current}
                  canEdit={canEdit}
                  onRestore={setRestoring}
                />
              ))}
            </ol>
          </Card>
          <LoadMore
            hasNextPage={history.hasNextPage}
            isFetchingNextPage={history.isFetchingNextPage}
            isFetchNextPageError={history.isFetchNextPageError}
            pageCount={history.data.pages.length}
            fetchNextPage={history.fetchNextPage}
            labels={{ loadMore: m.loadMore, loadingMore: commonMessages.loading, error: m.loadError }}
          />
        </section>
        <RestoreDialog slug={slug} revision={restoring} onClose={() => setRestoring(null)} />
      </>
    );
  }

  const title = first?.article.title;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <header className="grid gap-3">
        <WikiBreadcrumb
          items={
            title
              ? [{ label: title, to: paths.wikiArticle(slug) }, { label: m.history }]
              : [{ label: m.history }]
          }
        />
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {title ? m.historyTitle(title) : m.history}
          </h1>
          <p className="text-muted-foreground">{m.historySubtitle}</p>
        </div>
      </header>
      {body}
    </div>
  );
}
