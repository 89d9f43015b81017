import type { SuggestionComment } from "@guilda/shared/schemas/suggestions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { suggestionKeys } from "./keys";

export function createSuggestionComment(id: string, body: string): Promise<SuggestionComment> {
  return api.post<SuggestionComment>(`/api/suggestions/${encodeURIComponent(id)}/comments`, {
    content: body,
  });
}

export function useCreateSuggestionComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => createSuggestionComment(id, body),
    onSuccess: (_comment, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: suggestionKeys.comments(id) }),
        queryClient.invalidateQueries({ queryKey: suggestionKeys.detail(id) }),
      ]),
  });
}
