import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import { FileQuestion, History, Pencil, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { RichHtml } from "@/components/ui/rich-html";
import { Skeleton } from "@/components/ui/skeleton";
import { toApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDeleteWikiArticle } from "../api/delete-article";
import { useWikiArticle } from "../api/get-article";
import { formatAgo, formatLongDate } from "../lib/format";
import { WikiBreadcrumb } from "./wiki-breadcrumb";
import { scrollToHeading, WikiToc } from "./wiki-toc";

/** Headings clear the sticky header when a link of the table of contents brings them up. */
export const ARTICLE_PROSE = "[&_:is(h2,h3,h4,h5,h6)]:scroll-mt-20";

function ArticleSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      <div className="grid gap-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-4 w-56" />
      </div>
      <Card className="grid gap-3 p-5 sm:p-8">
        {[100, 92, 96, 60, 0, 88, 94, 70].map((w, i) =>
          w ? (
            <Skeleton key={i} className="h-4" style={{ width: `${w}%` }} />
          ) : (
            <div key={i} className="h-3" />
          ),
        )}
      </Card>
    </div>
  );
}

export function WikiNotFound({ title = m.articleNotFoundTitle }: { title?: string }) {
  return (
    <EmptyState
      icon={<FileQuestion aria-hidden="true" />}
      title={title}
      text={m.articleNotFoundText}
      action={
        <Button asChild variant="outline">
          <Link to={paths.resourcesWiki}>{m.backToWiki}</Link>
        </Button>
      }
    />
  );
}

/** /recursos/wiki/:slug — the article as the server rendered it, with its table of contents. */
export function ArticlePage({ slug }: { slug: string }) {
  const article = useWikiArticle(slug);
  const remove = useDeleteWikiArticle();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [isDeleting, setIsDeleting] = useState(false);
  const isLoaded = article.isSuccess;

  // Opened with #section (a shared link): bring that heading up once the text is on screen.
  useEffect(() => {
    if (isLoaded && hash.length > 1) scrollToHeading(decodeURIComponent(hash.slice(1)), false);
  }, [isLoaded, hash]);

  if (article.isPending)
    return (
      <div className="mx-auto w-full max-w-5xl">
        <ArticleSkeleton />
      </div>
    );
  if (article.isError) {
    if (toApiError(article.error).status === 404)
      return (
        <div className="mx-auto w-full max-w-3xl">
          <WikiNotFound />
        </div>
      );
    return (
      <div className="mx-auto w-full max-w-3xl">
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.loadError}
          action={
            <Button variant="outline" onClick={() => void article.refetch()}>
              {m.retry}
            </Button>
          }
        />
      </div>
    );
  }

  const view = article.data;
  const onDelete = async () => {
    try {
      await remove.mutateAsync(view.slug);
      toast.success(m.deleted);
      void navigate(paths.resourcesWiki);
    } catch (err) {
      toast.error(m.deleteError, { description: toApiError(err).message });
      setIsDeleting(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_15rem] lg:items-start">
      <header className="grid gap-3 lg:col-span-2">
        <WikiBreadcrumb
          items={[
            ...(view.category
              ? [{ label: view.category.name, to: `${paths.resourcesWiki}#${view.category.slug}` }]
              : []),
            { label: view.title },
          ]}
        />
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid min-w-0 gap-1.5">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{view.title}</h1>
            <p className="text-sm text-muted-foreground">
              <time dateTime={view.updated_at} title={formatLongDate(view.updated_at)}>
                {m.updated(formatAgo(view.updated_at), view.updated_by_name)}
              </time>
              {" · "}
              <Link to={paths.wikiHistory(view.slug)} className="hover:text-foreground hover:underline">
                {m.revisionLine(view.revision)}
              </Link>
            </p>
          </div>
          <div role="group" aria-label={m.actions} className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.wikiHistory(view.slug)}>
                <History aria-hidden="true" />
                {m.history}
              </Link>
            </Button>
            {view.can_edit ? (
              <>
                <Button asChild size="sm">
                  <Link to={paths.wikiEdit(view.slug)}>
                    <Pencil aria-hidden="true" />
                    {m.edit}
                  </Link>
                </Button>
                <Button variant="outline" size="sm" onClick={() => setIsDeleting(true)}>
                  <Trash2 aria-hidden="true" />
                  {m.deleteArticle}
                </Button>
              </>
            ) : null}
          </div>
        </div>
      </header>
      <WikiToc entries={view.toc} className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-2" />
      <Card className="min-w-0 p-5 sm:p-8 lg:col-start-1 lg:row-start-2">
        {view.html.trim() ? (
          <RichHtml html={view.html} headingBase={2} className={ARTICLE_PROSE} />
        ) : (
          <p className="text-muted-foreground">{m.emptyBody}</p>
        )}
      </Card>
      <ConfirmDeleteDialog
        open={isDeleting}
        title={m.deleteTitle}
        text={m.deleteText(view.title)}
        isPending={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setIsDeleting(false)}
      />
    </div>
  );
}
