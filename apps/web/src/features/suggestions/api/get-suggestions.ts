import { SUGGESTIONS_PAGE_SIZE, type SuggestionsPage } from "@guilda/shared/schemas/suggestions";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { suggestionKeys, type SuggestionListParams } from "./keys";

export function getSuggestions(
  params: SuggestionListParams,
  cursor: string | null,
  signal?: AbortSignal,
  limit = SUGGESTIONS_PAGE_SIZE,
): Promise<SuggestionsPage> {
  const search = new URLSearchParams({ sort: params.sort, limit: String(limit) });
  if (params.status) search.set("status", params.status);
  if (params.category) search.set("category", params.category);
  if (params.q) search.set("q", params.q);
  if (cursor) search.set("cursor", cursor);
  return api.get<SuggestionsPage>(`/api/suggestions?${search}`, { signal });
}

/** One order of the board with its filters, 20 a page, keyset cursor. */
export function suggestionsQueryOptions(params: SuggestionListParams) {
  return infiniteQueryOptions({
    queryKey: suggestionKeys.list(params),
    queryFn: ({ pageParam, signal }) => getSuggestions(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useSuggestions(params: SuggestionListParams) {
  return useInfiniteQuery(suggestionsQueryOptions(params));
}
