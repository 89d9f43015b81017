import type { AdminCourse, AdminCourseList } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys, adminCoursePath, coursesRootKey } from "./keys";

export function publishCourse(id: string, isPublished: boolean): Promise<unknown> {
  return api.put<unknown>(`${adminCoursePath(id)}/publish`, { is_published: isPublished });
}

type PublishChange = { id: string; isPublished: boolean };

/**
 * Publish or unpublish: the list and the editor show the new status at once and go back to
 * the saved one if the server refuses.
 */
export function usePublishCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublished }: PublishChange) => publishCourse(id, isPublished),
    onMutate: async ({ id, isPublished }) => {
      await queryClient.cancelQueries({ queryKey: adminCourseKeys.list });
      await queryClient.cancelQueries({ queryKey: adminCourseKeys.detail(id) });
      const list = queryClient.getQueryData<AdminCourseList>(adminCourseKeys.list);
      const detail = queryClient.getQueryData<AdminCourse>(adminCourseKeys.detail(id));
      if (list)
        queryClient.setQueryData<AdminCourseList>(adminCourseKeys.list, {
          items: list.items.map((c) => (c.id === id ? { ...c, is_published: isPublished } : c)),
        });
      if (detail)
        queryClient.setQueryData<AdminCourse>(adminCourseKeys.detail(id), {
          ...detail,
          is_published: isPublished,
        });
      return { list, detail };
    },
    onError: (_error, { id }, saved) => {
      if (saved?.list) queryClient.setQueryData(adminCourseKeys.list, saved.list);
      if (saved?.detail) queryClient.setQueryData(adminCourseKeys.detail(id), saved.detail);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
