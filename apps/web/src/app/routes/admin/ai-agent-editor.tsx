import { useParams } from "react-router";
import { AgentEditorPage } from "@/features/ai-admin/components/agent-editor-page";

/** /admin/ai-agents/:id: an agent's editor ('novo' creates one). */
export function AdminAgentEditorRoute() {
  const { id = "" } = useParams();
  return <AgentEditorPage key={id} agentId={id} />;
}
