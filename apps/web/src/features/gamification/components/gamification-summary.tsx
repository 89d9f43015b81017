import { webGamificationMessages as m } from "@guilda/shared/messages/web-gamification";
import { Award, Medal, Sparkles, Target, Trophy } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useMyGamification } from "../api/get-my-gamification";
import { LevelProgressBar } from "./level-progress-bar";
import { Stat } from "./stat";

const shortDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "medium" });

/** /perfil: level with the bar to the next one, points, all-time position, missions done as badges. */
export function GamificationSummary() {
  const me = useMyGamification();

  if (me.isPending) {
    return (
      <Card aria-busy="true">
        <CardContent className="grid gap-3 pt-5 sm:pt-6">
          <Skeleton className="h-16" />
          <Skeleton className="h-3" />
        </CardContent>
      </Card>
    );
  }
  if (me.isError) {
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5 text-sm text-muted-foreground sm:pt-6">
          <p>{m.loadError}</p>
          <Button variant="outline" size="sm" onClick={() => void me.refetch()}>
            {m.retry}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const data = me.data;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{m.levelCardTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <Stat icon={<Sparkles />} label={m.levelLabel} value={data.level} />
            <Stat icon={<Trophy />} label={m.pointsLabel} value={m.points(data.points)} />
            <Stat
              icon={<Medal />}
              label={m.positionLabel}
              value={data.position === null ? m.noPosition : m.position(data.position)}
              className="col-span-2 sm:col-span-1"
            />
          </dl>
          <LevelProgressBar points={data.points} progress={data.progress} />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.levels}>
                <Sparkles aria-hidden="true" />
                {m.seeLevels}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.ranking}>
                <Trophy aria-hidden="true" />
                {m.seeRanking}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>{m.missionsBadgesTitle}</CardTitle>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.missions}>
              <Target aria-hidden="true" />
              {m.seeMissions}
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {data.missions_completed.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.missionsBadgesEmpty}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {data.missions_completed.map((mission) => (
                <li
                  key={mission.id}
                  className="flex items-center gap-2.5 rounded-lg border border-primary/50 bg-primary/10 py-1.5 pr-3 pl-2"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
                  >
                    <Award className="size-4" />
                  </span>
                  <span className="grid min-w-0">
                    <span className="text-sm font-medium break-words">{mission.title}</span>
                    <time dateTime={mission.completed_at} className="text-xs text-muted-foreground">
                      {shortDate.format(new Date(mission.completed_at))}
                    </time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
