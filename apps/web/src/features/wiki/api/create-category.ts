import type { WikiCategoryInput, WikiCategoryView } from "@guilda/shared/schemas/wiki";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function createWikiCategory(input: WikiCategoryInput): Promise<WikiCategoryView> {
  return api.post<WikiCategoryView>("/api/wiki/categories", input);
}

export function useCreateWikiCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWikiCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wikiKeys.index() }),
  });
}
