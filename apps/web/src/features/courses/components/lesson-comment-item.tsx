import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import { postRoleLabel } from "@guilda/shared/rules/roles";
import type { LessonCommentView } from "@guilda/shared/schemas/courses";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { Reply, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDeleteLessonComment } from "../api/delete-lesson-comment";

const fullDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });

type LessonCommentItemProps = {
  comment: LessonCommentView;
  canDelete: boolean;
  /** Only top-level comments take replies (one level). */
  onReply?: () => void;
};

export function LessonCommentItem({ comment, canDelete, onReply }: LessonCommentItemProps) {
  const remove = useDeleteLessonComment();
  const [isConfirming, setConfirming] = useState(false);
  const role = postRoleLabel(comment.author);
  const createdAt = new Date(comment.created_at);

  const confirmRemove = () =>
    remove.mutate(
      { lessonId: comment.lesson_id, commentId: comment.id },
      {
        onError: () => {
          setConfirming(false);
          toast.error(m.removeCommentErrorTitle, { description: m.removeCommentError });
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
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">{comment.content}</p>
        </div>
        {isConfirming ? (
          <div
            role="group"
            aria-label={m.removeCommentConfirm}
            className="mt-1 flex flex-wrap items-center gap-2 text-sm"
          >
            <span>
              {m.removeCommentConfirm}
              {comment.parent_id ? null : (
                <span className="text-muted-foreground"> {m.removeCommentRepliesNote}</span>
              )}
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
                aria-label={m.removeCommentLabel(comment.author.full_name)}
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden="true" className="size-3.5" />
                <span aria-hidden="true" className="hidden sm:inline">
                  {m.removeComment}
                </span>
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
