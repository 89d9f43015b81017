import type { PostView } from "@guilda/shared/schemas/feed";
import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent } from "@/lib/realtime";
import { patchPost, postKeys, removePost } from "../lib/post-cache";

/**
 * Keeps every cached post current with the server's events: new like and comment counts,
 * deleted posts leave the lists. Idempotent, so several mounted lists may each call it.
 */
export function usePostsRealtimeSync() {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type === "post.updated") {
      patchPost(queryClient, event.post_id, (post) =>
        post.likes_count === event.likes_count && post.comments_count === event.comments_count
          ? post
          : { ...post, likes_count: event.likes_count, comments_count: event.comments_count },
      );
    } else if (event.type === "post.deleted") {
      removePost(queryClient, event.post_id);
      const key = postKeys.detail(event.post_id);
      if (queryClient.getQueryData<PostView | null>(key)) queryClient.setQueryData(key, null);
    }
  });
}
