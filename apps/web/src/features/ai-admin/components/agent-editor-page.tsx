import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import { SearchX, TriangleAlert } from "lucide-react";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { isApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { useAdminAgent } from "../api/get-agent";
import { AgentForm } from "./agent-form";
import { AgentTestBox } from "./agent-test-box";

/** The id in /admin/ai-agents/:id that creates an agent instead of editing one. */
export const NEW_AGENT_ID = "novo";

/** /admin/ai-agents/:id: the agent's settings and, once saved, the 'Testar' box. */
export function AgentEditorPage({ agentId }: { agentId: string }) {
  const isNew = agentId === NEW_AGENT_ID;
  const agent = useAdminAgent(agentId, !isNew);
  const isNotFound = isApiError(agent.error) && agent.error.status === 404;

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <BackLink to={paths.adminAgents}>{m.backToAgents}</BackLink>
      {isNew ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.newAgentTitle}</h1>
          <AgentForm agent={null} />
        </>
      ) : agent.isPending ? (
        <PageLoader />
      ) : isNotFound ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title={m.agentNotFound}
          text={m.agentNotFoundText}
        />
      ) : agent.isError ? (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.agentLoadError}
          action={
            <Button variant="outline" onClick={() => void agent.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        <>
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {agent.data.name}
          </h1>
          <AgentForm agent={agent.data} />
          <AgentTestBox agent={agent.data} />
        </>
      )}
    </div>
  );
}
