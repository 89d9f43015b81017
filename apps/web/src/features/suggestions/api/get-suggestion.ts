import type { SuggestionDetail } from "@guilda/shared/schemas/suggestions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { suggestionKeys } from "./keys";

export function getSuggestion(id: string, signal?: AbortSignal): Promise<SuggestionDetail> {
  return api.get<SuggestionDetail>(`/api/suggestions/${encodeURIComponent(id)}`, { signal });
}

/** One suggestion with its history, duplicates and what the viewer may do with it. */
export function suggestionQueryOptions(id: string) {
  return queryOptions({
    queryKey: suggestionKeys.detail(id),
    queryFn: ({ signal }) => getSuggestion(id, signal),
  });
}

export function useSuggestion(id: string) {
  return useQuery(suggestionQueryOptions(id));
}
