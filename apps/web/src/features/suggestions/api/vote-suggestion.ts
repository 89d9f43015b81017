import type { SuggestionVoteResult } from "@guilda/shared/schemas/suggestions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { applyVote } from "../lib/cache";

export function voteSuggestion(id: string, voted: boolean): Promise<SuggestionVoteResult> {
  const path = `/api/suggestions/${encodeURIComponent(id)}/vote`;
  return voted ? api.put<SuggestionVoteResult>(path) : api.delete<SuggestionVoteResult>(path);
}

/** Votes or takes the vote back; the answer updates every list and page in the cache. */
export function useVoteSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, voted }: { id: string; voted: boolean }) => voteSuggestion(id, voted),
    onSuccess: (result) => applyVote(queryClient, result),
  });
}
