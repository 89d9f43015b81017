import { webGamificationAdminMessages as m } from "@guilda/shared/messages/web-gamification-admin";
import type { AdminMission } from "@guilda/shared/schemas/gamification";
import { Plus, Target } from "lucide-react";
import { useState } from "react";
import { AdminList, AdminRowActions } from "@/components/ui/admin-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { useAdminMissions } from "../api/get-missions";
import { DeleteMissionDialog } from "./delete-mission-dialog";
import { MissionActiveSwitch } from "./mission-active-switch";
import { MissionDialog, type MissionDialogState } from "./mission-dialog";

/** 'Missões': every mission with what it counts, target, points, state and completions. */
export function MissionsSection() {
  const missions = useAdminMissions();
  const [editing, setEditing] = useState<MissionDialogState>(null);
  const [deleting, setDeleting] = useState<AdminMission | null>(null);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid max-w-xl gap-1.5">
          <CardTitle>{m.missionsHeading}</CardTitle>
          <CardDescription>{m.missionsDescription}</CardDescription>
        </div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          {m.newMission}
        </Button>
      </CardHeader>
      <CardContent>
        {missions.isPending ? (
          <PageLoader className="min-h-24" />
        ) : missions.isError ? (
          <div className="grid justify-items-start gap-3 text-sm">
            <p className="text-muted-foreground">{m.missionsLoadError}</p>
            <Button variant="outline" size="sm" onClick={() => void missions.refetch()}>
              {m.retry}
            </Button>
          </div>
        ) : missions.data.items.length === 0 ? (
          <EmptyState
            icon={<Target aria-hidden="true" />}
            title={m.missionsEmptyTitle}
            text={m.missionsEmptyText}
          />
        ) : (
          <AdminList items={missions.data.items} label={m.missionsListLabel} isInset>
            {(mission) => (
              <MissionRow key={mission.id} mission={mission} onEdit={setEditing} onDelete={setDeleting} />
            )}
          </AdminList>
        )}
      </CardContent>
      <MissionDialog state={editing} onClose={() => setEditing(null)} />
      <DeleteMissionDialog mission={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

type MissionRowProps = {
  mission: AdminMission;
  onEdit: (mission: AdminMission) => void;
  onDelete: (mission: AdminMission) => void;
};

function MissionRow({ mission, onEdit, onDelete }: MissionRowProps) {
  return (
    <li className="grid gap-3 px-3 py-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4 sm:px-4">
      <div className="grid min-w-0 gap-1.5">
        <p className="font-medium break-words">{mission.title}</p>
        {mission.description ? (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">{mission.description}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{m.eventTypes[mission.event_type]}</Badge>
          <Badge variant="outline">{m.missionTarget(mission.target)}</Badge>
          <Badge variant="outline">{m.missionPoints(mission.points)}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">{m.missionCompletedBy(mission.completed_count)}</p>
      </div>
      <AdminRowActions
        toggle={<MissionActiveSwitch mission={mission} />}
        edit={{ label: m.editMission(mission.title), onClick: () => onEdit(mission) }}
        remove={{ label: m.deleteMission(mission.title), onClick: () => onDelete(mission) }}
      />
    </li>
  );
}
