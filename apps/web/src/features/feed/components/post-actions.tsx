import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import type { PostView } from "@guilda/shared/schemas/feed";
import { Heart, MessageCircle, Share2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useLikePost } from "../api/like-post";
import { useSharePost } from "../hooks/use-share-post";

/** Text that is visible from the sm breakpoint and still names the button on phones. */
export function ActionLabel({ children }: { children: string }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}

export function LikeButton({ post }: { post: PostView }) {
  const like = useLikePost();
  const isLiked = post.is_liked_by_user;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={isLiked}
      className={cn(isLiked && "text-rose-600 dark:text-rose-400")}
      onClick={() => {
        if (like.isPending) return;
        like.mutate({ id: post.id, like: !isLiked }, { onError: () => toast.error(m.likeError) });
      }}
    >
      <Heart aria-hidden="true" className={cn(isLiked && "fill-current")} />
      <ActionLabel>{m.like}</ActionLabel> <span className="tabular-nums">{post.likes_count}</span>
    </Button>
  );
}

type CommentsToggleProps = { count: number; isOpen: boolean; controls: string; onToggle: () => void };

export function CommentsToggle({ count, isOpen, controls, onToggle }: CommentsToggleProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={isOpen}
      aria-controls={isOpen ? controls : undefined}
      onClick={onToggle}
      className={cn(isOpen && "bg-accent")}
    >
      <MessageCircle aria-hidden="true" />
      <ActionLabel>{m.comments}</ActionLabel> <span className="tabular-nums">{count}</span>
    </Button>
  );
}

export function ShareButton({ post }: { post: PostView }) {
  const share = useSharePost();
  return (
    <Button variant="ghost" size="sm" onClick={() => void share(post)}>
      <Share2 aria-hidden="true" />
      <ActionLabel>{m.share}</ActionLabel>
    </Button>
  );
}
