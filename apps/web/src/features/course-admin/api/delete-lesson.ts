import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { coursesRootKey } from "./keys";

/** Deletes the lesson with its progress, comments and attachments. */
export function deleteLesson(lessonId: string): Promise<unknown> {
  return api.delete<unknown>(`/api/admin/lessons/${encodeURIComponent(lessonId)}`);
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
