import type { SuggestionCommentsPage } from "@guilda/shared/schemas/suggestions";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { suggestionKeys } from "./keys";

export function getSuggestionComments(
  id: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SuggestionCommentsPage> {
  const search = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return api.get<SuggestionCommentsPage>(`/api/suggestions/${encodeURIComponent(id)}/comments${search}`, {
    signal,
  });
}

/** Oldest first, 50 a page. */
export function suggestionCommentsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: suggestionKeys.comments(id),
    queryFn: ({ pageParam, signal }) => getSuggestionComments(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useSuggestionComments(id: string) {
  return useInfiniteQuery(suggestionCommentsQueryOptions(id));
}
