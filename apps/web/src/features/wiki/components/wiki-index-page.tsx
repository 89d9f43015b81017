import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import type { WikiArticleSummary } from "@guilda/shared/schemas/wiki";
import { BookOpen, FileText, FolderCog, Plus, Search, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useDeferredValue, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useWikiIndex } from "../api/get-wiki-index";
import { formatAgo, formatLongDate } from "../lib/format";
import { scrollToHeading } from "./wiki-toc";

// Only editors open the categories dialog: readers never download it.
const CategoriesDialog = lazy(() =>
  import("./categories-dialog").then((module) => ({ default: module.CategoriesDialog })),
);

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

function ArticleRow({ article }: { article: WikiArticleSummary }) {
  return (
    <li className="flex min-w-0 items-start gap-3 px-4 py-3 sm:px-5">
      <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 gap-0.5">
        <Link
          to={paths.wikiArticle(article.slug)}
          className="rounded-sm font-medium break-words text-foreground hover:text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {article.title}
        </Link>
        <p className="text-xs text-muted-foreground">
          <time dateTime={article.updated_at} title={formatLongDate(article.updated_at)}>
            {m.updated(formatAgo(article.updated_at), article.updated_by_name)}
          </time>
        </p>
      </div>
    </li>
  );
}

function ArticleGroup({
  name,
  anchor,
  articles,
}: {
  name: string;
  anchor?: string;
  articles: WikiArticleSummary[];
}) {
  const titleId = useId();
  return (
    <section id={anchor} aria-labelledby={titleId} className="grid scroll-mt-20 gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold break-words">
          {name}
        </h2>
        <span className="shrink-0 text-sm text-muted-foreground">{m.articleCount(articles.length)}</span>
      </div>
      <Card className="overflow-hidden">
        {articles.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted-foreground sm:px-5">{m.emptyCategory}</p>
        ) : (
          <ul className="divide-y divide-border">
            {articles.map((article) => (
              <ArticleRow key={article.id} article={article} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

function IndexSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      {[3, 2].map((rows, i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-6 w-48" />
          <Card className="divide-y divide-border">
            {Array.from({ length: rows }, (_, j) => (
              <div key={j} className="grid gap-1.5 px-5 py-3.5">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-40" />
              </div>
            ))}
          </Card>
        </div>
      ))}
    </div>
  );
}

/** /recursos/wiki: the articles grouped by category, in the order editors set. */
export function WikiIndexPage() {
  const index = useWikiIndex();
  const [filter, setFilter] = useState("");
  const deferredFilter = useDeferredValue(filter);
  const [isManaging, setIsManaging] = useState(false);
  const filterId = useId();
  const canEdit = index.data?.can_edit ?? false;
  const { hash } = useLocation();
  const isLoaded = index.isSuccess;

  // From an article's breadcrumb (#category): bring that category up once the list is drawn.
  useEffect(() => {
    if (isLoaded && hash.length > 1) scrollToHeading(decodeURIComponent(hash.slice(1)), false);
  }, [isLoaded, hash]);

  let body;
  if (index.isPending) body = <IndexSkeleton />;
  else if (index.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void index.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  else {
    const { categories, uncategorized } = index.data;
    const total = categories.reduce((sum, c) => sum + c.articles.length, 0) + uncategorized.length;
    const query = fold(deferredFilter.trim());
    const keep = (articles: WikiArticleSummary[]) =>
      query ? articles.filter((a) => fold(a.title).includes(query)) : articles;
    const groups = [
      ...categories.map((c) => ({ key: c.id, anchor: c.slug, name: c.name, articles: keep(c.articles) })),
      ...(uncategorized.length > 0
        ? [{ key: "none", anchor: undefined, name: m.uncategorized, articles: keep(uncategorized) }]
        : []),
    ].filter((g) => !query || g.articles.length > 0);

    if (total === 0 && categories.length === 0)
      body = (
        <EmptyState
          icon={<BookOpen aria-hidden="true" />}
          title={m.emptyTitle}
          text={canEdit ? m.emptyEditorText : m.emptyText}
        />
      );
    else
      body = (
        <>
          {total > 0 ? (
            <div className="relative">
              <label htmlFor={filterId} className="sr-only">
                {m.filterLabel}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={filterId}
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                placeholder={m.filterPlaceholder}
                className="pl-9"
                autoComplete="off"
              />
            </div>
          ) : null}
          {groups.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              {m.noFilterMatch(deferredFilter.trim())}
            </p>
          ) : (
            groups.map((group) => (
              <ArticleGroup
                key={group.key}
                name={group.name}
                anchor={group.anchor}
                articles={group.articles}
              />
            ))
          )}
        </>
      );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
          <p className="text-muted-foreground">{m.subtitle}</p>
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setIsManaging(true)}>
              <FolderCog aria-hidden="true" />
              {m.manageCategories}
            </Button>
            <Button asChild>
              <Link to={paths.wikiNew}>
                <Plus aria-hidden="true" />
                {m.newArticle}
              </Link>
            </Button>
          </div>
        ) : null}
      </header>
      {body}
      {isManaging && index.data ? (
        <Suspense fallback={null}>
          <CategoriesDialog categories={index.data.categories} onClose={() => setIsManaging(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
