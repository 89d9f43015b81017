import type { QueryClient } from "@tanstack/react-query";

/** Query keys of the member course screens (the sidebar's list is ["courses", "published"]). */
export const courseKeys = {
  catalog: (q: string) => ["courses", "catalog", q] as const,
  catalogAll: ["courses", "catalog"] as const,
  showcase: ["courses", "showcase"] as const,
  mine: ["courses", "mine"] as const,
  newest: ["courses", "new"] as const,
  page: (slug: string) => ["courses", "page", slug] as const,
  lesson: (courseSlug: string, lessonSlug: string) => ["courses", "lesson", courseSlug, lessonSlug] as const,
  comments: (lessonId: string) => ["courses", "comments", lessonId] as const,
};

/**
 * Progress changed (a save, a completion): every screen that shows it asks again when next
 * shown; the open course page right away.
 */
export function invalidateCourseProgress(queryClient: QueryClient, courseSlug: string) {
  for (const queryKey of [
    courseKeys.page(courseSlug),
    courseKeys.mine,
    courseKeys.catalogAll,
    courseKeys.showcase,
    courseKeys.newest,
  ])
    void queryClient.invalidateQueries({ queryKey });
}
