import { courseMessages } from "@guilda/shared/messages/courses";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import { CommentThreads } from "@/components/comments/comment-thread";
import { LoadMore } from "@/components/ui/load-more";
import { withMentions } from "@/components/ui/mentions";
import { useSession } from "@/hooks/use-session";
import { toast } from "@/lib/toast";
import { useCreateLessonComment } from "../api/create-lesson-comment";
import { useDeleteLessonComment } from "../api/delete-lesson-comment";
import { useLessonComments } from "../api/get-lesson-comments";

const LOAD_MORE_LABELS = {
  loadMore: m.loadMoreComments,
  loadingMore: m.loadingMoreComments,
  error: m.loadMoreCommentsError,
};

/** A lesson's questions and answers: comments with one level of replies, like the feed's. */
export function LessonComments({ lessonId }: { lessonId: string }) {
  const comments = useLessonComments(lessonId);
  const { profile } = useSession();
  const canModerate = !!profile && (profile.is_admin || profile.is_moderator);
  const threads = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages.at(-1)?.comments_count;
  // Until the first page says otherwise, the form is shown (most readers are the course's students).
  const canComment = comments.data?.pages[0]?.can_comment ?? true;

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
      <CommentThreads
        threads={threads.map((comment) => ({ comment, replies: comment.replies }))}
        isPending={comments.isPending}
        isError={comments.isError && threads.length === 0}
        onRetry={() => void comments.refetch()}
        texts={m}
        composer="top"
        reportKind="lesson_comment"
        canComment={canComment}
        readOnlyNote={
          <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
            {m.previewCommentsReadOnly}
          </p>
        }
        canDelete={(comment) => canModerate || comment.author.id === profile?.id}
        renderContent={(comment) => (
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">
            {withMentions(comment.content, comment.mentions)}
          </p>
        )}
        useCreate={useCreateLessonComment}
        createVariables={(input) => ({ lessonId, input })}
        onCreateError={(error) =>
          toast.error(courseMessages.commentErrorTitle, {
            description:
              error.status > 0 && error.status < 500 ? error.message : courseMessages.commentErrorText,
          })
        }
        useDelete={useDeleteLessonComment}
        deleteVariables={(comment) => ({ lessonId: comment.lesson_id, commentId: comment.id })}
        footer={
          <LoadMore
            hasNextPage={comments.hasNextPage}
            isFetchingNextPage={comments.isFetchingNextPage}
            isFetchNextPageError={comments.isFetchNextPageError}
            pageCount={comments.data?.pages.length ?? 0}
            fetchNextPage={comments.fetchNextPage}
            labels={LOAD_MORE_LABELS}
          />
        }
      />
    </section>
  );
}
