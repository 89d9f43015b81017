import { webAiChatMessages as m } from "@guilda/shared/messages/web-ai-chat";
import { RotateCcw, SendHorizontal, Square } from "lucide-react";
import { useId, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";

type ComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  onStop: () => void;
  onRetry: (() => void) | null;
  isBusy: boolean;
  isStreaming: boolean;
};

/** The question box: Enter sends, Shift+Enter adds a line; Parar while an answer streams. */
export function Composer({ value, onChange, onSend, onStop, onRetry, isBusy, isStreaming }: ComposerProps) {
  const id = useId();
  const hintId = `${id}-hint`;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = value.trim();
    if (!text || isBusy) return;
    onSend(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      onSubmit={submit}
      className="sticky bottom-(--bottom-nav-offset,0px) z-10 -mx-1 grid gap-2 border-t border-border bg-background/95 px-1 pt-3 pb-3 backdrop-blur"
    >
      <label htmlFor={id} className="sr-only">
        {m.messageLabel}
      </label>
      <Textarea
        id={id}
        value={value}
        rows={2}
        maxLength={4000}
        placeholder={m.messagePlaceholder}
        aria-describedby={hintId}
        className="min-h-16 resize-y"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-muted-foreground max-sm:sr-only">
          {m.composerHint}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          {onRetry && !isBusy ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              {m.retryAnswer}
            </Button>
          ) : null}
          {isStreaming ? (
            <Button variant="outline" size="sm" onClick={onStop}>
              <Square aria-hidden="true" />
              {m.stop}
            </Button>
          ) : (
            <Button type="submit" size="sm" disabled={isBusy || !value.trim()}>
              <SendHorizontal aria-hidden="true" />
              {m.send}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
