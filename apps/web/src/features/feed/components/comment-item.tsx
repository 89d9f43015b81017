import { feedMessages } from "@guilda/shared/messages/feed";
import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { postRoleLabel } from "@guilda/shared/rules/roles";
import type { CommentView } from "@guilda/shared/schemas/feed";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { Reply, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@/lib/toast";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { useDeleteComment } from "../api/delete-comment";
import { PostContent } from "./post-content";

const fullDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });

type CommentItemProps = {
  comment: CommentView;
  canDelete: boolean;
  /** Only top-level comments take replies (one level). */
  onReply?: () => void;
};

export function CommentItem({ comment, canDelete, onReply }: CommentItemProps) {
  const remove = useDeleteComment();
  const [isConfirming, setConfirming] = useState(false);
  const role = postRoleLabel(comment.author);
  const createdAt = new Date(comment.created_at);
  const isReply = !!comment.parent_id;

  const confirmRemove = () =>
    remove.mutate(
      { postId: comment.post_id, commentId: comment.id },
      {
        onError: () => {
          setConfirming(false);
          toast.error(feedMessages.errorTitle, { description: m.removeCommentError });
        },
      },
    );

  return (
    <div className="flex gap-3">
      <Avatar name={comment.author.full_name} src={comment.author.avatar_url} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="rounded-lg bg-muted px-3 py-2">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
            <Link to={paths.member(comment.author.id)} className="font-semibold hover:underline">
              {comment.author.full_name}
            </Link>
            {role ? <Badge variant={role === "Admin" ? "default" : "outline"}>{role}</Badge> : null}
            <time
              dateTime={comment.created_at}
              title={fullDate.format(createdAt)}
              className="text-xs text-muted-foreground"
            >
              {formatDistanceToNow(createdAt, { addSuffix: true, locale: ptBR })}
            </time>
          </div>
          <PostContent text={comment.content} className="mt-1 text-sm leading-relaxed" />
        </div>
        {isConfirming ? (
          <div
            role="group"
            aria-label={m.removeCommentConfirm}
            className="mt-1 flex flex-wrap items-center gap-2 text-sm"
          >
            <span>
              {m.removeCommentConfirm}
              {isReply ? null : <span className="text-muted-foreground"> {m.removeCommentRepliesNote}</span>}
            </span>
            <Button
              variant="destructive"
              size="sm"
              onClick={confirmRemove}
              disabled={remove.isPending}
              autoFocus
            >
              {remove.isPending ? <Spinner /> : null}
              {m.confirmRemove}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              {m.keepComment}
            </Button>
          </div>
        ) : (
          <div className="mt-0.5 flex items-center gap-1 text-muted-foreground">
            {onReply ? (
              <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onReply}>
                <Reply aria-hidden="true" className="size-3.5" />
                {m.reply}
              </Button>
            ) : null}
            {canDelete ? (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs hover:text-destructive-text"
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden="true" className="size-3.5" />
                <span className="sr-only sm:not-sr-only">{m.removeComment}</span>
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
