import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { wikiKeys } from "./keys";

export function deleteWikiCategory(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/wiki/categories/${encodeURIComponent(id)}`);
}

/** Its articles lose their category: every wiki query is read again. */
export function useDeleteWikiCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWikiCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wikiKeys.all }),
  });
}
