import { webBackupsMessages as m } from "@guilda/shared/messages/web-backups";
import type { BackupStatus } from "@guilda/shared/schemas/backups";
import { CheckCircle2, Clock, LoaderCircle, XCircle, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

const LOOKS: Record<BackupStatus, { icon: LucideIcon; variant: "secondary" | "outline" | "destructive" }> = {
  queued: { icon: Clock, variant: "outline" },
  running: { icon: LoaderCircle, variant: "outline" },
  done: { icon: CheckCircle2, variant: "secondary" },
  failed: { icon: XCircle, variant: "destructive" },
};

/** A backup's status as a badge: its word first, the icon only decorates. */
export function BackupStatusBadge({ status }: { status: BackupStatus }) {
  const { icon: Icon, variant } = LOOKS[status];
  return (
    <Badge variant={variant}>
      <Icon
        aria-hidden="true"
        className={status === "running" ? "size-3 motion-safe:animate-spin" : "size-3"}
      />
      {m.status[status]}
    </Badge>
  );
}
