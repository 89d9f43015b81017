import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useUpdateAgent } from "../api/update-agent";

/** 'Ativo' / 'Inativo': saved as soon as it flips, back where it was if the server refuses. */
export function ActiveSwitch({ agent }: { agent: { id: string; name: string; is_active: boolean } }) {
  const id = useId();
  const update = useUpdateAgent();
  const checked = update.isPending ? (update.variables.patch.is_active ?? agent.is_active) : agent.is_active;
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        aria-label={m.activeSwitch(agent.name)}
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(next) =>
          update.mutate(
            { id: agent.id, patch: { is_active: next } },
            {
              onSuccess: () => toast.success(next ? m.activatedTitle : m.deactivatedTitle),
              onError: (error) => toast.error(m.saveErrorTitle, { description: toApiError(error).message }),
            },
          )
        }
      />
      <Label htmlFor={id} aria-hidden="true" className="w-12 text-xs font-normal text-muted-foreground">
        {checked ? m.active : m.inactive}
      </Label>
    </div>
  );
}
