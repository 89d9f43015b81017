import { moderationKindLabels } from "@guilda/shared/messages/moderation";
import { webModerationMessages } from "@guilda/shared/messages/web-moderation";
import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import { chatMessageSchema, type ChatMessageView, type RealtimeEvent } from "@guilda/shared/schemas/feed";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { MessagesSquare, SendHorizontal } from "lucide-react";
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { toast } from "@/lib/toast";
import { ModerationBadge } from "@/components/moderation/moderation-badge";
import { ReportButton } from "@/components/moderation/report-button";
import { SilencedNotice } from "@/components/moderation/silenced-notice";
import { useSilence } from "@/components/moderation/use-silence";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useSession } from "@/hooks/use-session";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useRealtimeEvent } from "@/lib/realtime";
import { chatMessagesKey, useChatMessages, withChatMessage } from "../api/get-chat-messages";
import { useSendChatMessage } from "../api/send-chat-message";
import { SpaceLoadError } from "./space-states";

/** A new author, a new day or this long a pause starts a new block with avatar and name. */
const GROUP_GAP_MS = 5 * 60 * 1000;
/** Closer than this to the bottom counts as "reading the latest": new messages scroll into view. */
const STICK_TO_BOTTOM_PX = 120;

const timeFormat = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit" });
const fullFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });
const dayFormat = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long" });
const dayYearFormat = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric" });

function dayKey(date: Date) {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

function dayLabel(date: Date, now: Date) {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return m.today;
  if (dayKey(date) === dayKey(yesterday)) return m.yesterday;
  return (date.getFullYear() === now.getFullYear() ? dayFormat : dayYearFormat).format(date);
}

type ChatRow =
  | { kind: "day"; key: string; label: string; date: string }
  | { kind: "message"; key: string; message: ChatMessageView; startsBlock: boolean };

/** Oldest first, with a separator per day and author blocks. */
function toRows(messages: ChatMessageView[]): ChatRow[] {
  const now = new Date();
  const rows: ChatRow[] = [];
  let previous: { authorId: string; at: Date } | null = null;
  for (const message of messages) {
    const at = new Date(message.created_at);
    const isNewDay = !previous || dayKey(previous.at) !== dayKey(at);
    if (isNewDay)
      rows.push({
        kind: "day",
        key: `day-${dayKey(at)}`,
        label: dayLabel(at, now),
        date: message.created_at,
      });
    const startsBlock =
      isNewDay ||
      previous?.authorId !== message.author.id ||
      at.getTime() - (previous?.at.getTime() ?? 0) > GROUP_GAP_MS;
    rows.push({ kind: "message", key: message.id, message, startsBlock });
    previous = { authorId: message.author.id, at };
  }
  return rows;
}

type ChatRoomProps = { space: Pick<SpaceSummary, "id" | "slug" | "name"> };

/**
 * A realtime chat space: history from the server (newest page first, shown bottom-up), live
 * messages from the websocket, and a composer where Enter sends and Shift+Enter breaks the line.
 */
export function ChatRoom({ space }: ChatRoomProps) {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const history = useChatMessages(space.slug);
  const send = useSendChatMessage(space.slug);

  const onChatMessage = useCallback(
    (event: RealtimeEvent) => {
      if (event.type !== "chat.message" || event.space_id !== space.id) return;
      queryClient.setQueryData(chatMessagesKey(space.slug), (data: Parameters<typeof withChatMessage>[0]) =>
        withChatMessage(data, event.message),
      );
    },
    [queryClient, space.id, space.slug],
  );
  useRealtimeEvent("chat.message", onChatMessage);

  const messages = useMemo(() => {
    const seen = new Set<string>();
    const newestFirst = history.data?.pages.flatMap((page) => page.items) ?? [];
    return newestFirst.filter((message) => !seen.has(message.id) && seen.add(message.id)).reverse();
  }, [history.data]);
  const rows = useMemo(() => toRows(messages), [messages]);

  // Scrolling: start at the bottom, follow new messages when reading the latest (or when they
  // are mine), and keep the same messages in view when older ones load above.
  const scrollRef = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  const distanceFromBottomBeforeOlder = useRef<number | null>(null);
  const shown = useRef<{ newest?: string; oldest?: string }>({});
  const newest = messages.at(-1);
  const oldestId = messages[0]?.id;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = shown.current;
    if (newest?.id !== before.newest) {
      const isFirstPaint = before.newest === undefined;
      const isMine = newest?.author.id === profile?.id;
      if (isFirstPaint || isNearBottom.current || isMine) {
        const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        element.scrollTo({
          top: element.scrollHeight,
          behavior: isFirstPaint || reduceMotion ? "auto" : "smooth",
        });
        isNearBottom.current = true;
      }
    } else if (oldestId !== before.oldest && distanceFromBottomBeforeOlder.current !== null) {
      element.scrollTop = element.scrollHeight - distanceFromBottomBeforeOlder.current;
      distanceFromBottomBeforeOlder.current = null;
    }
    shown.current = { newest: newest?.id, oldest: oldestId };
  }, [newest, oldestId, profile?.id]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    isNearBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
  };

  const loadOlder = () => {
    const element = scrollRef.current;
    if (element) distanceFromBottomBeforeOlder.current = element.scrollHeight - element.scrollTop;
    void history.fetchNextPage();
  };

  return (
    <Card className="flex h-[min(70dvh,44rem)] min-h-96 flex-col overflow-hidden">
      {history.isPending ? (
        <PageLoader className="flex-1" />
      ) : history.isError ? (
        <div className="flex flex-1 items-center p-4">
          <SpaceLoadError onRetry={() => void history.refetch()} />
        </div>
      ) : (
        <div
          ref={scrollRef}
          onScroll={onScroll}
          role="log"
          aria-label={m.chatLog}
          aria-busy={history.isFetchingNextPage || undefined}
          tabIndex={0}
          className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-5"
        >
          {history.hasNextPage ? (
            <div className="mb-4 flex justify-center">
              <Button variant="outline" size="sm" onClick={loadOlder} disabled={history.isFetchingNextPage}>
                {history.isFetchingNextPage ? <Spinner /> : null}
                {history.isFetchingNextPage ? m.loadingOlder : m.loadOlder}
              </Button>
            </div>
          ) : null}
          {rows.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
                <MessagesSquare aria-hidden="true" className="size-6" />
              </span>
              <p className="font-semibold">{m.chatEmptyTitle}</p>
              <p className="text-sm text-muted-foreground">{m.chatEmptyText}</p>
            </div>
          ) : (
            <ul className="flex flex-col">
              {rows.map((row) =>
                row.kind === "day" ? (
                  <li key={row.key} className="my-3 flex items-center gap-3 text-xs text-muted-foreground">
                    <span aria-hidden="true" className="h-px flex-1 bg-border" />
                    <time dateTime={row.date.slice(0, 10)} className="font-medium">
                      {row.label}
                    </time>
                    <span aria-hidden="true" className="h-px flex-1 bg-border" />
                  </li>
                ) : (
                  <ChatMessageRow key={row.key} message={row.message} startsBlock={row.startsBlock} />
                ),
              )}
            </ul>
          )}
        </div>
      )}
      <ChatComposer
        isSending={send.isPending}
        onSend={(content, restore) =>
          send.mutate(content, {
            onError: (error) => {
              restore();
              toast.error(m.sendErrorTitle, { description: toApiError(error).message });
            },
          })
        }
      />
    </Card>
  );
}

function ChatMessageRow({ message, startsBlock }: { message: ChatMessageView; startsBlock: boolean }) {
  const at = new Date(message.created_at);
  const time = (
    <time dateTime={message.created_at} title={fullFormat.format(at)}>
      {timeFormat.format(at)}
    </time>
  );
  return (
    <li
      className={cn(
        "group flex gap-3 rounded-md px-1 hover:bg-muted/50",
        startsBlock ? "mt-3 pt-1" : "mt-0.5",
      )}
    >
      <div className="w-8 shrink-0">
        {startsBlock ? (
          <Avatar name={message.author.full_name} src={message.author.avatar_url} size="sm" />
        ) : (
          <span
            aria-hidden="true"
            className="block pt-0.5 text-right text-[0.625rem] text-muted-foreground opacity-0 group-hover:opacity-100"
          >
            {timeFormat.format(at)}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 pb-0.5">
        {startsBlock ? (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold">{message.author.full_name}</span>
            <span className="text-xs text-muted-foreground">{time}</span>
          </p>
        ) : (
          <p className="sr-only">
            {message.author.full_name}, {time}
          </p>
        )}
        <ModerationBadge state={message.moderation} className="my-1" />
        {/* Plain text on purpose: member content is never parsed as HTML. */}
        <p className="leading-relaxed break-words whitespace-pre-wrap text-foreground/90">
          {message.content}
        </p>
      </div>
      {/* Shown on hover and focus from the sm breakpoint up; always there on touch screens. */}
      <ReportButton
        kind="chat_message"
        itemId={message.id}
        authorId={message.author.id}
        look="icon"
        className="shrink-0 self-start text-muted-foreground sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
        label={webModerationMessages.reportItemLabel(
          moderationKindLabels.chat_message,
          message.author.full_name,
        )}
      />
    </li>
  );
}

type ChatComposerProps = {
  isSending: boolean;
  /** `restore` puts the text back when sending failed. */
  onSend: (content: string, restore: () => void) => void;
};

function ChatComposer(props: ChatComposerProps) {
  const silence = useSilence();
  if (silence.isSilenced)
    return (
      <div className="border-t border-border bg-card p-3">
        <SilencedNotice message={silence.message} />
      </div>
    );
  return <ChatComposerForm {...props} />;
}

function ChatComposerForm({ isSending, onSend }: ChatComposerProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const parsed = chatMessageSchema.safeParse({ content: text });

  const submit = () => {
    if (!parsed.success || isSending) return;
    const sent = text;
    setText("");
    onSend(parsed.data.content, () => setText((current) => current || sent));
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border bg-card p-3">
      <label htmlFor={inputId} className="sr-only">
        {m.messageLabel}
      </label>
      <Textarea
        ref={inputRef}
        id={inputId}
        rows={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={m.messagePlaceholder}
        maxLength={2000}
        aria-describedby={hintId}
        enterKeyHint="send"
        className="field-sizing-content max-h-40 min-h-10 resize-none"
      />
      <p id={hintId} className="sr-only">
        {m.messageHint}
      </p>
      <Button
        type="submit"
        disabled={!parsed.success || isSending}
        aria-busy={isSending || undefined}
        className="max-sm:size-10 max-sm:px-0"
      >
        {isSending ? <Spinner /> : <SendHorizontal aria-hidden="true" />}
        <span className="max-sm:sr-only">{m.send}</span>
      </Button>
    </form>
  );
}
