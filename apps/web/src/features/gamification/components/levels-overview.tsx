import { webGamificationMessages as m } from "@guilda/shared/messages/web-gamification";
import { Check, Sparkles, Trophy } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageLoader } from "@/components/ui/page-loader";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useLevels } from "../api/get-levels";
import { LevelProgressBar } from "./level-progress-bar";
import { LoadError } from "./load-error";
import { Stat } from "./stat";

const numberFormat = new Intl.NumberFormat("pt-BR");

/** /niveis: my progress, the levels with their thresholds and how points are earned — all live settings. */
export function LevelsOverview() {
  const levels = useLevels();
  if (levels.isPending) return <PageLoader />;
  if (levels.isError) return <LoadError onRetry={() => void levels.refetch()} />;

  const { me, reasons, like_pair_daily_limit: pairLimit } = levels.data;
  const currentIndex = levels.data.levels.findIndex((level) => level.key === me.level_key);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{m.myProgressTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Stat icon={<Sparkles />} label={m.levelLabel} value={me.level} />
            <Stat icon={<Trophy />} label={m.pointsLabel} value={m.points(me.points)} />
          </dl>
          <LevelProgressBar points={me.points} progress={me.progress} />
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.ranking}>
                <Trophy aria-hidden="true" />
                {m.seeRanking}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="levels-list-title" className="grid gap-3">
        <h2 id="levels-list-title" className="text-lg font-semibold">
          {m.levelsListTitle}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2">
          {levels.data.levels.map((level, index) => {
            const isCurrent = index === currentIndex;
            const isReached = index < currentIndex;
            return (
              <li
                key={level.key}
                aria-current={isCurrent ? "step" : undefined}
                className={cn(
                  "flex items-center gap-4 rounded-lg border bg-card p-4 shadow-card",
                  isCurrent ? "border-primary ring-1 ring-primary" : "border-border",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-bold",
                    isCurrent || isReached
                      ? "bg-primary text-primary-foreground"
                      : "bg-muted text-muted-foreground",
                  )}
                >
                  {isReached ? <Check className="size-5" /> : index + 1}
                </span>
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-semibold break-words">{level.name}</p>
                  <p className="text-sm text-muted-foreground">{m.levelFrom(level.threshold)}</p>
                </div>
                {isCurrent ? <Badge>{m.currentLevel}</Badge> : null}
                {isReached ? <Badge variant="secondary">{m.reachedLevel}</Badge> : null}
              </li>
            );
          })}
        </ol>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>{m.howToEarnTitle}</CardTitle>
          <CardDescription>{m.howToEarnText}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul aria-label={m.howToEarnTitle} className="divide-y divide-border">
            {reasons.map((rule) => (
              <li key={rule.reason} className="flex items-center justify-between gap-4 py-2.5">
                <div className="grid min-w-0 gap-0.5">
                  <span className="text-sm">{m.reasons[rule.reason]}</span>
                  <span className="text-xs text-muted-foreground">
                    {rule.daily_cap === null ? m.noCap : m.capPerDay(rule.daily_cap)}
                  </span>
                </div>
                <span className="shrink-0 text-right text-sm font-semibold">
                  {rule.reason === "mission_completed"
                    ? m.missionPoints
                    : `+${numberFormat.format(rule.points)}`}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">{m.likePairRule(pairLimit)}</p>
        </CardContent>
      </Card>
    </div>
  );
}
