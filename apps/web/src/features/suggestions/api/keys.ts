import type { SuggestionSort } from "@guilda/shared/schemas/suggestions";

/** What one list shows: its order, filters and search. */
export type SuggestionListParams = {
  sort: SuggestionSort;
  status?: string | undefined;
  category?: string | undefined;
  q?: string | undefined;
};

export const suggestionKeys = {
  all: ["suggestions"] as const,
  lists: () => [...suggestionKeys.all, "list"] as const,
  list: (params: SuggestionListParams) => [...suggestionKeys.lists(), params] as const,
  detail: (id: string) => [...suggestionKeys.all, "detail", id] as const,
  comments: (id: string) => [...suggestionKeys.all, "comments", id] as const,
};
