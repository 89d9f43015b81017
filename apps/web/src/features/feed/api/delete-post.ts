import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { postKeys, removePost } from "../lib/post-cache";

export function deletePost(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/posts/${encodeURIComponent(id)}`);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, id) => {
      removePost(queryClient, id);
      queryClient.setQueryData(postKeys.detail(id), null);
      queryClient.removeQueries({ queryKey: postKeys.comments(id) });
    },
  });
}
