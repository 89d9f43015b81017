import type { WikiCategoryView, WikiIndex } from "@guilda/shared/schemas/wiki";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function reorderWikiCategories(ids: string[]): Promise<{ items: WikiCategoryView[] }> {
  return api.put<{ items: WikiCategoryView[] }>("/api/wiki/categories/order", { ids });
}

/** Moves the categories at once on screen; back to the server's order if the save fails. */
export function useReorderWikiCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderWikiCategories,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: wikiKeys.index() });
      const previous = queryClient.getQueryData<WikiIndex>(wikiKeys.index());
      if (previous) {
        const byId = new Map(previous.categories.map((c) => [c.id, c]));
        queryClient.setQueryData<WikiIndex>(wikiKeys.index(), {
          ...previous,
          categories: ids.map((id) => byId.get(id)).filter((c) => c !== undefined),
        });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(wikiKeys.index(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wikiKeys.index() }),
  });
}
