import { feedMessages } from "@guilda/shared/messages/feed";
import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { CommentForm as CommentFormView } from "@/components/comments/comment-form";
import { toast } from "@/lib/toast";
import { useCreateComment } from "../api/create-comment";

type CommentFormProps = {
  postId: string;
  /** Replying to this top-level comment. */
  parentId?: string;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  onSent?: () => void;
};

export function CommentForm({
  postId,
  parentId,
  label,
  submitLabel,
  autoFocus,
  onCancel,
  onSent,
}: CommentFormProps) {
  const create = useCreateComment();

  return (
    <CommentFormView
      texts={{ label, submit: submitLabel, sending: m.commentSending, cancel: m.cancel }}
      autoFocus={autoFocus}
      isPending={create.isPending}
      onSubmit={(content, handlers) =>
        create.mutate({ postId, input: { content, ...(parentId ? { parent_id: parentId } : {}) } }, handlers)
      }
      onSubmitError={(error) =>
        toast.error(feedMessages.errorTitle, { description: error.message || m.commentError })
      }
      onCancel={onCancel}
      onSent={onSent}
    />
  );
}
