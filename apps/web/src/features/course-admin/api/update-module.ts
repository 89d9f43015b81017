import type { AdminCourse } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys, coursesRootKey } from "./keys";

export function renameModule(moduleId: string, title: string): Promise<unknown> {
  return api.patch<unknown>(`/api/admin/modules/${encodeURIComponent(moduleId)}`, { title });
}

export function useRenameModule(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, title }: { moduleId: string; title: string }) => renameModule(moduleId, title),
    onSuccess: (_, { moduleId, title }) =>
      queryClient.setQueryData<AdminCourse>(adminCourseKeys.detail(courseId), (course) =>
        course
          ? { ...course, modules: course.modules.map((m) => (m.id === moduleId ? { ...m, title } : m)) }
          : course,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
