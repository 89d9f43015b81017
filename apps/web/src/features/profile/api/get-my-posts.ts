import type { FeedPage } from "@guilda/shared/schemas/feed";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const MY_POSTS_LIMIT = 5;

export function getMyPosts(memberId: string, signal?: AbortSignal): Promise<FeedPage> {
  const search = new URLSearchParams({ author: memberId, limit: String(MY_POSTS_LIMIT) });
  return api.get<FeedPage>(`/api/posts?${search}`, { signal });
}

/** My latest posts (the feed API filtered by author), newest first. */
export function useMyPosts(memberId: string) {
  return useQuery(
    queryOptions({
      queryKey: ["profile", "posts", memberId],
      queryFn: ({ signal }) => getMyPosts(memberId, signal),
    }),
  );
}
