import { webBackupsMessages as m } from "@guilda/shared/messages/web-backups";
import type { BackupStatus, BackupView } from "@guilda/shared/schemas/backups";
import { Archive, HardDrive, KeyRound, TriangleAlert } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { toast } from "@/lib/toast";
import { isActive, useBackups } from "../api/get-backups";
import { BackupNow } from "./backup-now";
import { BackupSettingsForm } from "./backup-settings-form";
import { BackupsTable } from "./backups-table";

/**
 * Says when a backup seen under way while the page is open ends: the list changes quietly, the
 * toast is what a screen reader (or someone looking elsewhere) hears.
 */
function useOutcomeToasts(items: BackupView[] | undefined) {
  const seen = useRef(new Map<string, BackupStatus>());
  useEffect(() => {
    if (!items) return;
    for (const item of items) {
      const before = seen.current.get(item.id);
      const wasActive = before === "queued" || before === "running";
      if (wasActive && item.status === "done") toast.success(m.doneToast, { description: m.doneToastText });
      if (wasActive && item.status === "failed")
        toast.error(m.failedToast, item.error ? { description: item.error } : undefined);
      seen.current.set(item.id, item.status);
    }
  }, [items]);
}

/** /admin/backups: back up now (with its progress), the daily backup's settings, every archive. */
export function BackupsPage() {
  const backups = useBackups();
  useOutcomeToasts(backups.data?.items);

  let body: ReactNode;
  if (backups.isPending) body = <PageLoader />;
  else if (backups.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void backups.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  else {
    const { settings, destination, items } = backups.data;
    // The newest one under way (the server runs one at a time).
    const active = items.find(isActive) ?? null;
    body = (
      <>
        <Alert>
          <KeyRound aria-hidden="true" />
          <div className="grid gap-1.5">
            <p>{m.secretNote}</p>
            <p className="flex items-start gap-1.5 text-muted-foreground">
              <HardDrive aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {m.destination[destination]}
            </p>
          </div>
        </Alert>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <BackupNow active={active} />
          <BackupSettingsForm settings={settings} />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{m.listHeading}</CardTitle>
            <CardDescription>{m.listDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            {items.length === 0 ? (
              <EmptyState icon={<Archive aria-hidden="true" />} title={m.empty} text={m.emptyText} />
            ) : (
              <BackupsTable items={items} />
            )}
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.pageTitle}</h1>
        <p className="max-w-2xl text-muted-foreground">{m.pageDescription}</p>
      </div>
      {body}
    </div>
  );
}
