import { coursePageUrl } from "@guilda/shared/rules/first-requests";
import type { CoursePage } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { courseKeys } from "./keys";

export function getCourse(slug: string, signal?: AbortSignal): Promise<CoursePage> {
  return api.get<CoursePage>(coursePageUrl(slug), { signal });
}

/** A course page; 404 for an unknown or unpublished course (the answer will not change). */
export const courseQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: courseKeys.page(slug),
    queryFn: ({ signal }) => getCourse(slug, signal),
    retry: (count, error) => !(isApiError(error) && error.status < 500 && error.status > 0) && count < 1,
  });

export function useCourse(slug: string) {
  return useQuery(courseQueryOptions(slug));
}
