import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { CourseProgress as Progression } from "@guilda/shared/schemas/courses";
import { useId } from "react";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";

type CourseProgressProps = { title: string; progress: Progression; className?: string; detailed?: boolean };

/** The member's progress in a course: a labelled bar with its percentage as text. */
export function CourseProgress({ title, progress, className, detailed }: CourseProgressProps) {
  const textId = useId();
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Progress
        value={progress.percent}
        aria-label={m.progressLabel(title)}
        aria-describedby={textId}
        getValueLabel={(value) => m.progressPercent(value)}
      />
      <p id={textId} className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span>{m.progressPercent(progress.percent)}</span>
        {detailed && progress.total > 0 ? (
          <span>{m.progressCount(progress.completed, progress.total)}</span>
        ) : null}
      </p>
    </div>
  );
}
