import type { WikiArticleView } from "@guilda/shared/schemas/wiki";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function restoreWikiRevision(slug: string, n: number): Promise<WikiArticleView> {
  return api.post<WikiArticleView>(`/api/wiki/articles/${encodeURIComponent(slug)}/revisions/${n}/restore`);
}

/** Revision n's content becomes the article's newest revision. */
export function useRestoreWikiRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, n }: { slug: string; n: number }) => restoreWikiRevision(slug, n),
    onSuccess: (article) => {
      queryClient.setQueryData(wikiKeys.article(article.slug), article);
      void queryClient.invalidateQueries({ queryKey: wikiKeys.articleHistory(article.slug) });
      void queryClient.invalidateQueries({ queryKey: wikiKeys.index() });
    },
  });
}
