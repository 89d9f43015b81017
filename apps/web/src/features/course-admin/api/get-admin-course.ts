import type { AdminCourse } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys, adminCoursePath } from "./keys";

export function getAdminCourse(id: string, signal?: AbortSignal): Promise<AdminCourse> {
  return api.get<AdminCourse>(adminCoursePath(id), { signal });
}

/** Everything the editor shows: details, modules with their lessons, counts. */
export const adminCourseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminCourseKeys.detail(id),
    queryFn: ({ signal }) => getAdminCourse(id, signal),
    staleTime: 0,
  });

export function useAdminCourse(id: string) {
  return useQuery(adminCourseQueryOptions(id));
}
