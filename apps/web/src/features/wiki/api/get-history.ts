import type { WikiHistory } from "@guilda/shared/schemas/wiki";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function getWikiHistory(
  slug: string,
  before: number | null,
  signal?: AbortSignal,
): Promise<WikiHistory> {
  const query = before === null ? "" : `?before=${before}`;
  return api.get<WikiHistory>(`/api/wiki/articles/${encodeURIComponent(slug)}/revisions${query}`, { signal });
}

export const wikiHistoryQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: wikiKeys.articleHistory(slug),
    queryFn: ({ pageParam, signal }) => getWikiHistory(slug, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
  });

/** The article's revisions, newest first, a page at a time. */
export function useWikiHistory(slug: string) {
  return useInfiniteQuery(wikiHistoryQueryOptions(slug));
}
