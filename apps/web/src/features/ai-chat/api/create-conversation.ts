import type { AiConversationSummary } from "@guilda/shared/schemas/ai";
import { api } from "@/lib/api";

/** Opens a conversation with an agent (403 AI_TIER_REQUIRED when the agent is above the member's tier). */
export function createConversation(agentId: string, title: string): Promise<AiConversationSummary> {
  return api.post<AiConversationSummary>(`/api/ai/agents/${encodeURIComponent(agentId)}/conversations`, {
    title,
  });
}
