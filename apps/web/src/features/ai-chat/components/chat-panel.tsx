import { webAiChatMessages as m } from "@guilda/shared/messages/web-ai-chat";
import type { AiAgentView } from "@guilda/shared/schemas/ai";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api";
import { useConversation } from "../api/get-conversation";
import { ChatSession } from "./chat-session";

type ChatPanelProps = {
  agent: AiAgentView;
  /** The conversation to open, or null for a new one (created with the first question). */
  conversationId: string | null;
  onCreated: (id: string) => void;
  onSettled: () => void;
  onNew: () => void;
};

/**
 * Loads the stored conversation once, then hands it to the live chat. The conversation is the
 * one it was mounted with: when its own first question creates one, the chat carries on.
 */
export function ChatPanel({ agent, conversationId: requestedId, ...props }: ChatPanelProps) {
  const [conversationId] = useState(requestedId);
  if (!conversationId)
    return <ChatSession agent={agent} conversationId={null} initialMessages={[]} {...props} />;
  return <StoredChat agent={agent} conversationId={conversationId} {...props} />;
}

function StoredChat({
  agent,
  conversationId,
  onCreated,
  onSettled,
  onNew,
}: ChatPanelProps & { conversationId: string }) {
  const conversation = useConversation(conversationId);
  const detail = conversation.data;
  // Once shown, a later failed refetch must not tear the chat down.
  if (detail && detail.conversation.agent_id === agent.id)
    return (
      <ChatSession
        agent={agent}
        conversationId={conversationId}
        initialMessages={detail.messages}
        onCreated={onCreated}
        onSettled={onSettled}
      />
    );
  if (conversation.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="ml-auto h-12 w-2/3" />
        <Skeleton className="h-32" />
      </div>
    );
  const isMissing = !!detail || (isApiError(conversation.error) && conversation.error.status === 404);
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-border p-6">
      <p className="text-muted-foreground">{isMissing ? m.conversationNotFound : m.conversationLoadError}</p>
      <div className="flex flex-wrap gap-2">
        {isMissing ? null : (
          <Button variant="outline" onClick={() => void conversation.refetch()}>
            {m.retry}
          </Button>
        )}
        <Button onClick={onNew}>{m.newConversation}</Button>
      </div>
    </div>
  );
}
