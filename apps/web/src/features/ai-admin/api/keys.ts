import type { QueryClient } from "@tanstack/react-query";

/**
 * Admin agent queries sit under "ai-agents", the sidebar's key, so a change made here refreshes
 * the sidebar with the same invalidation.
 */
export const agentsRootKey = ["ai-agents"] as const;
/** The member chat's agent pages (["ai", "agent", id] and /chatbot's default agent). */
const memberAgentViewsKey = ["ai", "agent"] as const;

/** After any agent change: the admin lists, the sidebar and the chat pages read it again. */
export function invalidateAgents(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: agentsRootKey }),
    queryClient.invalidateQueries({ queryKey: memberAgentViewsKey }),
  ]);
}

export const adminAgentKeys = {
  all: ["ai-agents", "admin"] as const,
  list: ["ai-agents", "admin", "list"] as const,
  detail: (id: string) => ["ai-agents", "admin", "detail", id] as const,
  options: ["ai-agents", "admin", "options"] as const,
  usage: (days: number) => ["ai-agents", "admin", "usage", days] as const,
  quotas: ["ai-agents", "admin", "quotas"] as const,
};

export const adminAgentsPath = "/api/admin/ai-agents";
export const adminAgentPath = (id: string) => `${adminAgentsPath}/${encodeURIComponent(id)}`;
