import type { AdminLesson, lessonCreateSchema } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { coursesRootKey } from "./keys";

export type LessonBody = z.output<typeof lessonCreateSchema>;

export function createLesson(moduleId: string, input: LessonBody): Promise<AdminLesson> {
  return api.post<AdminLesson>(`/api/admin/modules/${encodeURIComponent(moduleId)}/lessons`, input);
}

/** A new lesson at the end of a module. */
export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, input }: { moduleId: string; input: LessonBody }) =>
      createLesson(moduleId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
