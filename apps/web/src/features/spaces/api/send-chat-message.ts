import type { ChatMessageView } from "@guilda/shared/schemas/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { chatMessagesKey, withChatMessage } from "./get-chat-messages";

export function sendChatMessage(slug: string, content: string): Promise<ChatMessageView> {
  return api.post<ChatMessageView>(`/api/spaces/${encodeURIComponent(slug)}/messages`, { content });
}

export function useSendChatMessage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendChatMessage(slug, content),
    // The websocket echoes it too; withChatMessage keeps one copy.
    onSuccess: (message) =>
      queryClient.setQueryData(chatMessagesKey(slug), (data: Parameters<typeof withChatMessage>[0]) =>
        withChatMessage(data, message),
      ),
  });
}
