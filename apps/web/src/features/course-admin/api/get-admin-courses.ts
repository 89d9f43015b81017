import type { AdminCourseList } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys } from "./keys";

export function getAdminCourses(signal?: AbortSignal): Promise<AdminCourseList> {
  return api.get<AdminCourseList>("/api/admin/courses", { signal });
}

/** Every course, published or not, with its counts (admins only). */
export const adminCoursesQueryOptions = queryOptions({
  queryKey: adminCourseKeys.list,
  queryFn: ({ signal }) => getAdminCourses(signal),
  staleTime: 0,
});

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions);
}
