import { webNotificationsMessages as m } from "@guilda/shared/messages/web-notifications";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePreferences } from "../api/get-preferences";
import { ChannelSwitches } from "./channel-switches";

/**
 * One switch per type, 'Também por e-mail'. Notifications always show on the site; the switch
 * says whether the type also goes out in the e-mail summary. Each change is saved at once.
 */
export function NotificationPreferences({ isAdmin }: { isAdmin: boolean }) {
  const preferences = usePreferences();

  if (preferences.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <p>{m.preferencesLoadError}</p>
        <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
          {webShellMessages.retry}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-1">
      <div aria-hidden="true" className="flex justify-end pb-1 text-xs font-medium text-muted-foreground">
        {m.alsoByEmail}
      </div>
      <ChannelSwitches
        preferences={preferences.data}
        isAdmin={isAdmin}
        channel="email"
        labelOf={m.alsoByEmailOf}
      />
    </div>
  );
}
