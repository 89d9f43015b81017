import {
  SEARCH_MIN_CHARS,
  type SearchGroupName,
  type SearchGroupResult,
  type SearchResponse,
} from "@guilda/shared/schemas/search";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { searchKeys } from "./keys";

export function getSearch(q: string, group?: SearchGroupName, page = 1, signal?: AbortSignal) {
  const query = new URLSearchParams({ q });
  if (group) query.set("kind", group);
  if (page > 1) query.set("page", String(page));
  return api.get<SearchResponse>(`/api/search?${query.toString()}`, { signal });
}

const searchable = (q: string) => q.trim().length >= SEARCH_MIN_CHARS;

/** The first results of every group. */
export function useSearch(q: string) {
  return useQuery({
    queryKey: searchKeys.overview(q),
    queryFn: ({ signal }) => getSearch(q, undefined, 1, signal),
    enabled: searchable(q),
    staleTime: 30_000,
  });
}

/** One group, page after page ('Ver mais'). */
export function useSearchGroup(q: string, group: SearchGroupName | null) {
  return useInfiniteQuery({
    queryKey: searchKeys.group(q, group ?? "posts"),
    queryFn: async ({ pageParam, signal }): Promise<SearchGroupResult> =>
      (await getSearch(q, group!, pageParam, signal)).groups[0]!,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled: group !== null && searchable(q),
    staleTime: 30_000,
  });
}
