import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { toolsKey } from "./keys";

export function deleteTool(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/admin/tools/${encodeURIComponent(id)}`);
}

export function useDeleteTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsKey }),
  });
}
