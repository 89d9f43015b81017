import { notificationMessages } from "@guilda/shared/messages/notifications";
import { webNotificationsMessages as m } from "@guilda/shared/messages/web-notifications";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { usePreferences } from "../api/get-preferences";
import { offeredPreferences, useSavePreference } from "../api/update-preferences";

/**
 * One switch per type, 'Também por e-mail'. Notifications always show on the site; the switch
 * says whether the type also goes out in the e-mail summary. Each change is saved at once.
 */
export function NotificationPreferences({ isAdmin }: { isAdmin: boolean }) {
  const preferences = usePreferences();
  const onChange = useSavePreference("email");

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

  const items = offeredPreferences(preferences.data, isAdmin);

  return (
    <div className="grid gap-1">
      <div aria-hidden="true" className="flex justify-end pb-1 text-xs font-medium text-muted-foreground">
        {m.alsoByEmail}
      </div>
      <ul className="divide-y divide-border">
        {items.map((item) => {
          const label = notificationMessages.typeLabels[item.type];
          const id = `notification-email-${item.type}`;
          return (
            <li key={item.type} className="flex items-center justify-between gap-4 py-3">
              <label htmlFor={id} className="min-w-0 text-sm">
                {label}
              </label>
              <Switch
                id={id}
                checked={item.email}
                aria-label={m.alsoByEmailOf(label)}
                onCheckedChange={(checked) => onChange(item.type, checked)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
