import { postRoleLabel } from "@guilda/shared/rules/roles";
import type { PostAuthor } from "@guilda/shared/schemas/feed";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { Reply, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";

const fullDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });

/** pt-BR texts, from the feature's own messages. */
export type CommentItemTexts = {
  reply: string;
  /** The remove button's text (shown from the sm breakpoint up). */
  removeComment: string;
  /**
   * The remove button's accessible name, when it says more than its text (whose comment).
   * Without it the text itself is the name, kept for screen readers on small screens.
   */
  removeCommentLabel?: (authorName: string) => string;
  removeCommentConfirm: string;
  removeCommentRepliesNote: string;
  confirmRemove: string;
  keepComment: string;
};

type CommentItemProps = {
  /**
   * The element's id, e.g. 'comentario-{id}': notification links end in #comentario-{id}, and
   * the comment they name is scrolled to and highlighted.
   */
  anchorId?: string | undefined;
  author: PostAuthor;
  /** ISO date and time the comment was written. */
  createdAt: string;
  /** A reply: removing it takes nothing else with it. */
  isReply: boolean;
  texts: CommentItemTexts;
  /** Only top-level comments take replies (one level). */
  onReply?: (() => void) | undefined;
  canDelete: boolean;
  /** Removes the comment; call onError when that fails, so the confirmation closes again. */
  onDelete: (handlers: { onError: () => void }) => void;
  isDeleting: boolean;
  /** The comment's text, rendered the feature's way (plain text, links...). */
  children: ReactNode;
  /** Above the text: 'Aguardando revisão' or 'Oculto pela moderação' (its author and the staff). */
  badge?: ReactNode;
  /** After the other actions: 'Denunciar' (someone else's comment). */
  report?: ReactNode;
};

/** One comment: author, time, text, and its reply and remove (with confirmation) actions. */
export function CommentItem({
  anchorId,
  author,
  createdAt,
  isReply,
  texts,
  onReply,
  canDelete,
  onDelete,
  isDeleting,
  children,
  badge,
  report,
}: CommentItemProps) {
  const [isConfirming, setConfirming] = useState(false);
  const { hash } = useLocation();
  const isTarget = !!anchorId && hash === `#${anchorId}`;
  const rootRef = useRef<HTMLDivElement>(null);

  // The page opened (or the hash changed) to this comment: bring it into view once it exists.
  useEffect(() => {
    const element = rootRef.current;
    if (!isTarget || !element) return;
    element.scrollIntoView({ block: "center" });
    element.focus({ preventScroll: true });
  }, [isTarget]);
  const role = postRoleLabel(author);
  const created = new Date(createdAt);
  const removeLabel = texts.removeCommentLabel?.(author.full_name);

  const confirmRemove = () => onDelete({ onError: () => setConfirming(false) });

  return (
    <div
      ref={rootRef}
      id={anchorId}
      tabIndex={isTarget ? -1 : undefined}
      data-highlighted={isTarget || undefined}
      className="flex scroll-mt-20 gap-3 outline-none"
    >
      <Avatar name={author.full_name} src={author.avatar_url} size="sm" />
      <div className="min-w-0 flex-1">
        <div
          className={cn(
            "rounded-lg bg-muted px-3 py-2 transition-shadow",
            isTarget && "bg-primary/10 ring-2 ring-primary",
          )}
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
            <Link to={paths.member(author.id)} className="font-semibold hover:underline">
              {author.full_name}
            </Link>
            {role ? <Badge variant={role === "Admin" ? "default" : "outline"}>{role}</Badge> : null}
            <time
              dateTime={createdAt}
              title={fullDate.format(created)}
              className="text-xs text-muted-foreground"
            >
              {formatDistanceToNow(created, { addSuffix: true, locale: ptBR })}
            </time>
          </div>
          {badge ? <div className="mt-1.5">{badge}</div> : null}
          {children}
        </div>
        {isConfirming ? (
          <div
            role="group"
            aria-label={texts.removeCommentConfirm}
            className="mt-1 flex flex-wrap items-center gap-2 text-sm"
          >
            <span>
              {texts.removeCommentConfirm}
              {isReply ? null : (
                <span className="text-muted-foreground"> {texts.removeCommentRepliesNote}</span>
              )}
            </span>
            <Button variant="destructive" size="sm" onClick={confirmRemove} disabled={isDeleting} autoFocus>
              {isDeleting ? <Spinner /> : null}
              {texts.confirmRemove}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={isDeleting}>
              {texts.keepComment}
            </Button>
          </div>
        ) : (
          <div className="mt-0.5 flex items-center gap-1 text-muted-foreground">
            {onReply ? (
              <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onReply}>
                <Reply aria-hidden="true" className="size-3.5" />
                {texts.reply}
              </Button>
            ) : null}
            {canDelete ? (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs hover:text-destructive-text"
                aria-label={removeLabel}
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden="true" className="size-3.5" />
                {removeLabel ? (
                  <span aria-hidden="true" className="hidden sm:inline">
                    {texts.removeComment}
                  </span>
                ) : (
                  <span className="sr-only sm:not-sr-only">{texts.removeComment}</span>
                )}
              </Button>
            ) : null}
            {report}
          </div>
        )}
      </div>
    </div>
  );
}
