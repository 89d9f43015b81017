import type { AdminCourseList } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys, adminCoursePath, coursesRootKey } from "./keys";

/** The server deletes only when `confirmTitle` is the course's title, as typed by the admin. */
export function deleteCourse(id: string, confirmTitle: string): Promise<unknown> {
  return api.delete<unknown>(adminCoursePath(id), { confirm_title: confirmTitle });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmTitle }: { id: string; confirmTitle: string }) =>
      deleteCourse(id, confirmTitle),
    onSuccess: (_, { id }) => {
      queryClient.setQueryData<AdminCourseList>(adminCourseKeys.list, (list) =>
        list ? { items: list.items.filter((c) => c.id !== id) } : list,
      );
      queryClient.removeQueries({ queryKey: adminCourseKeys.detail(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
