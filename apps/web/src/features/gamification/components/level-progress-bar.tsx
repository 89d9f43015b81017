import { webGamificationMessages as m } from "@guilda/shared/messages/web-gamification";
import type { LevelProgress } from "@guilda/shared/rules/gamification";
import { useId } from "react";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";

type LevelProgressBarProps = { points: number; progress: LevelProgress; className?: string };

/** How far the member is from the next level: a labelled bar and the points still missing. */
export function LevelProgressBar({ points, progress, className }: LevelProgressBarProps) {
  const textId = useId();
  const next = progress.next;
  return (
    <div className={cn("grid gap-1.5", className)}>
      {next ? (
        <Progress
          value={progress.percent}
          aria-label={m.progressLabel(next.level)}
          aria-describedby={textId}
          getValueLabel={(value) => `${value}%`}
        />
      ) : (
        <Progress value={100} aria-label={m.topLevel} />
      )}
      <p id={textId} className="flex flex-wrap justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {next ? (
          <>
            <span>{m.progressToNext(Math.max(0, next.threshold - points), next.level)}</span>
            <span>{progress.percent}%</span>
          </>
        ) : (
          <span>{m.topLevel}</span>
        )}
      </p>
    </div>
  );
}
