import type { CourseShowcase } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { courseKeys } from "./keys";

export function getShowcase(signal?: AbortSignal): Promise<CourseShowcase> {
  return api.get<CourseShowcase>("/api/courses/showcase", { signal });
}

export const showcaseQueryOptions = queryOptions({
  queryKey: courseKeys.showcase,
  queryFn: ({ signal }) => getShowcase(signal),
});

export function useShowcase() {
  return useQuery(showcaseQueryOptions);
}
