import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { aiChatKeys } from "./keys";

type DeleteArgs = { agentId: string; id: string };

export function deleteConversation({ id }: DeleteArgs): Promise<void> {
  return api.delete<void>(`/api/ai/conversations/${encodeURIComponent(id)}`);
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_nothing, { agentId, id }) => {
      queryClient.removeQueries({ queryKey: aiChatKeys.conversation(id) });
      void queryClient.invalidateQueries({ queryKey: aiChatKeys.conversations(agentId) });
    },
  });
}
