import type { CreatePostInput, PostView } from "@guilda/shared/schemas/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { refreshFeeds } from "../lib/post-cache";

export function createPost(input: CreatePostInput): Promise<PostView> {
  return api.post<PostView>("/api/posts", input);
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    // The new post belongs at the top of the lists it appears in (feed, its space, gallery).
    onSuccess: () => refreshFeeds(queryClient),
  });
}
