import type { FeedPage, FeedTab, PostView } from "@guilda/shared/schemas/feed";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";

export type FeedParams = {
  tab: FeedTab;
  /** A space's slug: only that space's posts. */
  space?: string | undefined;
  /** Only posts with an image or GIF (the image gallery). */
  media?: "images" | undefined;
};

/** Every query key of posts in one place, so the caches can be patched together. */
export const postKeys = {
  all: ["posts"] as const,
  feeds: ["posts", "feed"] as const,
  feed: (params: FeedParams) =>
    ["posts", "feed", { tab: params.tab, space: params.space ?? null, media: params.media ?? null }] as const,
  detail: (id: string) => ["posts", "detail", id] as const,
  comments: (id: string) => ["posts", "comments", id] as const,
};

type FeedData = InfiniteData<FeedPage, string | null>;

/** Applies `update` to one post wherever it is cached: every feed, gallery and its own page. */
export function patchPost(client: QueryClient, id: string, update: (post: PostView) => PostView): void {
  client.setQueriesData<FeedData>({ queryKey: postKeys.feeds }, (data) => {
    if (!data) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      if (!page.items.some((post) => post.id === id)) return page;
      changed = true;
      return { ...page, items: page.items.map((post) => (post.id === id ? update(post) : post)) };
    });
    return changed ? { ...data, pages } : data;
  });
  client.setQueryData<PostView>(postKeys.detail(id), (post) => (post ? update(post) : post));
}

/** Applies `update` to every cached post that matches `predicate` (e.g. all posts of an author). */
export function patchPosts(
  client: QueryClient,
  predicate: (post: PostView) => boolean,
  update: (post: PostView) => PostView,
): void {
  client.setQueriesData<FeedData>({ queryKey: postKeys.feeds }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((post) => (predicate(post) ? update(post) : post)),
          })),
        }
      : data,
  );
  client.setQueriesData<PostView>({ queryKey: ["posts", "detail"] }, (post) =>
    post && predicate(post) ? update(post) : post,
  );
}

/** The cached copy of a post from any list, to seed its page or read its counts. */
export function findCachedPost(client: QueryClient, id: string): PostView | undefined {
  const detail = client.getQueryData<PostView>(postKeys.detail(id));
  if (detail) return detail;
  for (const [, data] of client.getQueriesData<FeedData>({ queryKey: postKeys.feeds })) {
    const post = data?.pages.flatMap((page) => page.items).find((item) => item.id === id);
    if (post) return post;
  }
  return undefined;
}

/** Takes a deleted post out of every list at once. */
export function removePost(client: QueryClient, id: string): void {
  client.setQueriesData<FeedData>({ queryKey: postKeys.feeds }, (data) => {
    if (!data?.pages.some((page) => page.items.some((post) => post.id === id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.filter((post) => post.id !== id) })),
    };
  });
}

/**
 * Reloads lists from their first page only. A plain refetch of an infinite query reloads
 * every page already scrolled through, one request after another.
 */
export function refreshFeeds(client: QueryClient, queryKey: QueryKey = postKeys.feeds): Promise<void> {
  client.setQueriesData<FeedData>({ queryKey }, (data) =>
    data && data.pages.length > 1
      ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
      : data,
  );
  return client.invalidateQueries({ queryKey });
}
