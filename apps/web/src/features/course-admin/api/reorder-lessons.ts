import type { AdminCourse } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys, adminCoursePath, coursesRootKey } from "./keys";

/** Every module with its lessons in order; a lesson listed under another module moves there. */
export type LessonLayout = { id: string; lesson_ids: string[] }[];

export function reorderLessons(courseId: string, modules: LessonLayout): Promise<unknown> {
  return api.put<unknown>(`${adminCoursePath(courseId)}/lessons/order`, { modules });
}

/** The course's modules with their lessons rearranged as `layout` says. */
export function applyLessonLayout(course: AdminCourse, layout: LessonLayout): AdminCourse {
  const lessons = new Map(course.modules.flatMap((m) => m.lessons).map((l) => [l.id, l]));
  const order = new Map(layout.map((entry) => [entry.id, entry.lesson_ids]));
  return {
    ...course,
    modules: course.modules.map((module) => ({
      ...module,
      lessons: (order.get(module.id) ?? []).flatMap((lessonId, position) => {
        const lesson = lessons.get(lessonId);
        return lesson ? [{ ...lesson, module_id: module.id, position }] : [];
      }),
    })),
  };
}

/** The current layout of a course, to be changed and sent. */
export function lessonLayoutOf(course: AdminCourse): LessonLayout {
  return course.modules.map((m) => ({ id: m.id, lesson_ids: m.lessons.map((l) => l.id) }));
}

/**
 * Lessons move at once (within a module or to another); the server saves the whole layout.
 * On failure the layout seen before comes back (the caller shows the toast).
 */
export function useReorderLessons(courseId: string) {
  const queryClient = useQueryClient();
  const key = adminCourseKeys.detail(courseId);
  return useMutation({
    mutationFn: (layout: LessonLayout) => reorderLessons(courseId, layout),
    onMutate: async (layout) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminCourse>(key);
      if (previous) queryClient.setQueryData<AdminCourse>(key, applyLessonLayout(previous, layout));
      return { previous };
    },
    onError: (_error, _layout, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
