import type { AiConversationSummary } from "@guilda/shared/schemas/ai";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { aiChatKeys } from "./keys";

type RenameArgs = { agentId: string; id: string; title: string };

export function renameConversation({ id, title }: RenameArgs): Promise<AiConversationSummary> {
  return api.patch<AiConversationSummary>(`/api/ai/conversations/${encodeURIComponent(id)}`, { title });
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSuccess: (_summary, { agentId, id }) => {
      void queryClient.invalidateQueries({ queryKey: aiChatKeys.conversations(agentId) });
      void queryClient.invalidateQueries({ queryKey: aiChatKeys.conversation(id) });
    },
  });
}
