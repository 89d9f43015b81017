import type {
  LessonCommentInput,
  LessonCommentView,
  LessonCommentsPage,
} from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { courseKeys } from "./keys";

type CreateArgs = { lessonId: string; input: LessonCommentInput };

export function createLessonComment({ lessonId, input }: CreateArgs): Promise<LessonCommentView> {
  return api.post<LessonCommentView>(`/api/lessons/${encodeURIComponent(lessonId)}/comments`, input);
}

/** Shows the new comment at once (a reply under its thread, a comment at the end once all pages are in). */
function insert(
  data: InfiniteData<LessonCommentsPage>,
  comment: LessonCommentView,
): InfiniteData<LessonCommentsPage> {
  const pages = data.pages.map((page) => ({ ...page, comments_count: page.comments_count + 1 }));
  if (comment.parent_id) {
    for (const page of pages)
      page.items = page.items.map((item) =>
        item.id === comment.parent_id && !item.replies.some((reply) => reply.id === comment.id)
          ? { ...item, replies: [...item.replies, comment] }
          : item,
      );
  } else {
    const last = pages.at(-1);
    if (last && !last.next_cursor && !last.items.some((item) => item.id === comment.id))
      last.items = [...last.items, { ...comment, replies: [] }];
  }
  return { ...data, pages };
}

export function useCreateLessonComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLessonComment,
    onSuccess: (comment, { lessonId }) => {
      queryClient.setQueryData<InfiniteData<LessonCommentsPage>>(courseKeys.comments(lessonId), (data) =>
        data ? insert(data, comment) : data,
      );
      // Others may have commented meanwhile: the server's list and count are the truth.
      void queryClient.invalidateQueries({ queryKey: courseKeys.comments(lessonId) });
    },
  });
}
