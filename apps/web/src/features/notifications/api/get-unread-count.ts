import type { UnreadCount } from "@guilda/shared/schemas/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notificationKeys } from "./keys";

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get<UnreadCount>("/api/notifications/unread-count", { signal });
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: ({ signal }) => getUnreadCount(signal),
  // The websocket keeps it live; this only catches up after the connection was lost for a while.
  refetchInterval: 5 * 60_000,
  select: (data) => data.count,
});

export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions, enabled });
}
