import type { CourseSummary } from "@guilda/shared/schemas/navigation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function getCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  return api.get<CourseSummary[]>("/api/courses", { signal });
}

/** Published courses, by title; the same list (and cache entry) the sidebar reads. */
export const coursesQueryOptions = queryOptions({
  queryKey: ["courses", "published"],
  queryFn: ({ signal }) => getCourses(signal),
});

export function useCourses() {
  return useQuery(coursesQueryOptions);
}
