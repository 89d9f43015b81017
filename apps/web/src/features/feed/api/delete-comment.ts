import type { CommentsPage } from "@guilda/shared/schemas/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { patchPost, postKeys } from "../lib/post-cache";

type DeleteCommentArgs = { postId: string; commentId: string };

export function deleteComment({ commentId }: DeleteCommentArgs): Promise<{ comments_count: number }> {
  return api.delete<{ comments_count: number }>(`/api/comments/${encodeURIComponent(commentId)}`);
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: ({ comments_count }, { postId, commentId }) => {
      // A top-level comment takes its replies with it.
      queryClient.setQueryData<CommentsPage>(postKeys.comments(postId), (page) =>
        page
          ? {
              items: page.items.filter((item) => item.id !== commentId && item.parent_id !== commentId),
              comments_count,
            }
          : page,
      );
      patchPost(queryClient, postId, (post) => ({ ...post, comments_count }));
    },
  });
}
