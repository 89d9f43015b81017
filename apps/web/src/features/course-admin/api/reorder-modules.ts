import type { AdminCourse } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys, adminCoursePath, coursesRootKey } from "./keys";

export function reorderModules(courseId: string, ids: string[]): Promise<unknown> {
  return api.put<unknown>(`${adminCoursePath(courseId)}/modules/order`, { ids });
}

/**
 * The modules move at once; the server saves the order. On failure the order seen before the
 * drop comes back (the caller shows the toast) and the course is read again.
 */
export function useReorderModules(courseId: string) {
  const queryClient = useQueryClient();
  const key = adminCourseKeys.detail(courseId);
  return useMutation({
    mutationFn: (ids: string[]) => reorderModules(courseId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminCourse>(key);
      if (previous) {
        const byId = new Map(previous.modules.map((m) => [m.id, m]));
        const modules = ids.flatMap((id, position) => {
          const found = byId.get(id);
          return found ? [{ ...found, position }] : [];
        });
        queryClient.setQueryData<AdminCourse>(key, { ...previous, modules });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
