import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminAgentPath, invalidateAgents } from "./keys";

export function deleteAgent(id: string): Promise<void> {
  return api.delete<void>(adminAgentPath(id));
}

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSettled: () => invalidateAgents(queryClient),
  });
}
