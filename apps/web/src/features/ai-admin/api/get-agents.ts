import type { AiAgentAdmin } from "@guilda/shared/schemas/ai";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminAgentKeys, adminAgentsPath } from "./keys";

export function getAdminAgents(signal?: AbortSignal): Promise<AiAgentAdmin[]> {
  return api.get<AiAgentAdmin[]>(adminAgentsPath, { signal });
}

/** Every agent, active or not, by name (admins only). */
export const adminAgentsQueryOptions = queryOptions({
  queryKey: adminAgentKeys.list,
  queryFn: ({ signal }) => getAdminAgents(signal),
  staleTime: 0,
});

export function useAdminAgents() {
  return useQuery(adminAgentsQueryOptions);
}
