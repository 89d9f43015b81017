import { courseMessages } from "@guilda/shared/messages/courses";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
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
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const canSend = content.trim().length > 0 && !create.isPending;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    create.mutate(
      { lessonId, input: { content: content.trim(), ...(parentId ? { parent_id: parentId } : {}) } },
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
          else
            toast.error(courseMessages.commentErrorTitle, {
              description:
                apiError.status > 0 && apiError.status < 500
                  ? apiError.message
                  : courseMessages.commentErrorText,
            });
        },
      },
    );
  };

  // Ctrl/Cmd+Enter sends; Enter alone adds a line.
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
          {create.isPending ? <Spinner /> : null}
          {create.isPending ? m.commentSending : submitLabel}
        </Button>
      </div>
    </form>
  );
}
