import { webGamificationMessages as m } from "@guilda/shared/messages/web-gamification";
import type { MissionView } from "@guilda/shared/schemas/gamification";
import { CircleCheck, Target } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { useMissions } from "../api/get-missions";
import { LoadError } from "./load-error";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" });

function MissionCard({ mission }: { mission: MissionView }) {
  const titleId = useId();
  const progressId = useId();
  const isDone = !!mission.completed_at;
  const percent = Math.round((Math.min(mission.progress, mission.target) / mission.target) * 100);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-card",
        isDone ? "border-primary/60" : "border-border",
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5",
            isDone ? "bg-primary text-primary-foreground" : "bg-primary/15 text-primary-text",
          )}
        >
          {isDone ? <CircleCheck /> : <Target />}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 id={titleId} className="font-semibold break-words">
            {mission.title}
          </h2>
          {mission.description ? (
            <p className="text-sm break-words text-muted-foreground">{mission.description}</p>
          ) : null}
        </div>
        <Badge variant={isDone ? "default" : "secondary"} className="shrink-0">
          {m.missionReward(mission.points)}
        </Badge>
      </div>
      <div className="mt-auto grid gap-1.5">
        <Progress
          value={percent}
          aria-label={m.missionProgressLabel(mission.title)}
          aria-describedby={progressId}
          getValueLabel={() => m.missionProgress(Math.min(mission.progress, mission.target), mission.target)}
        />
        <p
          id={progressId}
          className="flex flex-wrap justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground"
        >
          <span>
            {m.missionEvents[mission.event_type]}:{" "}
            {m.missionProgress(Math.min(mission.progress, mission.target), mission.target)}
          </span>
          {mission.completed_at ? (
            <span className="font-medium text-primary-text">
              {m.missionCompletedOn(longDate.format(new Date(mission.completed_at)))}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** /missoes: every active mission with my progress; completed ones show when. */
export function MissionsList() {
  const missions = useMissions();
  if (missions.isPending) return <PageLoader />;
  if (missions.isError) return <LoadError onRetry={() => void missions.refetch()} />;

  const items = missions.data.items;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Target aria-hidden="true" />}
        title={m.missionsEmptyTitle}
        text={m.missionsEmptyText}
      />
    );
  }
  const done = items.filter((mission) => mission.completed_at).length;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{m.missionsDone(done, items.length)}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {items.map((mission) => (
          <li key={mission.id} className="grid">
            <MissionCard mission={mission} />
          </li>
        ))}
      </ul>
    </div>
  );
}
