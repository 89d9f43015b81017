import type { AiAgentView } from "@guilda/shared/schemas/ai";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { aiChatKeys } from "./keys";

/** A 4xx will not change by asking again. */
const retryServerErrors = (count: number, error: unknown) =>
  !(isApiError(error) && error.status < 500 && error.status > 0) && count < 1;

export function getAgent(id: string, signal?: AbortSignal): Promise<AiAgentView> {
  return api.get<AiAgentView>(`/api/ai/agents/${encodeURIComponent(id)}`, { signal });
}

export function getDefaultAgent(signal?: AbortSignal): Promise<AiAgentView> {
  return api.get<AiAgentView>("/api/ai/default-agent", { signal });
}

/** An agent as the member sees it (locked or not, its quota); 404 for an unknown or inactive one. */
export const agentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: aiChatKeys.agent(id),
    queryFn: ({ signal }) => getAgent(id, signal),
    retry: retryServerErrors,
  });

/** The community's help agent (/chatbot); 404 while no active agent is the default. */
export const defaultAgentQueryOptions = queryOptions({
  queryKey: aiChatKeys.defaultAgent,
  queryFn: ({ signal }) => getDefaultAgent(signal),
  retry: retryServerErrors,
});

export function useAgent(id: string) {
  return useQuery(agentQueryOptions(id));
}

export function useDefaultAgent() {
  return useQuery(defaultAgentQueryOptions);
}
