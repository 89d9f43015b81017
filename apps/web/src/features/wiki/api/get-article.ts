import type { WikiArticleView } from "@guilda/shared/schemas/wiki";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function getWikiArticle(slug: string, signal?: AbortSignal): Promise<WikiArticleView> {
  return api.get<WikiArticleView>(`/api/wiki/articles/${encodeURIComponent(slug)}`, { signal });
}

export const wikiArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: wikiKeys.article(slug),
    queryFn: ({ signal }) => getWikiArticle(slug, signal),
  });

/** One article, rendered and sanitized by the server (its markdown source for editors only). */
export function useWikiArticle(slug: string) {
  return useQuery(wikiArticleQueryOptions(slug));
}
