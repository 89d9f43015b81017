import type { MyCourses } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { courseKeys } from "./keys";

export function getMyCourses(signal?: AbortSignal): Promise<MyCourses> {
  return api.get<MyCourses>("/api/courses/mine", { signal });
}

/** The courses the member can open, in progress first (the server's order). */
export const myCoursesQueryOptions = queryOptions({
  queryKey: courseKeys.mine,
  queryFn: ({ signal }) => getMyCourses(signal),
});

export function useMyCourses() {
  return useQuery(myCoursesQueryOptions);
}
