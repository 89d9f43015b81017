import type { AdminCourse, courseUpdateSchema } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { adminCoursePath, coursesRootKey } from "./keys";

export type UpdateCourseBody = z.output<typeof courseUpdateSchema>;

export function updateCourse(id: string, input: UpdateCourseBody): Promise<AdminCourse> {
  return api.patch<AdminCourse>(adminCoursePath(id), input);
}

/** Details or the cover; the course and every course list are read again afterwards. */
export function useUpdateCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCourseBody) => updateCourse(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
