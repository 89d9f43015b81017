import type { AdminModule } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCoursePath, coursesRootKey } from "./keys";

export function createModule(courseId: string, title: string): Promise<AdminModule> {
  return api.post<AdminModule>(`${adminCoursePath(courseId)}/modules`, { title });
}

/** A new module at the end of the course. */
export function useCreateModule(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createModule(courseId, title),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
