import type { NotificationPreferences } from "@guilda/shared/schemas/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notificationKeys } from "./keys";

export function updatePreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>("/api/notifications/preferences", input);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
