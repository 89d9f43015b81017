import type { Ranking, RankingPeriod } from "@guilda/shared/schemas/gamification";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { gamificationKeys } from "./keys";

export function getRanking(period: RankingPeriod, signal?: AbortSignal): Promise<Ranking> {
  return api.get<Ranking>(`/api/gamification/ranking?period=${encodeURIComponent(period)}`, { signal });
}

/** The top 50 of the period and the member's own place (even outside the top). */
export function rankingQueryOptions(period: RankingPeriod) {
  return queryOptions({
    queryKey: gamificationKeys.ranking(period),
    queryFn: ({ signal }) => getRanking(period, signal),
  });
}

export function useRanking(period: RankingPeriod) {
  // Switching tabs keeps the last list on screen until the next one arrives.
  return useQuery({ ...rankingQueryOptions(period), placeholderData: keepPreviousData });
}
