import { webAiChatMessages as m } from "@guilda/shared/messages/web-ai-chat";
import { BookOpenText, Copy, TriangleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RichHtml } from "@/components/ui/rich-html";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { streamDataOf, textOf, type ChatUIMessage } from "../lib/chat-messages";
import { Citations } from "./citations";

function copy(text: string) {
  navigator.clipboard.writeText(text).then(
    () => toast.success(m.copied),
    () => toast.error(m.copyFailed),
  );
}

function OfflineLabel() {
  return (
    <Badge variant="outline" className="gap-1.5 font-medium" title={m.offlineModeHint}>
      <BookOpenText className="size-3.5" aria-hidden="true" />
      {m.offlineMode}
    </Badge>
  );
}

type ChatMessageProps = { message: ChatUIMessage; agentName: string; isStreaming: boolean };

/**
 * One turn. Stored answers are the server's sanitized HTML; the answer being streamed is plain
 * text until it is stored (model output is never put into the page as markup).
 */
export function ChatMessage({ message, agentName, isStreaming }: ChatMessageProps) {
  const stored = message.metadata?.stored;
  const text = stored?.content ?? textOf(message);

  if (message.role === "user")
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] min-w-0 rounded-2xl rounded-br-sm bg-primary/15 px-4 py-2.5 text-[0.9375rem] break-words whitespace-pre-wrap">
          <span className="sr-only">{m.you}: </span>
          {text}
        </div>
      </li>
    );

  const live = stored ? null : streamDataOf(message);
  const mode = stored ? stored.mode : live?.mode;
  const citations = stored ? stored.citations : (live?.citations ?? []);
  const isError = stored?.status === "error";
  const isPartial = stored?.status === "partial";

  return (
    <li className="grid min-w-0 gap-3 rounded-2xl rounded-bl-sm border border-border bg-card px-4 py-3 text-card-foreground">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{agentName}</span>
        {mode === "offline" ? <OfflineLabel /> : null}
        {isPartial ? <Badge variant="secondary">{m.partialBadge}</Badge> : null}
        {isError ? <Badge variant="destructive">{m.errorBadge}</Badge> : null}
      </div>
      {stored ? (
        stored.html ? (
          <RichHtml html={stored.html} />
        ) : text ? (
          <p className="text-[0.9375rem] break-words whitespace-pre-wrap">{text}</p>
        ) : null
      ) : text ? (
        <p className="text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap">{text}</p>
      ) : isStreaming ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {m.thinking}
        </p>
      ) : null}
      {isError && stored?.error_message ? (
        <p className="flex items-start gap-2 text-sm text-destructive-text">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {stored.error_message}
        </p>
      ) : null}
      <Citations citations={citations} />
      {stored && text ? (
        <div>
          <Button variant="ghost" size="sm" aria-label={m.copyAnswer} onClick={() => copy(text)}>
            <Copy aria-hidden="true" />
            {m.copy}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
