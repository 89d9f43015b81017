import type { SuggestionDetail, UpdateSuggestionInput } from "@guilda/shared/schemas/suggestions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { suggestionKeys } from "./keys";

export function updateSuggestion(id: string, input: UpdateSuggestionInput): Promise<SuggestionDetail> {
  return api.patch<SuggestionDetail>(`/api/suggestions/${encodeURIComponent(id)}`, input);
}

export function useUpdateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateSuggestionInput }) => updateSuggestion(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(suggestionKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: suggestionKeys.lists() });
    },
  });
}
