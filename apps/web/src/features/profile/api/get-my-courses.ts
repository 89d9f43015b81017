import type { MyCourses } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function getMyCourses(signal?: AbortSignal): Promise<MyCourses> {
  return api.get<MyCourses>("/api/courses/mine", { signal });
}

/**
 * The courses I can open. Same key as Meus cursos (the courses feature), so a lesson completed
 * there refreshes this list too.
 */
export function useMyCourses() {
  return useQuery(
    queryOptions({
      queryKey: ["courses", "mine"],
      queryFn: ({ signal }) => getMyCourses(signal),
    }),
  );
}
