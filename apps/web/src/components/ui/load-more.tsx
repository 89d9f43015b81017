import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useInfiniteScroll } from "@/hooks/use-infinite-scroll";

type LoadMoreProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  pageCount: number;
  fetchNextPage: () => unknown;
  /** pt-BR texts of the list: button, button while loading, and the error above it. */
  labels: { loadMore: string; loadingMore: string; error: string };
};

/** Loads the next page as it scrolls into view; the button is the fallback (and the retry). */
export function LoadMore(props: LoadMoreProps) {
  const sentinelRef = useInfiniteScroll(props);
  if (!props.hasNextPage) return null;
  return (
    <div ref={sentinelRef} className="flex flex-col items-center gap-2 py-2">
      {props.isFetchNextPageError ? (
        <p className="text-sm text-muted-foreground">{props.labels.error}</p>
      ) : null}
      <Button
        variant="outline"
        onClick={() => void props.fetchNextPage()}
        disabled={props.isFetchingNextPage}
      >
        {props.isFetchingNextPage ? <Spinner /> : null}
        {props.isFetchingNextPage ? props.labels.loadingMore : props.labels.loadMore}
      </Button>
    </div>
  );
}
