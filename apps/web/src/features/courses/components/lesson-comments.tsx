import { commonMessages } from "@guilda/shared/messages/common";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { LessonCommentView } from "@guilda/shared/schemas/courses";
import { useState } from "react";
import { CommentThread } from "@/components/comments/comment-thread";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/hooks/use-session";
import { useLessonComments } from "../api/get-lesson-comments";
import { LessonCommentForm } from "./lesson-comment-form";
import { LessonCommentItem } from "./lesson-comment-item";

const LOAD_MORE_LABELS = {
  loadMore: m.loadMoreComments,
  loadingMore: m.loadingMoreComments,
  error: m.loadMoreCommentsError,
};

/** A lesson's questions and answers: comments with one level of replies, like the feed's. */
export function LessonComments({ lessonId }: { lessonId: string }) {
  const comments = useLessonComments(lessonId);
  const { profile } = useSession();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const canModerate = !!profile && (profile.is_admin || profile.is_moderator);
  const canDelete = (comment: LessonCommentView) => canModerate || comment.author.id === profile?.id;
  const threads = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages.at(-1)?.comments_count;
  // Until the first page says otherwise, the form is shown (most readers are the course's students).
  const canComment = comments.data?.pages[0]?.can_comment ?? true;

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
  } else if (comments.isError && threads.length === 0) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>{m.commentsLoadError}</p>
        <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
          {m.retry}
        </Button>
      </div>
    );
  } else if (threads.length === 0) {
    body = <p className="text-sm text-muted-foreground">{m.commentsEmpty}</p>;
  } else {
    body = (
      <>
        <ul className="grid gap-4">
          {threads.map((comment) => (
            <CommentThread
              key={comment.id}
              comment={
                <LessonCommentItem
                  comment={comment}
                  canDelete={canDelete(comment)}
                  onReply={
                    canComment
                      ? () => setReplyTo((current) => (current === comment.id ? null : comment.id))
                      : undefined
                  }
                />
              }
              replies={comment.replies}
              renderReply={(reply) => <LessonCommentItem comment={reply} canDelete={canDelete(reply)} />}
              replying={
                replyTo === comment.id
                  ? {
                      heading: m.replyingTo(comment.author.full_name),
                      form: (
                        <LessonCommentForm
                          lessonId={lessonId}
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
        <LoadMore
          hasNextPage={comments.hasNextPage}
          isFetchingNextPage={comments.isFetchingNextPage}
          isFetchNextPageError={comments.isFetchNextPageError}
          pageCount={comments.data?.pages.length ?? 0}
          fetchNextPage={comments.fetchNextPage}
          labels={LOAD_MORE_LABELS}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="lesson-comments" className="grid gap-4">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h2 id="lesson-comments" className="text-lg font-semibold tracking-tight">
          {m.commentsTitle}
        </h2>
        {total !== undefined && total > 0 ? (
          <span className="text-sm text-muted-foreground">{m.commentsCount(total)}</span>
        ) : null}
      </div>
      {canComment ? (
        <LessonCommentForm lessonId={lessonId} label={m.commentLabel} submitLabel={m.commentSubmit} />
      ) : (
        <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
          {m.previewCommentsReadOnly}
        </p>
      )}
      {body}
    </section>
  );
}
