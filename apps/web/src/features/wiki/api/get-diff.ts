import type { WikiDiff } from "@guilda/shared/schemas/wiki";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function getWikiDiff(slug: string, from: number, to: number, signal?: AbortSignal): Promise<WikiDiff> {
  return api.get<WikiDiff>(`/api/wiki/articles/${encodeURIComponent(slug)}/diff?from=${from}&to=${to}`, {
    signal,
  });
}

/** The line diff between two revisions (any two, either order). */
export function useWikiDiff(slug: string, from: number, to: number) {
  return useQuery({
    queryKey: wikiKeys.diff(slug, from, to),
    queryFn: ({ signal }) => getWikiDiff(slug, from, to, signal),
    enabled: Number.isInteger(from) && Number.isInteger(to) && from > 0 && to > 0,
    placeholderData: keepPreviousData,
  });
}
