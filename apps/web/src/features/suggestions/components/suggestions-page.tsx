import { SUGGESTION_STATUS_LABELS, SUGGESTION_STATUSES } from "@guilda/shared/rules/suggestions";
import { webSuggestionsMessages as m } from "@guilda/shared/messages/web-suggestions";
import {
  SUGGESTION_CATEGORIES,
  SUGGESTION_CATEGORY_LABELS,
  type SuggestionSort,
} from "@guilda/shared/schemas/suggestions";
import { Lightbulb, Plus, Search, SearchX, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadMore } from "@/components/ui/load-more";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import type { SuggestionListParams } from "../api/keys";
import { useSuggestions } from "../api/get-suggestions";
import { paramsFromSearch, paramsToSearch } from "../lib/filters";
import { OpenVotes } from "./open-votes";
import { SuggestionCard, SuggestionCardSkeleton } from "./suggestion-card";

// The form's code (react-hook-form, zod) loads when someone opens it.
const SuggestionFormDialog = lazy(() =>
  import("./suggestion-form-dialog").then((module) => ({ default: module.SuggestionFormDialog })),
);

const SORTS: readonly TabItem<SuggestionSort>[] = [
  { value: "votes", label: m.sortVotes },
  { value: "recent", label: m.sortRecent },
  { value: "trending", label: m.sortTrending },
];

const LOAD_MORE_LABELS = { loadMore: m.loadMore, loadingMore: m.loadingMore, error: m.loadMoreError };

/** The board's order, filters and search live in the address bar (a reload or shared link keeps them). */
function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' content
  const params = useMemo(() => paramsFromSearch(searchParams), [key]);
  const setParams = useCallback(
    (patch: Partial<SuggestionListParams>) => {
      const current = paramsFromSearch(new URLSearchParams(window.location.search));
      setSearchParams(paramsToSearch({ ...current, ...patch }), { replace: true });
    },
    [setSearchParams],
  );
  return { params, setParams };
}

/** /sugestoes: the board with its three orders, filters by status and category, and a title search. */
export function SuggestionsPage() {
  const { params, setParams } = useListParams();
  const [search, setSearch] = useState(params.q ?? "");
  const debounced = useDebouncedValue(search.trim(), 300);
  const [isCreating, setIsCreating] = useState(false);
  const ids = { search: useId(), status: useId(), category: useId() };

  useEffect(() => {
    if ((params.q ?? "") !== debounced) setParams({ q: debounced || undefined });
  }, [debounced, params.q, setParams]);

  const list = useSuggestions(params);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const budget = list.data?.pages.at(-1);
  const isFiltered = Boolean(params.status || params.category || params.q);

  const clearFilters = () => {
    setSearch("");
    setParams({ status: undefined, category: undefined, q: undefined });
  };

  let body;
  if (list.isPending) {
    body = (
      <div role="status" aria-label={m.loadingMore} className="grid gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <SuggestionCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = isFiltered ? (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title={m.emptyFiltered}
        text={m.emptyFilteredText}
        action={
          <Button variant="outline" onClick={clearFilters}>
            {m.clearFilters}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Lightbulb aria-hidden="true" />}
        title={m.empty}
        text={m.emptyText}
        action={
          <Button onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" />
            {m.newSuggestion}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ul aria-label={m.listLabel} className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <SuggestionCard item={item} />
            </li>
          ))}
        </ul>
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          isFetchNextPageError={list.isFetchNextPageError}
          pageCount={list.data.pages.length}
          fetchNextPage={list.fetchNextPage}
          labels={LOAD_MORE_LABELS}
        />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-64 flex-1 gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
          <p className="text-muted-foreground">{m.subtitle}</p>
        </div>
        <Button onClick={() => setIsCreating(true)}>
          <Plus aria-hidden="true" />
          {m.newSuggestion}
        </Button>
      </header>
      {budget ? <OpenVotes budget={budget} /> : null}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.search}>{m.searchLabel}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={ids.search}
              type="search"
              value={search}
              maxLength={100}
              placeholder={m.searchPlaceholder}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:contents">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.status}>{m.statusFilter}</Label>
            <NativeSelect
              id={ids.status}
              value={params.status ?? ""}
              onChange={(event) => setParams({ status: event.target.value || undefined })}
              className="sm:w-44"
            >
              <option value="">{m.allStatuses}</option>
              {SUGGESTION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {SUGGESTION_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.category}>{m.categoryFilter}</Label>
            <NativeSelect
              id={ids.category}
              value={params.category ?? ""}
              onChange={(event) => setParams({ category: event.target.value || undefined })}
              className="sm:w-52"
            >
              <option value="">{m.allCategories}</option>
              {SUGGESTION_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {SUGGESTION_CATEGORY_LABELS[category]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      <Tabs
        items={SORTS}
        value={params.sort}
        onValueChange={(sort) => setParams({ sort })}
        label={m.sortLabel}
        listClassName="w-full sm:w-auto"
      >
        <div className="grid gap-3 pt-4">
          {params.sort === "trending" ? (
            <p className="text-sm text-muted-foreground">{m.trendingHint}</p>
          ) : null}
          {body}
        </div>
      </Tabs>
      {isCreating ? (
        <Suspense fallback={null}>
          <SuggestionFormDialog onClose={() => setIsCreating(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
