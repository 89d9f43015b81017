import { feedPageUrl } from "@guilda/shared/rules/first-requests";
import type { FeedPage } from "@guilda/shared/schemas/feed";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { postKeys, type FeedParams } from "../lib/post-cache";

export function getPosts(params: FeedParams, cursor: string | null, signal?: AbortSignal): Promise<FeedPage> {
  return api.get<FeedPage>(feedPageUrl(params, cursor), { signal });
}

/** One tab of the feed (or a space's feed, or its gallery), 20 posts a page, keyset cursor. */
export function postsQueryOptions(params: FeedParams) {
  return infiniteQueryOptions({
    queryKey: postKeys.feed(params),
    queryFn: ({ pageParam, signal }) => getPosts(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function usePosts(params: FeedParams) {
  return useInfiniteQuery(postsQueryOptions(params));
}
