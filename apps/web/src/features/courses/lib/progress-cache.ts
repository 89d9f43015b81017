import type {
  CoursePage,
  LessonPage,
  LessonProgressView,
  LessonState,
  ProgressResult,
} from "@guilda/shared/schemas/courses";
import type { QueryClient } from "@tanstack/react-query";
import { courseKeys, invalidateCourseProgress } from "../api/keys";

/** Enough of a lesson to find it in every cache. */
export type LessonRef = { id: string; slug: string; title: string; courseSlug: string };

function stateOf(progress: LessonProgressView): LessonState {
  if (progress.completed_at) return "done";
  return progress.seconds_watched > 0 || progress.position_seconds > 0 ? "in_progress" : "not_started";
}

/** The course page as it is after this lesson's progress changed (outline, resume point). */
function patchCoursePage(page: CoursePage, lesson: LessonRef, progress: LessonProgressView): CoursePage {
  return {
    ...page,
    modules: page.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((item) =>
        item.id === lesson.id && item.state !== "locked" ? { ...item, state: stateOf(progress) } : item,
      ),
    })),
    resume: {
      lesson_slug: lesson.slug,
      lesson_title: lesson.title,
      position_seconds: progress.position_seconds,
    },
  };
}

/**
 * What the player saw, before the server answers: the next visit to the course page or to this
 * lesson starts from the position the member left, even if the save is still on its way.
 */
export function rememberPosition(queryClient: QueryClient, lesson: LessonRef, positionSeconds: number) {
  let progress: LessonProgressView | undefined;
  queryClient.setQueryData<LessonPage>(courseKeys.lesson(lesson.courseSlug, lesson.slug), (cached) => {
    if (!cached) return cached;
    progress = { ...cached.progress, position_seconds: positionSeconds };
    return { ...cached, progress };
  });
  if (!progress) return;
  const known = progress;
  queryClient.setQueryData<CoursePage>(courseKeys.page(lesson.courseSlug), (page) =>
    page ? patchCoursePage(page, lesson, known) : page,
  );
}

/** The server's answer to a save or a completion: every screen showing that progress follows. */
export function applyProgressResult(queryClient: QueryClient, lesson: LessonRef, result: ProgressResult) {
  queryClient.setQueryData<LessonPage>(courseKeys.lesson(lesson.courseSlug, lesson.slug), (cached) =>
    cached
      ? {
          ...cached,
          progress: result.progress,
          course: { ...cached.course, progress: result.course_progress },
        }
      : cached,
  );
  queryClient.setQueryData<CoursePage>(courseKeys.page(lesson.courseSlug), (page) =>
    page
      ? {
          ...patchCoursePage(page, lesson, result.progress),
          progress: result.course_progress,
          certificate: result.certificate ?? page.certificate,
        }
      : page,
  );
  invalidateCourseProgress(queryClient, lesson.courseSlug);
}
