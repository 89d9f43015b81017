import type { NewCourses } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { courseKeys } from "./keys";

export function getNewCourses(signal?: AbortSignal): Promise<NewCourses> {
  return api.get<NewCourses>("/api/courses/new", { signal });
}

/** Published in the last 30 days, newest first. */
export const newCoursesQueryOptions = queryOptions({
  queryKey: courseKeys.newest,
  queryFn: ({ signal }) => getNewCourses(signal),
});

export function useNewCourses() {
  return useQuery(newCoursesQueryOptions);
}
