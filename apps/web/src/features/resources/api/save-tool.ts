import type { ToolInput, ToolView } from "@guilda/shared/schemas/resources";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { toolsKey } from "./keys";

export function createTool(input: ToolInput): Promise<ToolView> {
  return api.post<ToolView>("/api/admin/tools", input);
}

export function updateTool(id: string, input: ToolInput): Promise<ToolView> {
  return api.put<ToolView>(`/api/admin/tools/${encodeURIComponent(id)}`, input);
}

/** Creates (id null) or saves a tool; its category and order may change, so the list is read again. */
export function useSaveTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ToolInput }) =>
      id ? updateTool(id, input) : createTool(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsKey }),
  });
}
