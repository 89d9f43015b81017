import { useChat } from "@ai-sdk/react";
import { webAiChatMessages as m } from "@guilda/shared/messages/web-ai-chat";
import type { AiAgentView, AiChatMessage } from "@guilda/shared/schemas/ai";
import { useQueryClient } from "@tanstack/react-query";
import { DefaultChatTransport } from "ai";
import { TriangleAlert } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { createConversation } from "../api/create-conversation";
import { conversationQueryOptions } from "../api/get-conversation";
import { describeChatError, type ChatError } from "../lib/chat-errors";
import { textOf, toUIMessage, type ChatUIMessage } from "../lib/chat-messages";
import { ChatMessage } from "./chat-message";
import { Composer } from "./composer";
import { EmptyConversation } from "./empty-conversation";

const TITLE_MAX = 120;

/** The first question names the conversation (cut to what the server accepts). */
function titleFrom(text: string): string {
  const line = text.trim().replace(/\s+/g, " ");
  return line.length <= TITLE_MAX ? line : `${line.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

/** After Parar, the server stores the partial answer once it notices the closed stream. */
const STORED_ANSWER_POLLS = 8;
const STORED_ANSWER_POLL_MS = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ChatSessionProps = {
  agent: AiAgentView;
  conversationId: string | null;
  initialMessages: AiChatMessage[];
  /** The first question opened a conversation: the page puts it in the URL and the list. */
  onCreated: (id: string) => void;
  /** An answer ended (complete, stopped or failed): the list order and the quota changed. */
  onSettled: () => void;
};

/**
 * One conversation's chat. The server keeps the history: each request sends only the new
 * question (or 'regenerate'), and after every answer the stored messages replace the live ones.
 */
export function ChatSession({
  agent,
  conversationId,
  initialMessages,
  onCreated,
  onSettled,
}: ChatSessionProps) {
  const queryClient = useQueryClient();
  const conversationRef = useRef(conversationId);
  const lastQuestion = useRef<string | null>(null);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<ChatError | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [isSyncing, setIsSyncing] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const endRef = useRef<HTMLDivElement>(null);

  const [transport] = useState(
    () =>
      new DefaultChatTransport<ChatUIMessage>({
        credentials: "same-origin",
        prepareSendMessagesRequest: ({ trigger, messages }) => {
          const api = `/api/ai/conversations/${encodeURIComponent(conversationRef.current ?? "")}/chat`;
          if (trigger === "regenerate-message") return { api, body: { trigger: "regenerate" } };
          const last = messages.at(-1);
          return { api, body: { trigger: "submit", text: last ? textOf(last) : "" } };
        },
      }),
  );
  const chat = useChat<ChatUIMessage>({ messages: initialMessages.map(toUIMessage), transport });
  const isStreaming = chat.status === "submitted" || chat.status === "streaming";
  const isBusy = isStreaming || isCreating || isSyncing;

  const settle = useEffectEvent(async (hadLiveAnswer: boolean, failure: Error | undefined) => {
    const id = conversationRef.current;
    if (failure) {
      const described = describeChatError(failure);
      setError(described);
      // Refused before anything was stored (quota, plan, flood limit): the question is given back.
      if (described.isRefusal && lastQuestion.current) {
        const question = lastQuestion.current;
        setDraft((current) => current || question);
      }
    }
    if (!id) return;
    setIsSyncing(true);
    try {
      let detail = await queryClient.fetchQuery({ ...conversationQueryOptions(id), staleTime: 0 });
      for (
        let i = 0;
        i < STORED_ANSWER_POLLS && hadLiveAnswer && detail.messages.at(-1)?.role !== "assistant";
        i++
      ) {
        await wait(STORED_ANSWER_POLL_MS);
        detail = await queryClient.fetchQuery({ ...conversationQueryOptions(id), staleTime: 0 });
      }
      chat.setMessages(detail.messages.map(toUIMessage));
      if (!failure) setAnnouncement(m.answerReady);
    } catch {
      // The live messages stay on screen; a reload shows what the server kept.
    } finally {
      setIsSyncing(false);
      onSettled();
    }
  });

  const wasStreaming = useRef(false);
  useEffect(() => {
    if (isStreaming) {
      wasStreaming.current = true;
      return;
    }
    if (!wasStreaming.current) return;
    wasStreaming.current = false;
    const last = chat.messages.at(-1);
    const hadLiveAnswer = last?.role === "assistant" && !last.metadata?.stored;
    void settle(hadLiveAnswer, chat.status === "error" ? chat.error : undefined);
  }, [isStreaming, chat.status, chat.error, chat.messages]);

  // Follow the answer as it grows, unless the member scrolled up to read.
  useEffect(() => {
    if (!isStreaming) return;
    const nearBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 240;
    if (nearBottom) endRef.current?.scrollIntoView({ block: "end" });
  }, [isStreaming, chat.messages]);

  async function send(text: string) {
    setError(null);
    setAnnouncement("");
    if (!conversationRef.current) {
      setIsCreating(true);
      try {
        const created = await createConversation(agent.id, titleFrom(text));
        conversationRef.current = created.id;
        onCreated(created.id);
      } catch (cause) {
        setError({ message: toApiError(cause).message, isRefusal: true });
        return;
      } finally {
        setIsCreating(false);
      }
    }
    lastQuestion.current = text;
    setDraft("");
    chat.clearError();
    void chat.sendMessage({ text });
  }

  function retry() {
    setError(null);
    setAnnouncement("");
    lastQuestion.current = null;
    chat.clearError();
    void chat.regenerate();
  }

  const messages = chat.messages;
  const last = messages.at(-1);
  const lastStored = last?.metadata?.stored;
  const canRetry =
    !!conversationRef.current &&
    !!last &&
    ((last.role === "assistant" && (lastStored?.status === "error" || lastStored?.status === "partial")) ||
      (last.role === "user" && !!lastStored && error?.isRefusal !== true));
  // A failed answer shows its own message; the alert is for refusals and lost connections.
  const showAlert = !!error && (error.isRefusal || lastStored?.status !== "error");

  return (
    <section aria-label={m.messagesLabel} className="flex min-w-0 flex-col gap-4">
      {messages.length === 0 ? (
        <EmptyConversation agent={agent} disabled={isBusy} onAsk={(question) => void send(question)} />
      ) : (
        <ol className="grid gap-4">
          {messages.map((message, index) => (
            <ChatMessage
              key={message.id}
              message={message}
              agentName={agent.name}
              isStreaming={isStreaming && index === messages.length - 1}
            />
          ))}
          {chat.status === "submitted" && last?.role === "user" ? (
            <li className="flex items-center gap-2 px-1 text-sm text-muted-foreground">
              <Spinner />
              {m.thinking}
            </li>
          ) : null}
        </ol>
      )}
      {showAlert ? (
        <Alert variant="destructive" role="alert">
          <TriangleAlert aria-hidden="true" />
          <p>{error.message}</p>
        </Alert>
      ) : null}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <div ref={endRef} />
      <Composer
        value={draft}
        onChange={setDraft}
        onSend={(text) => void send(text)}
        onStop={() => void chat.stop()}
        onRetry={canRetry ? retry : null}
        isBusy={isBusy}
        isStreaming={isStreaming}
      />
    </section>
  );
}
