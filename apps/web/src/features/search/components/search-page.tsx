import { searchGroupLabels, webSearchMessages as m } from "@guilda/shared/messages/search";
import {
  SEARCH_GROUPS,
  SEARCH_MIN_CHARS,
  type SearchGroupName,
  type SearchGroupResult,
} from "@guilda/shared/schemas/search";
import { SearchX, Search, TriangleAlert } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useSearch, useSearchGroup } from "../api/get-search";
import { SearchForm } from "./search-form";
import { SearchResultItem } from "./search-result-item";

const GROUP_PARAM = "tipo";

const isGroup = (value: string | null): value is SearchGroupName =>
  (SEARCH_GROUPS as readonly (string | null)[]).includes(value);

function searchHref(q: string, group?: SearchGroupName) {
  const params = new URLSearchParams({ q });
  if (group) params.set(GROUP_PARAM, group);
  return `${paths.search}?${params.toString()}`;
}

function ResultsSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex gap-3 rounded-lg border border-border bg-card p-4">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-20 rounded-full" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Nothing found: what to try, and where to browse instead. */
function NoResults({ q }: { q: string }) {
  const browse = [
    { to: paths.home, label: m.browseFeed },
    { to: paths.courses, label: m.browseCourses },
    { to: paths.members, label: m.browseMembers },
    { to: paths.resourcesWiki, label: m.browseWiki },
    { to: paths.calendar, label: m.browseCalendar },
  ];
  return (
    <section
      aria-labelledby="search-empty-title"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card/50 px-6 py-12 text-center"
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">
        <SearchX aria-hidden="true" />
      </div>
      <h2 id="search-empty-title" className="text-base font-semibold break-words">
        {m.emptyTitle(q)}
      </h2>
      <div className="grid max-w-md gap-1 text-sm text-muted-foreground">
        <p>{m.emptyIntro}</p>
        <ul className="list-inside list-disc text-left">
          {m.emptyTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-muted-foreground">{m.browseIntro}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {browse.map((link) => (
          <li key={link.to}>
            <Button asChild variant="outline" size="sm">
              <Link to={link.to}>{link.label}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GroupSection({ q, result }: { q: string; result: SearchGroupResult }) {
  const id = `search-group-${result.group}`;
  const count = result.total ?? result.items.length;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {searchGroupLabels[result.group]}
        </h2>
        <span className="text-sm text-muted-foreground">
          {m.groupCount(count, result.total === undefined && result.has_more)}
        </span>
      </div>
      <ul className="grid gap-2">
        {result.items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <SearchResultItem result={item} />
          </li>
        ))}
      </ul>
      {result.has_more ? (
        <div>
          <Button asChild variant="outline" size="sm">
            <Link to={searchHref(q, result.group)}>
              {m.seeMore}
              <span className="sr-only">: {searchGroupLabels[result.group]}</span>
            </Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function Overview({ q }: { q: string }) {
  const search = useSearch(q);
  if (search.isError)
    return (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.error}
        action={
          <Button variant="outline" onClick={() => void search.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  if (!search.data) return <ResultsSkeleton />;
  const found = search.data.groups.filter((g) => g.items.length > 0);
  if (found.length === 0) return <NoResults q={q} />;
  return (
    <div className="grid gap-8">
      {found.map((group) => (
        <GroupSection key={group.group} q={q} result={group} />
      ))}
    </div>
  );
}

function OneGroup({ q, group }: { q: string; group: SearchGroupName }) {
  const pages = useSearchGroup(q, group);
  if (pages.isError && !pages.data)
    return (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.error}
        action={
          <Button variant="outline" onClick={() => void pages.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  if (!pages.data) return <ResultsSkeleton />;
  const items = pages.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <NoResults q={q} />;
  const total = pages.data.pages[0]?.total;
  const id = `search-group-${group}`;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {searchGroupLabels[group]}
        </h2>
        <span className="text-sm text-muted-foreground">
          {m.groupCount(total ?? items.length, total === undefined && pages.hasNextPage)}
        </span>
      </div>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <SearchResultItem result={item} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <div className="flex flex-col items-center gap-2 py-2">
          {pages.isFetchNextPageError ? <p className="text-sm text-muted-foreground">{m.error}</p> : null}
          <Button
            variant="outline"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
          >
            {pages.isFetchingNextPage ? <Spinner /> : null}
            {pages.isFetchingNextPage ? m.loadingMore : m.seeMore}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** /search-results?q=&tipo= — every group's first results, or one group page after page. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const rawGroup = params.get(GROUP_PARAM);
  const group = isGroup(rawGroup) ? rawGroup : null;
  const ready = q.length >= SEARCH_MIN_CHARS;

  const filters: { group: SearchGroupName | null; label: string }[] = [
    { group: null, label: m.filterAll },
    ...SEARCH_GROUPS.map((g) => ({ group: g, label: searchGroupLabels[g] })),
  ];

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <header className="grid gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {ready ? m.pageTitleFor(q) : m.pageTitle}
        </h1>
        <SearchForm key={q} initial={q} label={m.pageBoxLabel} />
      </header>
      {ready ? (
        <nav aria-label={m.filtersLabel} className="-mx-1 overflow-x-auto px-1 pb-1">
          <ul className="flex gap-2">
            {filters.map((f) => {
              const active = f.group === group;
              return (
                <li key={f.group ?? "all"} className="shrink-0">
                  <Link
                    to={searchHref(q, f.group ?? undefined)}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium transition-colors",
                      active
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-border text-foreground hover:bg-accent",
                    )}
                  >
                    {f.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {!ready ? (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title={q ? m.tooShort : m.promptTitle}
          text={q ? undefined : m.promptText}
        />
      ) : group ? (
        <OneGroup key={`${q}-${group}`} q={q} group={group} />
      ) : (
        <Overview key={q} q={q} />
      )}
    </div>
  );
}
