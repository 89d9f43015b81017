import { shellMessages } from "@guilda/shared/messages/shell";
import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import { Bot, Plus, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { paths } from "@/lib/paths";
import { useAdminAgents } from "../api/get-agents";
import { AgentsList } from "./agents-list";
import { ProviderStatus } from "./provider-status";
import { QuotasForm } from "./quotas-form";
import { UsageReport } from "./usage-report";

/** /admin/ai-agents: the agents, their usage, and the message limits of each tier. */
export function AgentsAdminPage() {
  const agents = useAdminAgents();
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{shellMessages.adminAgents}</h1>
          <p className="max-w-xl text-muted-foreground">{m.pageDescription}</p>
        </div>
        <Button asChild>
          <Link to={paths.adminAgent("novo")}>
            <Plus aria-hidden="true" />
            {m.newAgent}
          </Link>
        </Button>
      </div>
      <ProviderStatus />
      {agents.isPending ? (
        <PageLoader />
      ) : agents.isError ? (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.loadError}
          action={
            <Button variant="outline" onClick={() => void agents.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : agents.data.length === 0 ? (
        <EmptyState icon={<Bot aria-hidden="true" />} title={m.emptyTitle} text={m.emptyText} />
      ) : (
        <AgentsList agents={agents.data} />
      )}
      <UsageReport />
      <QuotasForm />
    </div>
  );
}
