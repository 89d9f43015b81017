import type { courseInputSchema } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { coursesRootKey } from "./keys";

export type CreateCourseBody = z.output<typeof courseInputSchema>;

/** The new course; the editor opens on its id. */
export function createCourse(input: CreateCourseBody): Promise<{ id: string }> {
  return api.post<{ id: string }>("/api/admin/courses", input);
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
