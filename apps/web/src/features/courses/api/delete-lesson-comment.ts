import type { LessonCommentsPage } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { courseKeys } from "./keys";

type DeleteArgs = { lessonId: string; commentId: string };

export function deleteLessonComment({ commentId }: DeleteArgs): Promise<unknown> {
  return api.delete<unknown>(`/api/lesson-comments/${encodeURIComponent(commentId)}`);
}

/** Author, admin or moderator (the server decides). A top-level comment takes its replies with it. */
export function useDeleteLessonComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLessonComment,
    onSuccess: (_, { lessonId, commentId }) => {
      queryClient.setQueryData<InfiniteData<LessonCommentsPage>>(courseKeys.comments(lessonId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items
                  .filter((item) => item.id !== commentId)
                  .map((item) => ({
                    ...item,
                    replies: item.replies.filter((reply) => reply.id !== commentId),
                  })),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: courseKeys.comments(lessonId) });
    },
  });
}
