import type { AiAgentAdmin, AiAgentPatch } from "@guilda/shared/schemas/ai";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminAgentKeys, adminAgentPath, invalidateAgents } from "./keys";

export function updateAgent(id: string, patch: AiAgentPatch): Promise<AiAgentAdmin> {
  return api.patch<AiAgentAdmin>(adminAgentPath(id), patch);
}

/**
 * Any change to one agent (the editor's save, the list's Ativo switch). The answer replaces the
 * cached agent; every agent list (admin and sidebar) is read again, since another agent may have
 * lost the default mark.
 */
export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AiAgentPatch }) => updateAgent(id, patch),
    onSuccess: (agent) => {
      queryClient.setQueryData(adminAgentKeys.detail(agent.id), agent);
      // The list shows the new state at once (no switch flicking back until it is read again).
      queryClient.setQueryData<AiAgentAdmin[]>(adminAgentKeys.list, (agents) =>
        agents?.map((a) => (a.id === agent.id ? agent : a)),
      );
    },
    onSettled: () => invalidateAgents(queryClient),
  });
}
