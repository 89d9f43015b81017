import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { FEED_OPENING_TAB } from "@guilda/shared/rules/first-requests";
import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { postsQueryOptions } from "@/features/feed/api/get-posts";
import { Composer } from "@/features/feed/components/composer";
import { PostFeed } from "@/features/feed/components/post-feed";
import { getSpaces, spacesQueryOptions } from "@/features/navigation/api/get-spaces";
import { useMediaQuery } from "@/hooks/use-media-query";

// Only wide screens show the right sidebar (spec §2.3); phones never download it.
const RightSidebar = lazy(() =>
  import("@/features/right-sidebar/components/right-sidebar").then((module) => ({
    default: module.RightSidebar,
  })),
);

/** The first page of the tab the feed opens on, asked for while the page renders. */
export function prefetch(client: QueryClient) {
  void client.prefetchInfiniteQuery(postsQueryOptions({ tab: FEED_OPENING_TAB }));
}

/** The sidebar's list of spaces, read when the composer opens: it asks which of them to post in. */
const composerSpaces = {
  queryKey: spacesQueryOptions.queryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => getSpaces(signal),
};

export function FeedRoute() {
  const isWide = useMediaQuery("(min-width: 80rem)");
  return (
    <div className="mx-auto flex w-full max-w-6xl justify-center gap-8">
      <div className="grid w-full max-w-2xl min-w-0 flex-1 content-start gap-6">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
          <p className="text-muted-foreground">{m.subtitle}</p>
        </div>
        <Composer spaces={composerSpaces} />
        <PostFeed />
      </div>
      {isWide ? (
        // The sidebar's width is kept while its code loads, so the feed does not move sideways.
        <Suspense fallback={<div aria-hidden="true" className="hidden w-72 shrink-0 xl:block" />}>
          <RightSidebar className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] w-72 shrink-0 self-start overflow-y-auto xl:grid" />
        </Suspense>
      ) : null}
    </div>
  );
}
