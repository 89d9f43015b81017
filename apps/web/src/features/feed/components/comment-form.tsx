import { feedMessages } from "@guilda/shared/messages/feed";
import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
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
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const isBusy = create.isPending;
  const canSend = content.trim().length > 0 && !isBusy;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    create.mutate(
      { postId, input: { content: content.trim(), ...(parentId ? { parent_id: parentId } : {}) } },
      {
        onSuccess: () => {
          setContent("");
          setError(null);
          onSent?.();
        },
        onError: (err) => {
          const apiError = toApiError(err);
          const fieldError = apiError.fieldErrors?.content ?? apiError.fieldErrors?.parent_id;
          if (fieldError) setError(fieldError);
          else toast.error(feedMessages.errorTitle, { description: apiError.message || m.commentError });
        },
      },
    );
  };

  // Ctrl/Cmd+Enter sends, as in most comment boxes; Enter alone adds a line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) send();
  };

  return (
    <form onSubmit={send} className="grid gap-2" noValidate>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={label}
        rows={2}
        maxLength={5000}
        autoFocus={autoFocus}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        className="min-h-16"
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {m.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!canSend}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.commentSending : submitLabel}
        </Button>
      </div>
    </form>
  );
}
