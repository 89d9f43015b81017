import type { ProgressReport, ProgressResult } from "@guilda/shared/schemas/courses";
import { api } from "@/lib/api";

/**
 * The player's report: where it is and how many seconds it really played since the last one.
 * `keepalive` lets the last report of a page that is going away still reach the server.
 */
export function saveLessonProgress(
  lessonId: string,
  report: ProgressReport,
  options: { keepalive?: boolean } = {},
): Promise<ProgressResult> {
  return api.put<ProgressResult>(`/api/lessons/${encodeURIComponent(lessonId)}/progress`, report, {
    keepalive: options.keepalive,
  });
}
