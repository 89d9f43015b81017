import type { CommentView, CommentsPage, CreateCommentInput } from "@guilda/shared/schemas/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { patchPost, postKeys } from "../lib/post-cache";

type CreateCommentArgs = { postId: string; input: CreateCommentInput };

export function createComment({ postId, input }: CreateCommentArgs): Promise<CommentView> {
  return api.post<CommentView>(`/api/posts/${encodeURIComponent(postId)}/comments`, input);
}

/** Puts a reply right after its thread's last comment, keeping the server's order. */
function insertComment(items: CommentView[], comment: CommentView): CommentView[] {
  if (items.some((item) => item.id === comment.id)) return items;
  if (!comment.parent_id) return [...items, comment];
  const parentIndex = items.findIndex((item) => item.id === comment.parent_id);
  if (parentIndex < 0) return [...items, comment];
  let end = parentIndex + 1;
  while (end < items.length && items[end]?.parent_id === comment.parent_id) end += 1;
  return [...items.slice(0, end), comment, ...items.slice(end)];
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment, { postId }) => {
      const page = queryClient.getQueryData<CommentsPage>(postKeys.comments(postId));
      if (page) {
        const items = insertComment(page.items, comment);
        const comments_count = page.comments_count + (items.length - page.items.length);
        queryClient.setQueryData<CommentsPage>(postKeys.comments(postId), { items, comments_count });
        patchPost(queryClient, postId, (post) => ({ ...post, comments_count }));
      }
      // Others may have commented meanwhile; the server's list and count are the truth.
      void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
    },
  });
}
