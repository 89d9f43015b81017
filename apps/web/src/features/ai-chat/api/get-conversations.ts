import type { AiConversationPage } from "@guilda/shared/schemas/ai";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { aiChatKeys } from "./keys";

export function getConversations(
  agentId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AiConversationPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return api.get<AiConversationPage>(`/api/ai/agents/${encodeURIComponent(agentId)}/conversations${query}`, {
    signal,
  });
}

/** The member's own conversations with an agent, most recently active first. */
export const conversationsQueryOptions = (agentId: string) =>
  infiniteQueryOptions({
    queryKey: aiChatKeys.conversations(agentId),
    queryFn: ({ pageParam, signal }) => getConversations(agentId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useConversations(agentId: string, enabled: boolean) {
  return useInfiniteQuery({ ...conversationsQueryOptions(agentId), enabled });
}
