import type { PostMediaType } from "@guilda/shared/constants";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export type PostAuthor = {
  id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
  is_admin: boolean;
  is_moderator: boolean;
};

export type Post = {
  id: string;
  title: string;
  content: string;
  created_at: string;
  is_pinned: boolean;
  media_url: string | null;
  media_type: PostMediaType | null;
  author: PostAuthor;
  space: { name: string; slug: string } | null;
};

export type PostsPage = { items: Post[]; next_cursor: string | null };

export const POSTS_PAGE_SIZE = 20;

export function getPosts(cursor: string | null, signal?: AbortSignal): Promise<PostsPage> {
  const params = new URLSearchParams({ limit: String(POSTS_PAGE_SIZE) });
  if (cursor) params.set("cursor", cursor);
  return api.get<PostsPage>(`/api/posts?${params}`, { signal });
}

/** Pinned first, then newest (spec §4), one page of 20 at a time. */
export const postsQueryOptions = infiniteQueryOptions({
  queryKey: ["posts", "feed"],
  queryFn: ({ pageParam, signal }) => getPosts(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.next_cursor,
});

export function usePosts() {
  return useInfiniteQuery(postsQueryOptions);
}
