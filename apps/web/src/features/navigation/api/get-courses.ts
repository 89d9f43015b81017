import type { CourseSummary } from "@guilda/shared/schemas/navigation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, warnOnFailure } from "@/lib/api";

export function getCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  return warnOnFailure("Courses", () => api.get<CourseSummary[]>("/api/courses", { signal }));
}

/** Published courses, by title. */
export const coursesQueryOptions = queryOptions({
  queryKey: ["courses", "published"],
  queryFn: ({ signal }) => getCourses(signal),
});

export function useCourses() {
  return useQuery(coursesQueryOptions);
}
