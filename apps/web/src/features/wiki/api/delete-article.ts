import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function deleteWikiArticle(slug: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/wiki/articles/${encodeURIComponent(slug)}`);
}

export function useDeleteWikiArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWikiArticle,
    onSuccess: (_, slug) => {
      queryClient.removeQueries({ queryKey: wikiKeys.article(slug) });
      queryClient.removeQueries({ queryKey: wikiKeys.articleHistory(slug) });
      void queryClient.invalidateQueries({ queryKey: wikiKeys.index() });
    },
  });
}
