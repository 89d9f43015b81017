import { webNotificationsMessages as m } from "@guilda/shared/messages/web-notifications";
import type {
  NotificationPreferences,
  NotificationType,
  updateNotificationPreferencesSchema,
} from "@guilda/shared/schemas/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { notificationKeys } from "./keys";

/** Each item names its type and `email`, `push` or both. */
export type PreferencesChange = z.input<typeof updateNotificationPreferencesSchema>;

export function updatePreferences(input: PreferencesChange): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>("/api/notifications/preferences", input);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}

/** Types only admins receive: their switches are not offered to members. */
const ADMIN_TYPES: readonly NotificationType[] = ["invite_accepted", "signup_pending", "backup_failed"];

/** The preferences a member is offered (admins: all of them). */
export function offeredPreferences(preferences: NotificationPreferences, isAdmin: boolean) {
  return preferences.items.filter((item) => isAdmin || !ADMIN_TYPES.includes(item.type));
}

/**
 * One channel's switch (`email` or `push`) per type, saved at each change: the switch moves at
 * once and goes back if the server refuses.
 */
export function useSavePreference(channel: "email" | "push") {
  const queryClient = useQueryClient();
  const update = useUpdatePreferences();
  return (type: NotificationType, on: boolean) => {
    const previous = queryClient.getQueryData<NotificationPreferences>(notificationKeys.preferences);
    queryClient.setQueryData<NotificationPreferences>(notificationKeys.preferences, (data) =>
      data
        ? { items: data.items.map((item) => (item.type === type ? { ...item, [channel]: on } : item)) }
        : data,
    );
    update.mutate(
      { items: [{ type, [channel]: on }] },
      {
        onSuccess: () => toast.success(m.preferencesSavedTitle),
        onError: (error) => {
          if (previous) queryClient.setQueryData(notificationKeys.preferences, previous);
          toast.error(m.preferencesErrorTitle, { description: toApiError(error).message });
        },
      },
    );
  };
}
