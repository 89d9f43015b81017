import type { LikeState } from "@guilda/shared/schemas/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { findCachedPost, patchPost } from "../lib/post-cache";

type LikeInput = { id: string; like: boolean };

/** PUT likes, DELETE takes the like back; both are idempotent and answer the new count. */
export function likePost({ id, like }: LikeInput): Promise<LikeState> {
  const path = `/api/posts/${encodeURIComponent(id)}/like`;
  return like ? api.put<LikeState>(path) : api.delete<LikeState>(path);
}

export function useLikePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likePost,
    // Optimistic: the heart fills at once; on failure only this post's like goes back.
    onMutate: ({ id, like }) => {
      const before = findCachedPost(queryClient, id);
      patchPost(queryClient, id, (post) => ({
        ...post,
        is_liked_by_user: like,
        likes_count: Math.max(0, post.likes_count + (like === post.is_liked_by_user ? 0 : like ? 1 : -1)),
      }));
      return before
        ? { likes_count: before.likes_count, is_liked_by_user: before.is_liked_by_user }
        : undefined;
    },
    onError: (_error, { id }, previous) => {
      if (previous) patchPost(queryClient, id, (post) => ({ ...post, ...previous }));
    },
    onSuccess: (state, { id }) => patchPost(queryClient, id, (post) => ({ ...post, ...state })),
  });
}
