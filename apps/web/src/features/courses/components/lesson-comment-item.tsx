import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { LessonCommentView } from "@guilda/shared/schemas/courses";
import { CommentItem, type CommentItemTexts } from "@/components/comments/comment-item";
import { withMentions } from "@/components/ui/mentions";
import { toast } from "@/lib/toast";
import { useDeleteLessonComment } from "../api/delete-lesson-comment";

const TEXTS: CommentItemTexts = {
  reply: m.reply,
  removeComment: m.removeComment,
  removeCommentLabel: m.removeCommentLabel,
  removeCommentConfirm: m.removeCommentConfirm,
  removeCommentRepliesNote: m.removeCommentRepliesNote,
  confirmRemove: m.confirmRemove,
  keepComment: m.keepComment,
};

type LessonCommentItemProps = {
  comment: LessonCommentView;
  canDelete: boolean;
  /** Only top-level comments take replies (one level). */
  onReply?: () => void;
};

export function LessonCommentItem({ comment, canDelete, onReply }: LessonCommentItemProps) {
  const remove = useDeleteLessonComment();

  return (
    <CommentItem
      anchorId={`comentario-${comment.id}`}
      author={comment.author}
      createdAt={comment.created_at}
      isReply={!!comment.parent_id}
      texts={TEXTS}
      onReply={onReply}
      canDelete={canDelete}
      isDeleting={remove.isPending}
      onDelete={({ onError }) =>
        remove.mutate(
          { lessonId: comment.lesson_id, commentId: comment.id },
          {
            onError: () => {
              onError();
              toast.error(m.removeCommentErrorTitle, { description: m.removeCommentError });
            },
          },
        )
      }
    >
      <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">
        {withMentions(comment.content, comment.mentions)}
      </p>
    </CommentItem>
  );
}
