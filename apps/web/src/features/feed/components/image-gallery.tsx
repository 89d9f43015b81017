import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { useQueryClient } from "@tanstack/react-query";
import { ImageIcon, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useRealtimeEvent } from "@/lib/realtime";
import { paths } from "@/lib/paths";
import { commonMessages } from "@guilda/shared/messages/common";
import { usePosts } from "../api/get-posts";
import { usePostsRealtimeSync } from "../hooks/use-posts-realtime-sync";
import { postKeys, refreshFeeds, type FeedParams } from "../lib/post-cache";
import { LoadMore } from "@/components/ui/load-more";
import { FEED_LOAD_MORE_LABELS } from "../lib/load-more-labels";
import { safeMediaUrl } from "./post-media";

/** The image and GIF posts of a space as a grid; each tile opens its post. */
export function ImageGallery({ space }: { space: string }) {
  const queryClient = useQueryClient();
  const params: FeedParams = { tab: "recentes", space, media: "images" };
  const posts = usePosts(params);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  usePostsRealtimeSync();

  // New images go straight in: a grid has no reading position to lose.
  useRealtimeEvent("post.created", (event) => {
    const spaceId = items[0]?.space.id;
    if (!spaceId || spaceId === event.space_id) void refreshFeeds(queryClient, postKeys.feed(params));
  });

  if (posts.isPending) {
    return (
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <span role="status" className="sr-only">
          {commonMessages.loading}
        </span>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="aspect-square rounded-lg" />
        ))}
      </div>
    );
  }

  if (posts.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadErrorTitle}
        text={m.loadErrorText}
        action={
          <Button variant="outline" onClick={() => void posts.refetch()}>
            {webShellMessages.retry}
          </Button>
        }
      />
    );
  }

  if (items.length === 0) {
    return (
      <EmptyState
        icon={<ImageIcon aria-hidden="true" />}
        title={m.galleryEmptyTitle}
        text={m.galleryEmptyText}
      />
    );
  }

  return (
    <div className="grid gap-4">
      <ul aria-label={m.galleryLabel} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {items.map((post) => {
          const src = safeMediaUrl(post.media_url);
          return (
            <li key={post.id}>
              <Link
                to={paths.post(post.id)}
                className="group relative block aspect-square overflow-hidden rounded-lg border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {src ? (
                  <img
                    src={src}
                    alt={post.title}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                ) : (
                  <span className="flex size-full items-center justify-center p-2 text-center text-sm">
                    {post.title}
                  </span>
                )}
                {post.media_type === "gif" ? (
                  <Badge variant="secondary" className="absolute top-2 left-2 bg-black/70 text-white">
                    GIF
                  </Badge>
                ) : null}
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/80 to-transparent px-2 pt-6 pb-2 text-xs font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  {post.title}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <LoadMore
        labels={FEED_LOAD_MORE_LABELS}
        hasNextPage={posts.hasNextPage}
        isFetchingNextPage={posts.isFetchingNextPage}
        isFetchNextPageError={posts.isFetchNextPageError}
        pageCount={posts.data.pages.length}
        fetchNextPage={posts.fetchNextPage}
      />
    </div>
  );
}
