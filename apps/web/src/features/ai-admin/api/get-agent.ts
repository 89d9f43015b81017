import type { AiAgentAdmin } from "@guilda/shared/schemas/ai";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminAgentKeys, adminAgentPath } from "./keys";

export function getAdminAgent(id: string, signal?: AbortSignal): Promise<AiAgentAdmin> {
  return api.get<AiAgentAdmin>(adminAgentPath(id), { signal });
}

/** One agent with everything the editor shows. */
export function useAdminAgent(id: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: adminAgentKeys.detail(id),
      queryFn: ({ signal }) => getAdminAgent(id, signal),
      staleTime: 0,
      enabled,
    }),
  );
}
