import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import type { AiAgentAdmin } from "@guilda/shared/schemas/ai";
import { Star } from "lucide-react";
import { Link } from "react-router";
import { AdminList, AdminRowActions } from "@/components/ui/admin-list";
import { AgentIcon } from "@/components/ui/agent-icon";
import { Badge } from "@/components/ui/badge";
import { TierBadge } from "@/components/ui/tier-badge";
import { paths } from "@/lib/paths";
import { ActiveSwitch } from "./active-switch";
import { DeleteAgentDialog } from "./delete-agent-dialog";

/** Every agent with its icon, tier, state and actions. */
export function AgentsList({ agents }: { agents: AiAgentAdmin[] }) {
  return (
    <AdminList
      items={agents}
      label={m.listLabel}
      deleteDialog={(agent, close) => <DeleteAgentDialog agent={agent} onClose={close} />}
    >
      {(agent, { onDelete }) => <AgentRow key={agent.id} agent={agent} onDelete={onDelete} />}
    </AdminList>
  );
}

type AgentRowProps = { agent: AiAgentAdmin; onDelete: () => void };

function AgentRow({ agent, onDelete }: AgentRowProps) {
  const scope =
    agent.scope === "all" ? m.scopeAll : m.scopeSelected(agent.course_ids.length, agent.space_ids.length);
  return (
    <li className="grid grid-cols-[auto_1fr] gap-3 px-3 py-4 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-4 sm:px-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <AgentIcon icon={agent.icon} className="size-6" />
      </span>
      <div className="grid min-w-0 gap-1.5">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link to={paths.adminAgent(agent.id)} className="min-w-0 font-medium break-words hover:underline">
            {agent.name}
          </Link>
          <TierBadge tier={agent.required_tier} />
          {agent.is_default ? (
            <Badge variant="secondary" title={m.defaultMarkerHint}>
              <Star aria-hidden="true" className="size-3" />
              {m.defaultMarker}
            </Badge>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {agent.is_active ? m.active : m.inactive} · {scope}
        </p>
        {agent.description ? (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">{agent.description}</p>
        ) : null}
      </div>
      <AdminRowActions
        className="col-span-2 sm:col-span-1"
        toggle={<ActiveSwitch agent={agent} />}
        edit={{ label: m.editAgent(agent.name), to: paths.adminAgent(agent.id) }}
        remove={{ label: m.deleteAgent(agent.name), onClick: onDelete }}
      />
    </li>
  );
}
