import type { CreateSuggestionInput, SuggestionDetail } from "@guilda/shared/schemas/suggestions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { suggestionKeys } from "./keys";

export function createSuggestion(input: CreateSuggestionInput): Promise<SuggestionDetail> {
  return api.post<SuggestionDetail>("/api/suggestions", input);
}

export function useCreateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSuggestion,
    onSuccess: (saved) => {
      queryClient.setQueryData(suggestionKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: suggestionKeys.lists() });
    },
  });
}
