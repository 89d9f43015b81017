import type {
  SuggestionDetail,
  SuggestionsPage,
  SuggestionVoteResult,
} from "@guilda/shared/schemas/suggestions";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { suggestionKeys } from "../api/keys";

/**
 * A vote's answer, written into every cached list and page: the suggestion's count and the
 * viewer's mark where it is shown, and the viewer's open votes everywhere. Lists keep their
 * order until they are read again, so the card does not jump away from under the pointer.
 */
export function applyVote(queryClient: QueryClient, result: SuggestionVoteResult) {
  const budget = { open_votes: result.open_votes, max_open_votes: result.max_open_votes };
  queryClient.setQueriesData<InfiniteData<SuggestionsPage>>({ queryKey: suggestionKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            ...budget,
            items: page.items.map((item) =>
              item.id === result.id
                ? { ...item, vote_count: result.vote_count, has_voted: result.has_voted }
                : item,
            ),
          })),
        }
      : data,
  );
  queryClient.setQueriesData<SuggestionDetail>({ queryKey: [...suggestionKeys.all, "detail"] }, (data) =>
    data
      ? {
          ...data,
          ...budget,
          ...(data.id === result.id ? { vote_count: result.vote_count, has_voted: result.has_voted } : {}),
        }
      : data,
  );
}
