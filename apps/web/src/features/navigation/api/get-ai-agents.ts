import type { AiAgentListItem } from "@guilda/shared/schemas/ai";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, warnOnFailure } from "@/lib/api";

export function getAiAgents(signal?: AbortSignal): Promise<AiAgentListItem[]> {
  return warnOnFailure("AI agents", () => api.get<AiAgentListItem[]>("/api/ai-agents", { signal }));
}

/** Active agents, by name; `locked` when above the member's tier (never for admins). */
export const aiAgentsQueryOptions = queryOptions({
  queryKey: ["ai-agents"],
  queryFn: ({ signal }) => getAiAgents(signal),
});

export function useAiAgents() {
  return useQuery(aiAgentsQueryOptions);
}
