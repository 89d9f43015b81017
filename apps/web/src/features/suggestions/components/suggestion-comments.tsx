import { moderationKindLabels } from "@guilda/shared/messages/moderation";
import { webModerationMessages } from "@guilda/shared/messages/web-moderation";
import { webSuggestionsMessages as m } from "@guilda/shared/messages/web-suggestions";
import type { SuggestionComment } from "@guilda/shared/schemas/suggestions";
import { CommentForm } from "@/components/comments/comment-form";
import { CommentItem, type CommentItemTexts } from "@/components/comments/comment-item";
import { ModerationBadge } from "@/components/moderation/moderation-badge";
import { ReportButton } from "@/components/moderation/report-button";
import { SilencedNotice } from "@/components/moderation/silenced-notice";
import { useSilence } from "@/components/moderation/use-silence";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/hooks/use-session";
import { toast } from "@/lib/toast";
import { useCreateSuggestionComment } from "../api/create-comment";
import { useDeleteSuggestionComment } from "../api/delete-comment";
import { useSuggestionComments } from "../api/get-comments";

const TEXTS: CommentItemTexts = {
  reply: "",
  removeComment: m.removeComment,
  removeCommentLabel: m.removeCommentLabel,
  removeCommentConfirm: m.removeCommentConfirm,
  removeCommentRepliesNote: "",
  confirmRemove: m.confirmRemoveComment,
  keepComment: m.keepComment,
};

function Comment({
  suggestionId,
  comment,
  canDelete,
}: {
  suggestionId: string;
  comment: SuggestionComment;
  canDelete: boolean;
}) {
  const remove = useDeleteSuggestionComment();
  return (
    <CommentItem
      anchorId={`comentario-${comment.id}`}
      author={comment.author}
      createdAt={comment.created_at}
      isReply
      texts={TEXTS}
      canDelete={canDelete}
      isDeleting={remove.isPending}
      badge={
        comment.moderation && comment.moderation !== "visible" ? (
          <ModerationBadge state={comment.moderation} />
        ) : null
      }
      report={
        <ReportButton
          kind="suggestion_comment"
          itemId={comment.id}
          authorId={comment.author.id}
          look="compact"
          label={webModerationMessages.reportItemLabel(
            moderationKindLabels.suggestion_comment,
            comment.author.full_name,
          )}
        />
      }
      onDelete={({ onError }) =>
        remove.mutate(
          { id: suggestionId, commentId: comment.id },
          {
            onError: () => {
              onError();
              toast.error(m.removeCommentError);
            },
          },
        )
      }
    >
      {/* Plain text: whatever a member typed is shown as typed. */}
      <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">{comment.content}</p>
    </CommentItem>
  );
}

/** Comments of a suggestion, oldest first; their authors and staff remove them. */
export function SuggestionComments({ suggestionId }: { suggestionId: string }) {
  const comments = useSuggestionComments(suggestionId);
  const create = useCreateSuggestionComment();
  const { profile } = useSession();
  const silence = useSilence();
  const isStaff = !!profile && (profile.is_admin || profile.is_moderator);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (comments.isPending) {
    body = (
      <div aria-hidden="true" className="grid gap-3">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <Skeleton className="h-14 flex-1 rounded-lg" />
          </div>
        ))}
      </div>
    );
  } else if (comments.isError) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>{m.commentsLoadError}</p>
        <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
          {m.retry}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className="text-sm text-muted-foreground">{m.commentsEmpty}</p>;
  } else {
    body = (
      <ul className="grid gap-4">
        {items.map((comment) => (
          <li key={comment.id}>
            <Comment
              suggestionId={suggestionId}
              comment={comment}
              canDelete={isStaff || comment.author.id === profile?.id}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`${suggestionId}-comments`} className="grid gap-4">
      <h2 id={`${suggestionId}-comments`} className="text-lg font-semibold">
        {m.commentsTitle}
      </h2>
      {body}
      {comments.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? <Spinner /> : null}
          {m.moreComments}
        </Button>
      ) : null}
      {silence.isSilenced ? (
        <SilencedNotice message={silence.message} />
      ) : (
        <CommentForm
          texts={{
            label: m.commentLabel,
            submit: m.commentSubmit,
            sending: m.commentSending,
            cancel: m.cancel,
          }}
          isPending={create.isPending}
          onSubmit={(content, handlers) =>
            create.mutate(
              { id: suggestionId, body: content },
              { onSuccess: handlers.onSuccess, onError: (error) => handlers.onError(error) },
            )
          }
          onSubmitError={(error) => toast.error(m.commentErrorTitle, { description: error.message })}
        />
      )}
    </section>
  );
}
