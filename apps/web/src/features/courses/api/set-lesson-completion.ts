import type { ProgressResult } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { applyProgressResult, type LessonRef } from "../lib/progress-cache";

type CompletionArgs = { lesson: LessonRef; completed: boolean };

export function setLessonCompletion({ lesson, completed }: CompletionArgs): Promise<ProgressResult> {
  return api.put<ProgressResult>(`/api/lessons/${encodeURIComponent(lesson.id)}/completion`, { completed });
}

/** 'Marcar como concluída' and its undo. */
export function useSetLessonCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLessonCompletion,
    onSuccess: (result, { lesson }) => applyProgressResult(queryClient, lesson, result),
  });
}
