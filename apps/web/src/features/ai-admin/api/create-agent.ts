import type { AiAgentAdmin, AiAgentInput } from "@guilda/shared/schemas/ai";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminAgentsPath, invalidateAgents } from "./keys";

export function createAgent(input: AiAgentInput): Promise<AiAgentAdmin> {
  return api.post<AiAgentAdmin>(adminAgentsPath, input);
}

/** A new agent; the admin lists and the sidebar are read again afterwards. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSettled: () => invalidateAgents(queryClient),
  });
}
