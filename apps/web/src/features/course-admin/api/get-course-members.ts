import type { CourseMembersPage } from "@guilda/shared/schemas/courses";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys, adminCoursePath } from "./keys";

export function getCourseMembers(courseId: string, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return api.get<CourseMembersPage>(`${adminCoursePath(courseId)}/members${query}`, { signal });
}

/** Who may open the course, with each one's progress, a page at a time. */
export function useCourseMembers(courseId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminCourseKeys.members(courseId),
      queryFn: ({ pageParam, signal }) => getCourseMembers(courseId, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.next_cursor,
      staleTime: 0,
    }),
  );
}
