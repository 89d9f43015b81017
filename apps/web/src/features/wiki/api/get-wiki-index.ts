import type { WikiIndex } from "@guilda/shared/schemas/wiki";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function getWikiIndex(signal?: AbortSignal): Promise<WikiIndex> {
  return api.get<WikiIndex>("/api/wiki", { signal });
}

/** Categories in order with their articles, the uncategorized ones, and whether the viewer edits. */
export const wikiIndexQueryOptions = queryOptions({
  queryKey: wikiKeys.index(),
  queryFn: ({ signal }) => getWikiIndex(signal),
});

export function useWikiIndex() {
  return useQuery(wikiIndexQueryOptions);
}
