import type { NotificationPreferences } from "@guilda/shared/schemas/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notificationKeys } from "./keys";

export function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return api.get<NotificationPreferences>("/api/notifications/preferences", { signal });
}

/** Which notification types also go out by e-mail. */
export const preferencesQueryOptions = queryOptions({
  queryKey: notificationKeys.preferences,
  queryFn: ({ signal }) => getPreferences(signal),
});

export function usePreferences() {
  return useQuery(preferencesQueryOptions);
}
