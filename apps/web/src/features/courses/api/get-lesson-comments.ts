import type { LessonCommentsPage } from "@guilda/shared/schemas/courses";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { courseKeys } from "./keys";

export function getLessonComments(
  lessonId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LessonCommentsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return api.get<LessonCommentsPage>(`/api/lessons/${encodeURIComponent(lessonId)}/comments${query}`, {
    signal,
  });
}

/** Top-level comments oldest first, each with its replies; more pages on demand. */
export const lessonCommentsQueryOptions = (lessonId: string) =>
  infiniteQueryOptions({
    queryKey: courseKeys.comments(lessonId),
    queryFn: ({ pageParam, signal }) => getLessonComments(lessonId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useLessonComments(lessonId: string) {
  return useInfiniteQuery(lessonCommentsQueryOptions(lessonId));
}
