import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { postKeys, removePost } from "../lib/post-cache";

export function deletePost(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/posts/${encodeURIComponent(id)}`);
}

type Callbacks = { onSuccess?: () => void; onError?: () => void };

/**
 * The callbacks live on the mutation, not on `mutate`: the realtime 'post.deleted' event can
 * remove the card (and unmount its button) before the answer arrives, and `mutate`'s own
 * callbacks would then never run.
 */
export function useDeletePost({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, id) => {
      removePost(queryClient, id);
      queryClient.setQueryData(postKeys.detail(id), null);
      queryClient.removeQueries({ queryKey: postKeys.comments(id) });
      onSuccess?.();
    },
    onError: () => onError?.(),
  });
}
