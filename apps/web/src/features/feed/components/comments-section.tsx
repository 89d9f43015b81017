import { feedMessages } from "@guilda/shared/messages/feed";
import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import type { CommentView, PostView } from "@guilda/shared/schemas/feed";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { CommentThreads, type Thread } from "@/components/comments/comment-thread";
import { useSession } from "@/hooks/use-session";
import { useRealtimeEvent } from "@/lib/realtime";
import { toast } from "@/lib/toast";
import { useCreateComment } from "../api/create-comment";
import { useDeleteComment } from "../api/delete-comment";
import { useComments } from "../api/get-comments";
import { patchPost, postKeys } from "../lib/post-cache";
import { PostContent } from "./post-content";

const TEXTS = { ...m, retry: webShellMessages.retry, removeCommentErrorTitle: feedMessages.errorTitle };

/** The server lists each top-level comment followed by its replies; group them for display. */
function toThreads(items: CommentView[]): Thread<CommentView>[] {
  const threads: { comment: CommentView; replies: CommentView[] }[] = [];
  const byId = new Map<string, (typeof threads)[number]>();
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

  return (
    <section id={id} aria-label={m.commentsTitle} className="grid gap-4 border-t border-border pt-4">
      <CommentThreads
        threads={comments.data ? toThreads(comments.data.items) : []}
        isPending={comments.isPending}
        isError={comments.isError}
        onRetry={() => void comments.refetch()}
        texts={TEXTS}
        composer="bottom"
        reportKind="comment"
        canDelete={(comment) => isAdmin || comment.author.id === profile?.id}
        renderContent={(comment) => (
          <PostContent
            text={comment.content}
            mentions={comment.mentions}
            className="mt-1 text-sm leading-relaxed"
          />
        )}
        useCreate={useCreateComment}
        createVariables={(input) => ({ postId: post.id, input })}
        onCreateError={(error) =>
          toast.error(feedMessages.errorTitle, { description: error.message || m.commentError })
        }
        useDelete={useDeleteComment}
        deleteVariables={(comment) => ({ postId: comment.post_id, commentId: comment.id })}
      />
    </section>
  );
}
