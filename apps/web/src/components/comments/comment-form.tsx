import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError, type ApiError } from "@/lib/api";

/** pt-BR texts, from the feature's own messages. */
export type CommentFormTexts = {
  /** The textarea's label (visually hidden) and placeholder. */
  label: string;
  submit: string;
  sending: string;
  cancel: string;
};

type CommentFormProps = {
  texts: CommentFormTexts;
  autoFocus?: boolean | undefined;
  /** Sends the trimmed text; the form calls onSuccess or onError once the server answers. */
  onSubmit: (content: string, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
  /** A refusal not about a field (shown under the textarea): the feature tells it its own way. */
  onSubmitError: (error: ApiError) => void;
  onCancel?: (() => void) | undefined;
  onSent?: (() => void) | undefined;
};

/** A comment (or reply) box: Ctrl/Cmd+Enter or the button sends; Enter alone adds a line. */
export function CommentForm({
  texts,
  autoFocus,
  onSubmit,
  isPending,
  onSubmitError,
  onCancel,
  onSent,
}: CommentFormProps) {
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const canSend = content.trim().length > 0 && !isPending;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSubmit(content.trim(), {
      onSuccess: () => {
        setContent("");
        setError(null);
        onSent?.();
      },
      onError: (err) => {
        const apiError = toApiError(err);
        const fieldError = apiError.fieldErrors?.content ?? apiError.fieldErrors?.parent_id;
        if (fieldError) setError(fieldError);
        else onSubmitError(apiError);
      },
    });
  };

  // Ctrl/Cmd+Enter sends, as in most comment boxes; Enter alone adds a line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) send();
  };

  return (
    <form onSubmit={send} className="grid gap-2" noValidate>
      <label htmlFor={id} className="sr-only">
        {texts.label}
      </label>
      <Textarea
        id={id}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={texts.label}
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
            {texts.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!canSend}>
          {isPending ? <Spinner /> : null}
          {isPending ? texts.sending : texts.submit}
        </Button>
      </div>
    </form>
  );
}
