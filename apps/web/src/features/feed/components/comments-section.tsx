import { commonMessages } from "@guilda/shared/messages/common";
import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import type { CommentView, PostView } from "@guilda/shared/schemas/feed";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { CommentThread } from "@/components/comments/comment-thread";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/hooks/use-session";
import { useRealtimeEvent } from "@/lib/realtime";
import { useComments } from "../api/get-comments";
import { patchPost, postKeys } from "../lib/post-cache";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";

type Thread = { comment: CommentView; replies: CommentView[] };

/** The server lists each top-level comment followed by its replies; group them for display. */
function toThreads(items: CommentView[]): Thread[] {
  const threads: Thread[] = [];
  const byId = new Map<string, Thread>();
  for (const item of items) {
    const parent = item.parent_id ? byId.get(item.parent_id) : undefined;
    if (parent) {
      parent.replies.push(item);
    } else if (!item.parent_id) {
      const thread = { comment: item, replies: [] };
      threads.push(thread);
      byId.set(item.id, thread);
    }
  }
  return threads;
}

export function CommentsSection({ id, post }: { id: string; post: PostView }) {
  const queryClient = useQueryClient();
  const comments = useComments(post.id);
  const { profile, isAdmin } = useSession();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const total = comments.data?.comments_count;

  // The card's counter follows the list the member is looking at.
  useEffect(() => {
    if (total === undefined) return;
    patchPost(queryClient, post.id, (cached) =>
      cached.comments_count === total ? cached : { ...cached, comments_count: total },
    );
  }, [queryClient, post.id, total]);

  // Someone else commented (or removed a comment): fetch the list again.
  useRealtimeEvent("post.updated", (event) => {
    if (event.post_id === post.id && total !== undefined && event.comments_count !== total)
      void queryClient.invalidateQueries({ queryKey: postKeys.comments(post.id) });
  });

  const canDelete = (comment: CommentView) => isAdmin || comment.author.id === profile?.id;

  let body;
  if (comments.isPending) {
    body = (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground"
      >
        <Spinner />
        {commonMessages.loading}
      </div>
    );
  } else if (comments.isError) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>{m.commentsLoadError}</p>
        <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
          {webShellMessages.retry}
        </Button>
      </div>
    );
  } else {
    const threads = toThreads(comments.data.items);
    body =
      threads.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.commentsEmpty}</p>
      ) : (
        <ul className="grid gap-4">
          {threads.map(({ comment, replies }) => (
            <CommentThread
              key={comment.id}
              comment={
                <CommentItem
                  comment={comment}
                  canDelete={canDelete(comment)}
                  onReply={() => setReplyTo((current) => (current === comment.id ? null : comment.id))}
                />
              }
              replies={replies}
              renderReply={(reply) => <CommentItem comment={reply} canDelete={canDelete(reply)} />}
              replying={
                replyTo === comment.id
                  ? {
                      heading: m.replyingTo(comment.author.full_name),
                      form: (
                        <CommentForm
                          postId={post.id}
                          parentId={comment.id}
                          label={m.replyLabel}
                          submitLabel={m.replySubmit}
                          autoFocus
                          onCancel={() => setReplyTo(null)}
                          onSent={() => setReplyTo(null)}
                        />
                      ),
                    }
                  : null
              }
            />
          ))}
        </ul>
      );
  }

  return (
    <section id={id} aria-label={m.commentsTitle} className="grid gap-4 border-t border-border pt-4">
      {body}
      <CommentForm postId={post.id} label={m.commentLabel} submitLabel={m.commentSubmit} />
    </section>
  );
}
