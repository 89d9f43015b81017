import { feedMessages } from "@guilda/shared/messages/feed";
import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import type { CommentView } from "@guilda/shared/schemas/feed";
import { CommentItem as CommentItemView, type CommentItemTexts } from "@/components/comments/comment-item";
import { toast } from "@/lib/toast";
import { useDeleteComment } from "../api/delete-comment";
import { PostContent } from "./post-content";

const TEXTS: CommentItemTexts = {
  reply: m.reply,
  removeComment: m.removeComment,
  removeCommentConfirm: m.removeCommentConfirm,
  removeCommentRepliesNote: m.removeCommentRepliesNote,
  confirmRemove: m.confirmRemove,
  keepComment: m.keepComment,
};

type CommentItemProps = {
  comment: CommentView;
  canDelete: boolean;
  /** Only top-level comments take replies (one level). */
  onReply?: () => void;
};

export function CommentItem({ comment, canDelete, onReply }: CommentItemProps) {
  const remove = useDeleteComment();

  return (
    <CommentItemView
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
          { postId: comment.post_id, commentId: comment.id },
          {
            onError: () => {
              onError();
              toast.error(feedMessages.errorTitle, { description: m.removeCommentError });
            },
          },
        )
      }
    >
      <PostContent
        text={comment.content}
        mentions={comment.mentions}
        className="mt-1 text-sm leading-relaxed"
      />
    </CommentItemView>
  );
}
