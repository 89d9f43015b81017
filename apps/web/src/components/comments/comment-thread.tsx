import type { ReactNode } from "react";

type CommentThreadProps<C extends { id: string }> = {
  /** The top-level comment, rendered. */
  comment: ReactNode;
  replies: readonly C[];
  renderReply: (reply: C) => ReactNode;
  /** While the member answers this comment: who they answer, and the reply form. */
  replying: { heading: string; form: ReactNode } | null;
};

/** A list item: a top-level comment, its replies indented under it, and the reply form. */
export function CommentThread<C extends { id: string }>({
  comment,
  replies,
  renderReply,
  replying,
}: CommentThreadProps<C>) {
  return (
    <li className="grid gap-3">
      {comment}
      {replies.length > 0 || replying ? (
        <div className="ml-4 grid gap-3 border-l-2 border-border pl-3 sm:ml-11 sm:pl-4">
          {replies.length > 0 ? (
            <ul className="grid gap-3">
              {replies.map((reply) => (
                <li key={reply.id}>{renderReply(reply)}</li>
              ))}
            </ul>
          ) : null}
          {replying ? (
            <div className="grid gap-1">
              <p className="text-xs text-muted-foreground">{replying.heading}</p>
              {replying.form}
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
