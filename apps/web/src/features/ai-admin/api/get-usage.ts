import type { AiUsageReport } from "@guilda/shared/schemas/ai";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminAgentKeys, adminAgentsPath } from "./keys";

export type UsageDays = 7 | 30;

export function getAgentUsage(days: UsageDays, signal?: AbortSignal): Promise<AiUsageReport> {
  return api.get<AiUsageReport>(`${adminAgentsPath}/usage?days=${days}`, { signal });
}

/** One row per agent over the last `days` days; the previous period stays on screen while loading. */
export function useAgentUsage(days: UsageDays) {
  return useQuery(
    queryOptions({
      queryKey: adminAgentKeys.usage(days),
      queryFn: ({ signal }) => getAgentUsage(days, signal),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}
