import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowUp, MessagesSquare, TriangleAlert, UserPlus } from "lucide-react";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useGrowingCount } from "@/hooks/use-growing-count";
import { useSession } from "@/hooks/use-session";
import { useRealtimeEvent } from "@/lib/realtime";
import { usePosts } from "../api/get-posts";
import { postKeys, refreshFeeds, type FeedParams } from "../lib/post-cache";
import { LoadMore } from "@/components/ui/load-more";
import { FEED_LOAD_MORE_LABELS } from "../lib/load-more-labels";
import { PostCard } from "./post-card";
import { PostListSkeleton } from "./post-skeleton";

/** Cards drawn per pass: a phone's screen and a little more. */
const CARDS_PER_BATCH = 5;

export function PostList({ params }: { params: FeedParams }) {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const posts = usePosts(params);
  // An answer reaches the list as an update React must finish at once (the query store); the
  // cards, the page's heaviest render, are drawn from this copy instead, in a pass the browser
  // can interrupt between cards, so a tap or a scroll is not held up while they are built. A list
  // mounted with its answer already there (the page arrived with it; a member coming back) draws
  // the skeleton first (`null`), so the page's first paint does not wait for twenty cards.
  const data = useDeferredValue<typeof posts.data | null>(posts.data, null);
  const topRef = useRef<HTMLDivElement>(null);
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const shown = useGrowingCount(items.length, CARDS_PER_BATCH);
  // The banner counts posts announced since the first page looked like `knownIds`. A reload that
  // brings new posts to the top puts unknown ids there and the count drops back to zero by
  // itself; likes, pins or deletions do not.
  const firstPageIds = data?.pages[0]?.items.map((post) => post.id) ?? [];
  const [arrived, setArrived] = useState({ count: 0, knownIds: new Set<string>() });
  const isCountCurrent = firstPageIds.every((id) => arrived.knownIds.has(id));
  const newCount = isCountCurrent ? arrived.count : 0;

  useRealtimeEvent("post.created", (event) => {
    // Own posts are already on top; a new post is not 'popular' yet.
    if (!data || event.author_id === profile?.id || params.tab === "populares") return;
    if (params.space) {
      const spaceId = items.find((post) => post.space.slug === params.space)?.space.id;
      if (!spaceId) {
        // An empty space has nothing to scroll away from: just load it.
        if (items.length === 0) void refreshFeeds(queryClient, postKeys.feed(params));
        return;
      }
      if (spaceId !== event.space_id) return;
    }
    if (
      params.tab === "seguindo" &&
      !items.some((post) => post.author.id === event.author_id && post.is_following_author)
    )
      return;
    if (items.length === 0) {
      void refreshFeeds(queryClient, postKeys.feed(params));
      return;
    }
    setArrived((current) =>
      current.count > 0 && firstPageIds.every((id) => current.knownIds.has(id))
        ? { ...current, count: current.count + 1 }
        : { count: 1, knownIds: new Set(firstPageIds) },
    );
  });

  const showNewPosts = () => {
    setArrived({ count: 0, knownIds: new Set() });
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    topRef.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    void refreshFeeds(queryClient, postKeys.feed(params));
  };

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

  if (!data) return <PostListSkeleton />;

  if (items.length === 0) {
    const isFollowing = params.tab === "seguindo";
    return (
      <EmptyState
        icon={isFollowing ? <UserPlus aria-hidden="true" /> : <MessagesSquare aria-hidden="true" />}
        title={isFollowing ? m.followingEmptyTitle : m.emptyTitle}
        text={isFollowing ? m.followingEmptyText : m.emptyText}
      />
    );
  }

  return (
    <div ref={topRef} className="scroll-mt-20">
      <div aria-live="polite" className="pointer-events-none sticky top-16 z-20 flex h-0 justify-center">
        {newCount > 0 ? (
          <Button
            size="sm"
            className="pointer-events-auto mt-2 rounded-full shadow-pop"
            onClick={showNewPosts}
          >
            <ArrowUp aria-hidden="true" />
            {m.newPosts(newCount)}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4">
        {items.slice(0, shown).map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
        {/* The next page is asked for at the end of the list, not of its first batch. */}
        {shown >= items.length ? (
          <LoadMore
            labels={FEED_LOAD_MORE_LABELS}
            hasNextPage={posts.hasNextPage}
            isFetchingNextPage={posts.isFetchingNextPage}
            isFetchNextPageError={posts.isFetchNextPageError}
            pageCount={data.pages.length}
            fetchNextPage={posts.fetchNextPage}
          />
        ) : null}
      </div>
    </div>
  );
}
