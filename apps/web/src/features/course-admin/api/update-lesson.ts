import type { AdminLesson, lessonUpdateSchema } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { coursesRootKey } from "./keys";

export type LessonUpdateBody = z.output<typeof lessonUpdateSchema>;

export function updateLesson(lessonId: string, input: LessonUpdateBody): Promise<AdminLesson> {
  return api.patch<AdminLesson>(`/api/admin/lessons/${encodeURIComponent(lessonId)}`, input);
}

export function useUpdateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, input }: { lessonId: string; input: LessonUpdateBody }) =>
      updateLesson(lessonId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
