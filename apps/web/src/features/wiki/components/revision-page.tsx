import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import { GitCompareArrows, History, RotateCcw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { RichHtml } from "@/components/ui/rich-html";
import { toApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { useWikiRevision } from "../api/get-revision";
import { authorName, formatLongDate } from "../lib/format";
import { ARTICLE_PROSE, WikiNotFound } from "./article-page";
import { RestoreDialog } from "./history-page";
import { WikiBreadcrumb } from "./wiki-breadcrumb";

/** /recursos/wiki/:slug/revisoes/:n — an old version as it read then. */
export function RevisionPage({ slug, n }: { slug: string; n: number }) {
  const revision = useWikiRevision(slug, n);
  const navigate = useNavigate();
  const [isRestoring, setIsRestoring] = useState(false);

  if (!Number.isInteger(n) || n < 1) return <WikiNotFound title={m.revisionNotFoundTitle} />;
  if (revision.isPending) return <PageLoader />;
  if (revision.isError)
    return toApiError(revision.error).status === 404 ? (
      <div className="mx-auto w-full max-w-3xl">
        <WikiNotFound title={m.revisionNotFoundTitle} />
      </div>
    ) : (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void revision.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );

  const view = revision.data;
  const isCurrent = view.revision === view.article.revision;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <header className="grid gap-3">
        <WikiBreadcrumb
          items={[
            { label: view.article.title, to: paths.wikiArticle(slug) },
            { label: m.history, to: paths.wikiHistory(slug) },
            { label: m.revisionTitle(view.revision) },
          ]}
        />
        <Alert>
          <History aria-hidden="true" />
          <div className="grid gap-2">
            <p>
              {m.revisionBanner(
                view.revision,
                formatLongDate(view.created_at),
                m.by(authorName(view.author_name)),
              )}
              {view.summary ? <span className="block text-muted-foreground">{view.summary}</span> : null}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={paths.wikiArticle(slug)}>{m.seeCurrent}</Link>
              </Button>
              {!isCurrent ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={paths.wikiDiff(slug, view.revision, view.article.revision)}>
                    <GitCompareArrows aria-hidden="true" />
                    {m.compareWithCurrent}
                  </Link>
                </Button>
              ) : null}
              {view.can_edit && !isCurrent ? (
                <Button size="sm" onClick={() => setIsRestoring(true)}>
                  <RotateCcw aria-hidden="true" />
                  {m.restore}
                </Button>
              ) : null}
            </div>
          </div>
        </Alert>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{view.title}</h1>
        {view.category_name ? <p className="text-sm text-muted-foreground">{view.category_name}</p> : null}
      </header>
      <Card className="min-w-0 p-5 sm:p-8">
        {view.html.trim() ? (
          <RichHtml html={view.html} headingBase={2} className={ARTICLE_PROSE} />
        ) : (
          <p className="text-muted-foreground">{m.emptyBody}</p>
        )}
      </Card>
      <RestoreDialog
        slug={slug}
        revision={isRestoring ? view.revision : null}
        onClose={() => setIsRestoring(false)}
        onRestored={() => void navigate(paths.wikiArticle(slug))}
      />
    </div>
  );
}
