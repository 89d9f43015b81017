import { lessonPageUrl } from "@guilda/shared/rules/first-requests";
import type { LessonPage } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { courseKeys } from "./keys";

export function getLesson(courseSlug: string, lessonSlug: string, signal?: AbortSignal): Promise<LessonPage> {
  return api.get<LessonPage>(lessonPageUrl(courseSlug, lessonSlug), { signal });
}

/**
 * A lesson with the member's saved position. 403 COURSE_LOCKED (no access, expired, drip) and
 * 404 are answers, not failures: never retried.
 */
export const lessonQueryOptions = (courseSlug: string, lessonSlug: string) =>
  queryOptions({
    queryKey: courseKeys.lesson(courseSlug, lessonSlug),
    queryFn: ({ signal }) => getLesson(courseSlug, lessonSlug, signal),
    retry: (count, error) => !(isApiError(error) && error.status < 500 && error.status > 0) && count < 1,
  });

export function useLesson(courseSlug: string, lessonSlug: string) {
  return useQuery(lessonQueryOptions(courseSlug, lessonSlug));
}
