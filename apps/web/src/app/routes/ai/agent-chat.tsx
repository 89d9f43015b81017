import { useParams } from "react-router";
import { AgentChatPage } from "@/features/ai-chat/components/agent-chat-page";

/** /chat/agent/:agentId */
export function AgentChatRoute() {
  const { agentId = "" } = useParams();
  return <AgentChatPage key={agentId} agentId={agentId} />;
}
