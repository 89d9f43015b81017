import { webAiChatMessages as m } from "@guilda/shared/messages/web-ai-chat";
import type { AiAgentView } from "@guilda/shared/schemas/ai";
import { BookOpenText } from "lucide-react";
import { AgentIcon } from "@/components/ui/agent-icon";
import { TierBadge } from "@/components/ui/tier-badge";
import { formatReset } from "../lib/format";

/** The agent's name, icon, plan, description and, for members who may chat, mode and quota. */
export function AgentHeader({ agent }: { agent: AiAgentView }) {
  const { quota } = agent;
  return (
    <header className="flex flex-wrap items-start gap-x-4 gap-y-3">
      <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary-text [&_svg]:size-7">
        <AgentIcon icon={agent.icon} className="size-8" />
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words">{agent.name}</h1>
          <TierBadge tier={agent.required_tier} />
        </div>
        {agent.description ? <p className="text-muted-foreground">{agent.description}</p> : null}
        {agent.locked ? null : (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {agent.mode === "offline" ? (
              <span className="inline-flex items-center gap-1.5" title={m.offlineModeHint}>
                <BookOpenText className="size-4" aria-hidden="true" />
                <span className="font-medium text-foreground">{m.offlineMode}</span>
                <span className="sr-only">: {m.offlineModeHint}</span>
              </span>
            ) : null}
            <span>
              {m.quotaLine(quota.used, quota.limit)}
              {quota.resets_at && quota.used >= quota.limit
                ? ` · ${m.quotaResets(formatReset(quota.resets_at))}`
                : null}
            </span>
          </div>
        )}
      </div>
    </header>
  );
}
