import type { AiAgentOptions } from "@guilda/shared/schemas/ai";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminAgentKeys, adminAgentsPath } from "./keys";

export function getAgentOptions(signal?: AbortSignal): Promise<AiAgentOptions> {
  return api.get<AiAgentOptions>(`${adminAgentsPath}/options`, { signal });
}

/** The courses and spaces an agent may be scoped to, and whether a provider is configured. */
export function useAgentOptions() {
  return useQuery(
    queryOptions({
      queryKey: adminAgentKeys.options,
      queryFn: ({ signal }) => getAgentOptions(signal),
      staleTime: 30_000,
    }),
  );
}
