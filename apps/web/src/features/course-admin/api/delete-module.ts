import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { coursesRootKey } from "./keys";

/** Deletes the module with its lessons (and their progress, comments and attachments). */
export function deleteModule(moduleId: string): Promise<unknown> {
  return api.delete<unknown>(`/api/admin/modules/${encodeURIComponent(moduleId)}`);
}

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
