import { feedMessages } from "@guilda/shared/messages/feed";
import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { FileQuestion, TriangleAlert } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/lib/paths";
import { usePost } from "../api/get-post";
import { usePostsRealtimeSync } from "../hooks/use-posts-realtime-sync";
import { PostCard } from "./post-card";
import { PostListSkeleton } from "./post-skeleton";

/** One post with its comments open (the /post/{id} page, where shared links lead). */
export function PostDetail({ postId }: { postId: string }) {
  const post = usePost(postId);
  const navigate = useNavigate();
  usePostsRealtimeSync();

  if (post.isPending) return <PostListSkeleton count={1} />;

  if (post.isError && !post.data) {
    return (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadErrorTitle}
        text={m.loadErrorText}
        action={
          <Button variant="outline" onClick={() => void post.refetch()}>
            {webShellMessages.retry}
          </Button>
        }
      />
    );
  }

  if (!post.data) {
    return (
      <EmptyState
        icon={<FileQuestion aria-hidden="true" />}
        title={feedMessages.postNotFound}
        text={m.postNotFoundText}
        action={
          <Button asChild variant="outline">
            <Link to={paths.home}>{m.backToFeed}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <PostCard
      post={post.data}
      defaultCommentsOpen
      onDeleted={() => void navigate(paths.home, { replace: true })}
    />
  );
}
