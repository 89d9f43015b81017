import type { FeedPage } from "@guilda/shared/schemas/feed";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export const MEMBER_POSTS_LIMIT = 10;

export function getMemberPosts(id: string, signal?: AbortSignal): Promise<FeedPage> {
  const search = new URLSearchParams({ author: id, limit: String(MEMBER_POSTS_LIMIT) });
  return api.get<FeedPage>(`/api/posts?${search}`, { signal });
}

/** The member's latest posts, newest first, for their page. */
export function useMemberPosts(id: string) {
  return useQuery(
    queryOptions({
      queryKey: memberKeys.posts(id),
      queryFn: ({ signal }) => getMemberPosts(id, signal),
    }),
  );
}
