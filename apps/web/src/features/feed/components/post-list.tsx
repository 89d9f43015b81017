import { commonMessages } from "@guilda/shared/messages/common";
import { webFeedMessages } from "@guilda/shared/messages/web-feed";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { MessagesSquare, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { usePosts } from "../api/get-posts";
import { PostCard } from "./post-card";

function PostSkeleton() {
  return (
    <div className="rounded-lg border border-border bg-card p-6">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      <Skeleton className="mt-5 h-5 w-2/3" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
    </div>
  );
}

export function PostList() {
  const posts = usePosts();

  if (posts.isPending) {
    return (
      <div className="grid gap-4">
        <span role="status" className="sr-only">
          {commonMessages.loading}
        </span>
        <PostSkeleton />
        <PostSkeleton />
        <PostSkeleton />
      </div>
    );
  }

  if (posts.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={webFeedMessages.loadErrorTitle}
        text={webFeedMessages.loadErrorText}
        action={
          <Button variant="outline" onClick={() => void posts.refetch()}>
            {webShellMessages.retry}
          </Button>
        }
      />
    );
  }

  const items = posts.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare aria-hidden="true" />}
        title={webFeedMessages.emptyTitle}
        text={webFeedMessages.emptyText}
      />
    );
  }

  return (
    <div className="grid gap-4">
      {items.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {posts.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void posts.fetchNextPage()}
          disabled={posts.isFetchingNextPage}
        >
          {posts.isFetchingNextPage ? <Spinner /> : null}
          {posts.isFetchingNextPage ? commonMessages.loading : webFeedMessages.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
