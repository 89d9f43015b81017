import type { WikiRevisionView } from "@guilda/shared/schemas/wiki";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function getWikiRevision(slug: string, n: number, signal?: AbortSignal): Promise<WikiRevisionView> {
  return api.get<WikiRevisionView>(`/api/wiki/articles/${encodeURIComponent(slug)}/revisions/${n}`, {
    signal,
  });
}

/** One saved version of an article, rendered. */
export function useWikiRevision(slug: string, n: number) {
  return useQuery({
    queryKey: wikiKeys.revision(slug, n),
    queryFn: ({ signal }) => getWikiRevision(slug, n, signal),
    enabled: Number.isInteger(n) && n > 0,
  });
}
