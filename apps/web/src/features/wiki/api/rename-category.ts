import type { WikiCategoryInput, WikiCategoryView } from "@guilda/shared/schemas/wiki";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function renameWikiCategory(id: string, input: WikiCategoryInput): Promise<WikiCategoryView> {
  return api.patch<WikiCategoryView>(`/api/wiki/categories/${encodeURIComponent(id)}`, input);
}

/** Articles show their category's name: every wiki query is read again. */
export function useRenameWikiCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WikiCategoryInput }) => renameWikiCategory(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wikiKeys.all }),
  });
}
