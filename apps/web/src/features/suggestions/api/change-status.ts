import type { ChangeSuggestionStatusInput, SuggestionDetail } from "@guilda/shared/schemas/suggestions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { suggestionKeys } from "./keys";

export function changeSuggestionStatus(
  id: string,
  input: ChangeSuggestionStatusInput,
): Promise<SuggestionDetail> {
  return api.put<SuggestionDetail>(`/api/admin/suggestions/${encodeURIComponent(id)}/status`, input);
}

/** A status change can move votes (duplicates) and give votes back: every list and page is read again. */
export function useChangeSuggestionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ChangeSuggestionStatusInput }) =>
      changeSuggestionStatus(id, input),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: suggestionKeys.all });
      queryClient.setQueryData(suggestionKeys.detail(saved.id), saved);
    },
  });
}
