import type { AiConversationDetail } from "@guilda/shared/schemas/ai";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { aiChatKeys } from "./keys";

export function getConversation(id: string, signal?: AbortSignal): Promise<AiConversationDetail> {
  return api.get<AiConversationDetail>(`/api/ai/conversations/${encodeURIComponent(id)}`, { signal });
}

/**
 * A conversation as stored on the server (the truth after every answer, stopped or not).
 * Never cached for long: the chat replaces its messages with it after each answer.
 */
export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: aiChatKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    staleTime: 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500 && error.status > 0) && count < 1,
  });

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
