import type { SuggestionListItem } from "@guilda/shared/schemas/suggestions";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getSuggestions } from "./get-suggestions";
import { suggestionKeys } from "./keys";

const CANDIDATES = 6;

/**
 * Suggestions that may be the original of `id` (most voted first, by title words): never itself,
 * never a duplicate.
 */
export function originalCandidatesQueryOptions(id: string, q: string) {
  return queryOptions({
    queryKey: [...suggestionKeys.all, "originals", id, q] as const,
    queryFn: async ({ signal }): Promise<SuggestionListItem[]> => {
      const page = await getSuggestions({ sort: "votes", ...(q ? { q } : {}) }, null, signal, CANDIDATES + 2);
      return page.items.filter((item) => item.id !== id && item.status !== "duplicada").slice(0, CANDIDATES);
    },
    placeholderData: keepPreviousData,
  });
}

export function useOriginalCandidates(id: string, q: string, enabled: boolean) {
  return useQuery({ ...originalCandidatesQueryOptions(id, q), enabled });
}
