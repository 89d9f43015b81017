import { useEffect, useEffectEvent, useState } from "react";

type InfiniteScrollOptions = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Stop loading by itself after a failed page; the 'Carregar mais' button stays. */
  isFetchNextPageError: boolean;
  /** Changes when a page arrives, so a sentinel still in view asks for the next one. */
  pageCount: number;
  fetchNextPage: () => unknown;
};

/**
 * Loads the next page when the returned callback-ref's element comes near the viewport.
 * Browsers without IntersectionObserver keep the 'Carregar mais' button.
 */
export function useInfiniteScroll({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  pageCount,
  fetchNextPage,
}: InfiniteScrollOptions) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const loadMore = useEffectEvent(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  });

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === "undefined" || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, isFetchingNextPage, pageCount]);

  return setSentinel;
}
