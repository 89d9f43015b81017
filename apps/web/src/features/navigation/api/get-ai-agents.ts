import type { AiAgentSummary } from "@guilda/shared/schemas/navigation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, warnOnFailure } from "@/lib/api";

export function getAiAgents(signal?: AbortSignal): Promise<AiAgentSummary[]> {
  return warnOnFailure("AI agents", () => api.get<AiAgentSummary[]>("/api/ai-agents", { signal }));
}

/** Active agents, by name. */
export const aiAgentsQueryOptions = queryOptions({
  queryKey: ["ai-agents"],
  queryFn: ({ signal }) => getAiAgents(signal),
});

export function useAiAgents() {
  return useQuery(aiAgentsQueryOptions);
}
