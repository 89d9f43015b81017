import type {
  CreateWikiArticleInput,
  UpdateWikiArticleInput,
  WikiArticleView,
} from "@guilda/shared/schemas/wiki";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function createWikiArticle(input: CreateWikiArticleInput): Promise<WikiArticleView> {
  return api.post<WikiArticleView>("/api/wiki/articles", input);
}

export function updateWikiArticle(slug: string, input: UpdateWikiArticleInput): Promise<WikiArticleView> {
  return api.put<WikiArticleView>(`/api/wiki/articles/${encodeURIComponent(slug)}`, input);
}

/** The saved article is the answer; the index and the article's history are read again. */
function afterSave(queryClient: QueryClient, article: WikiArticleView, previousSlug?: string) {
  queryClient.setQueryData(wikiKeys.article(article.slug), article);
  if (previousSlug && previousSlug !== article.slug)
    queryClient.removeQueries({ queryKey: wikiKeys.article(previousSlug) });
  void queryClient.invalidateQueries({ queryKey: wikiKeys.index() });
  void queryClient.invalidateQueries({ queryKey: wikiKeys.articleHistory(article.slug) });
}

export function useCreateWikiArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWikiArticle,
    onSuccess: (article) => afterSave(queryClient, article),
  });
}

export function useUpdateWikiArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, input }: { slug: string; input: UpdateWikiArticleInput }) =>
      updateWikiArticle(slug, input),
    onSuccess: (article, { slug }) => afterSave(queryClient, article, slug),
  });
}
