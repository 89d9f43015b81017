import type { PostView } from "@guilda/shared/schemas/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { patchPost, refreshFeeds } from "../lib/post-cache";

export function pinPost({ id, isPinned }: { id: string; isPinned: boolean }): Promise<PostView> {
  return api.put<PostView>(`/api/posts/${encodeURIComponent(id)}/pin`, { is_pinned: isPinned });
}

export function usePinPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinPost,
    onSuccess: (post) => {
      patchPost(queryClient, post.id, (cached) => ({ ...cached, is_pinned: post.is_pinned }));
      // Pinned posts lead the list: reorder it.
      void refreshFeeds(queryClient);
    },
  });
}
