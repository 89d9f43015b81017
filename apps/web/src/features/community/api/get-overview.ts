import type { CommunityOverview } from "@guilda/shared/schemas/community";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function getCommunityOverview(signal?: AbortSignal): Promise<CommunityOverview> {
  return api.get<CommunityOverview>("/api/community/overview", { signal });
}

/** The spaces the member can see with their counts, and the member count. */
export const communityOverviewQueryOptions = queryOptions({
  queryKey: ["community", "overview"] as const,
  queryFn: ({ signal }) => getCommunityOverview(signal),
});

export function useCommunityOverview() {
  return useQuery(communityOverviewQueryOptions);
}
