import type { AdminCourseList } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { salesKeys } from "./keys";

export function getCourses(signal?: AbortSignal): Promise<AdminCourseList> {
  return api.get<AdminCourseList>("/api/admin/courses", { signal });
}

/** Every course, published or draft, for the offer's courses and categories. */
export function useSaleCourses() {
  return useQuery(
    queryOptions({
      queryKey: salesKeys.courses,
      queryFn: ({ signal }) => getCourses(signal),
      staleTime: 60_000,
    }),
  );
}
