import { courseMessages } from "@guilda/shared/messages/courses";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import { CommentForm } from "@/components/comments/comment-form";
import { toast } from "@/lib/toast";
import { useCreateLessonComment } from "../api/create-lesson-comment";

type LessonCommentFormProps = {
  lessonId: string;
  /** Replying to this top-level comment. */
  parentId?: string;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  onSent?: () => void;
};

export function LessonCommentForm({
  lessonId,
  parentId,
  label,
  submitLabel,
  autoFocus,
  onCancel,
  onSent,
}: LessonCommentFormProps) {
  const create = useCreateLessonComment();

  return (
    <CommentForm
      texts={{ label, submit: submitLabel, sending: m.commentSending, cancel: m.cancel }}
      autoFocus={autoFocus}
      isPending={create.isPending}
      onSubmit={(content, handlers) =>
        create.mutate(
          { lessonId, input: { content, ...(parentId ? { parent_id: parentId } : {}) } },
          handlers,
        )
      }
      onSubmitError={(error) =>
        toast.error(courseMessages.commentErrorTitle, {
          description:
            error.status > 0 && error.status < 500 ? error.message : courseMessages.commentErrorText,
        })
      }
      onCancel={onCancel}
      onSent={onSent}
    />
  );
}
