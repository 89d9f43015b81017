import { webBackupsMessages as m } from "@guilda/shared/messages/web-backups";
import type { BackupView } from "@guilda/shared/schemas/backups";
import { DatabaseBackup } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useStartBackup } from "../api/start-backup";
import { progressLine, progressPercent } from "../lib/format";

/**
 * 'Fazer backup agora', and the backup under way (queued or running) with its progress, read
 * again every second by the page. The button waits while one is under way.
 */
export function BackupNow({ active }: { active: BackupView | null }) {
  const start = useStartBackup();
  const lineId = useId();

  const onStart = async () => {
    try {
      await start.mutateAsync();
      toast.success(m.started);
    } catch (err) {
      // 409: one is already queued or running (the server's message says so).
      toast.error(m.startErrorTitle, { description: toApiError(err).message });
    }
  };

  const percent = active ? progressPercent(active) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.nowHeading}</CardTitle>
        <CardDescription>{m.nowDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button
          className="w-full justify-self-start sm:w-auto"
          disabled={!!active || start.isPending}
          onClick={() => void onStart()}
        >
          {start.isPending ? <Spinner /> : <DatabaseBackup aria-hidden="true" />}
          {start.isPending ? m.starting : m.startNow}
        </Button>
        {active ? (
          <div className="grid gap-2 rounded-lg border border-border p-3 sm:p-4">
            <div className="flex items-baseline justify-between gap-3">
              <p id={lineId} className="min-w-0 text-sm font-medium tabular-nums">
                {progressLine(active)}
              </p>
              {percent !== null ? (
                <span aria-hidden="true" className="shrink-0 text-sm text-muted-foreground tabular-nums">
                  {m.progressPercent(percent)}
                </span>
              ) : null}
            </div>
            {/* No value while that is not known yet (queued, rows not counted): the bar only pulses. */}
            <Progress
              aria-label={m.progressLabel}
              aria-describedby={lineId}
              value={percent === null ? null : Math.round(percent)}
              className={percent === null ? "motion-safe:animate-pulse" : undefined}
              getValueLabel={(value) => m.progressPercent(value)}
            />
            {active.trigger === "schedule" ? (
              <p className="text-xs text-muted-foreground">{m.runningSchedule}</p>
            ) : active.requested_by ? (
              <p className="text-xs text-muted-foreground">{m.runningBy(active.requested_by.full_name)}</p>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
