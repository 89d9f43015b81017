import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import type { AiAgentAdmin } from "@guilda/shared/schemas/ai";
import { Pencil, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { ActiveSwitch } from "./active-switch";
import { AgentIcon } from "@/components/ui/agent-icon";
import { DeleteAgentDialog } from "./delete-agent-dialog";
import { TierBadge } from "@/components/ui/tier-badge";

/** Every agent with its icon, tier, state and actions. */
export function AgentsList({ agents }: { agents: AiAgentAdmin[] }) {
  const [deleting, setDeleting] = useState<AiAgentAdmin | null>(null);
  return (
    <Card className="overflow-hidden">
      <ul aria-label={m.listLabel} className="divide-y divide-border">
        {agents.map((agent) => (
          <AgentRow key={agent.id} agent={agent} onDelete={setDeleting} />
        ))}
      </ul>
      <DeleteAgentDialog agent={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

type AgentRowProps = { agent: AiAgentAdmin; onDelete: (agent: AiAgentAdmin) => void };

function AgentRow({ agent, onDelete }: AgentRowProps) {
  const scope =
    agent.scope === "all" ? m.scopeAll : m.scopeSelected(agent.course_ids.length, agent.space_ids.length);
  return (
    <li className="grid grid-cols-[auto_1fr] gap-3 px-3 py-4 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-4 sm:px-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <AgentIcon svg={agent.icon_svg} className="size-6" />
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
      <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-1 sm:justify-end">
        <ActiveSwitch agent={agent} />
        <div className="flex items-center gap-0.5">
          <Button variant="ghost" size="icon-sm" asChild>
            <Link
              to={paths.adminAgent(agent.id)}
              aria-label={m.editAgent(agent.name)}
              title={m.editAgent(agent.name)}
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={m.deleteAgent(agent.name)}
            title={m.deleteAgent(agent.name)}
            onClick={() => onDelete(agent)}
            className="hover:text-destructive-text"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
