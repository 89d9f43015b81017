import { notificationMessages } from "@guilda/shared/messages/notifications";
import { webNotificationsMessages as m } from "@guilda/shared/messages/web-notifications";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import type {
  NotificationPreferences as Preferences,
  NotificationType,
} from "@guilda/shared/schemas/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { notificationKeys } from "../api/keys";
import { usePreferences } from "../api/get-preferences";
import { useUpdatePreferences } from "../api/update-preferences";

/** Types only admins receive. */
const ADMIN_TYPES: readonly NotificationType[] = ["invite_accepted", "signup_pending", "backup_failed"];

/**
 * One switch per type, 'Também por e-mail'. Notifications always show on the site; the switch
 * says whether the type also goes out in the e-mail summary. Each change is saved at once.
 */
export function NotificationPreferences({ isAdmin }: { isAdmin: boolean }) {
  const queryClient = useQueryClient();
  const preferences = usePreferences();
  const update = useUpdatePreferences();

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

  const items = preferences.data.items.filter((item) => isAdmin || !ADMIN_TYPES.includes(item.type));

  const onChange = (type: NotificationType, email: boolean) => {
    const previous = queryClient.getQueryData<Preferences>(notificationKeys.preferences);
    // The switch moves at once; it goes back if the server refuses.
    queryClient.setQueryData<Preferences>(notificationKeys.preferences, (data) =>
      data ? { items: data.items.map((item) => (item.type === type ? { ...item, email } : item)) } : data,
    );
    update.mutate(
      { items: [{ type, email }] },
      {
        onSuccess: () => toast.success(m.preferencesSavedTitle),
        onError: (error) => {
          if (previous) queryClient.setQueryData(notificationKeys.preferences, previous);
          toast.error(m.preferencesErrorTitle, { description: toApiError(error).message });
        },
      },
    );
  };

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
