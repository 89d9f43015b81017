import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { coursesRootKey } from "./keys";

export function deleteAttachment(attachmentId: string): Promise<unknown> {
  return api.delete<unknown>(`/api/admin/attachments/${encodeURIComponent(attachmentId)}`);
}

export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
