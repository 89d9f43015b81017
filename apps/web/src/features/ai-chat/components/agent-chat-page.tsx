import { PageLoader } from "@/components/ui/page-loader";
import { isApiError } from "@/lib/api";
import { useAgent, useDefaultAgent } from "../api/get-agent";
import { AgentChatView } from "./agent-chat-view";
import { AgentLoadFailed, AgentNotFound, NoDefaultAgent } from "./agent-states";

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** /chat/agent/:agentId */
export function AgentChatPage({ agentId }: { agentId: string }) {
  const agent = useAgent(agentId);
  if (agent.data) return <AgentChatView key={agent.data.id} agent={agent.data} />;
  if (agent.isPending) return <PageLoader className="py-24" />;
  if (isNotFound(agent.error)) return <AgentNotFound />;
  return <AgentLoadFailed onRetry={() => void agent.refetch()} />;
}

/** /chatbot: the community's help agent, or a friendly note while there is none. */
export function ChatbotPage({ isAdmin }: { isAdmin: boolean }) {
  const agent = useDefaultAgent();
  if (agent.data) return <AgentChatView key={agent.data.id} agent={agent.data} />;
  if (agent.isPending) return <PageLoader className="py-24" />;
  if (isNotFound(agent.error)) return <NoDefaultAgent isAdmin={isAdmin} />;
  return <AgentLoadFailed onRetry={() => void agent.refetch()} />;
}
