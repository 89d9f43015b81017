import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { suggestionKeys } from "./keys";

export function deleteSuggestion(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/suggestions/${encodeURIComponent(id)}`);
}

export function useDeleteSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSuggestion,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: suggestionKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: suggestionKeys.lists() });
    },
  });
}
