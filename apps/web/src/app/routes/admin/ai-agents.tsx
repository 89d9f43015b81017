import { AgentsAdminPage } from "@/features/ai-admin/components/agents-admin-page";

/** /admin/ai-agents: the agents, their usage per period, and the message limits per tier. */
export function AdminAgentsRoute() {
  return <AgentsAdminPage />;
}
