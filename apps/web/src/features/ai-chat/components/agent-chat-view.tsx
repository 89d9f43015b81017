import type { AiAgentView } from "@guilda/shared/schemas/ai";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { aiChatKeys } from "../api/keys";
import { AgentHeader } from "./agent-header";
import { LockedAgent } from "./agent-states";
import { ChatPanel } from "./chat-panel";
import { ConversationList } from "./conversation-list";

/** The conversation open in the page lives in the URL (?c=), so a reload shows it again. */
const CONVERSATION_PARAM = "c";

/**
 * An agent's page: header, the member's conversations and the chat. A locked agent shows why
 * and where the plans are, with no composer.
 */
export function AgentChatView({ agent }: { agent: AiAgentView }) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(CONVERSATION_PARAM);
  const [generation, setGeneration] = useState(0);
  // A conversation created by the open chat keeps that chat mounted (its stream goes on) when
  // its id reaches the URL; any other change of conversation starts a fresh chat.
  const [adopted, setAdopted] = useState<{ id: string; key: string } | null>(null);
  const panelKey = selectedId
    ? adopted?.id === selectedId
      ? adopted.key
      : `c:${selectedId}`
    : `new:${generation}`;

  function open(id: string | null) {
    if (id === null) setGeneration((n) => n + 1);
    setSearchParams(id ? { [CONVERSATION_PARAM]: id } : {});
  }

  if (agent.locked)
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6">
        <AgentHeader agent={agent} />
        <LockedAgent agent={agent} />
      </div>
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <AgentHeader agent={agent} />
      <div className="grid items-start gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="md:sticky md:top-20">
          <ConversationList
            agentId={agent.id}
            selectedId={selectedId}
            onSelect={open}
            onNew={() => open(null)}
            onDeleted={(id) => {
              if (id === selectedId) open(null);
            }}
          />
        </div>
        <ChatPanel
          key={panelKey}
          agent={agent}
          conversationId={selectedId}
          onCreated={(id) => {
            setAdopted({ id, key: panelKey });
            setSearchParams({ [CONVERSATION_PARAM]: id }, { replace: true });
            void queryClient.invalidateQueries({ queryKey: aiChatKeys.conversations(agent.id) });
          }}
          onSettled={() => {
            void queryClient.invalidateQueries({ queryKey: aiChatKeys.conversations(agent.id) });
            void queryClient.invalidateQueries({ queryKey: aiChatKeys.agents });
          }}
          onNew={() => open(null)}
        />
      </div>
    </div>
  );
}
