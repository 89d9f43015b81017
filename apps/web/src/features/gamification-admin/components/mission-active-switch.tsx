import { webGamificationAdminMessages as m } from "@guilda/shared/messages/web-gamification-admin";
import type { AdminMission } from "@guilda/shared/schemas/gamification";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useUpdateMission } from "../api/update-mission";

/** 'Ativa' / 'Inativa': saved as soon as it flips, back where it was if the server refuses. */
export function MissionActiveSwitch({ mission }: { mission: AdminMission }) {
  const id = useId();
  const update = useUpdateMission();
  const checked = update.isPending
    ? (update.variables.patch.is_active ?? mission.is_active)
    : mission.is_active;
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        aria-label={m.activeSwitch(mission.title)}
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(next) =>
          update.mutate(
            { id: mission.id, patch: { is_active: next } },
            {
              onSuccess: () => toast.success(next ? m.activatedTitle : m.deactivatedTitle),
              onError: (error) =>
                toast.error(m.missionSaveErrorTitle, { description: toApiError(error).message }),
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
