import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { suggestionKeys } from "./keys";

export function deleteSuggestionComment(id: string, commentId: string): Promise<{ comment_count: number }> {
  return api.delete<{ comment_count: number }>(
    `/api/suggestions/${encodeURIComponent(id)}/comments/${encodeURIComponent(commentId)}`,
  );
}

export function useDeleteSuggestionComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, commentId }: { id: string; commentId: string }) =>
      deleteSuggestionComment(id, commentId),
    onSuccess: (_result, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: suggestionKeys.comments(id) }),
        queryClient.invalidateQueries({ queryKey: suggestionKeys.detail(id) }),
      ]),
  });
}
