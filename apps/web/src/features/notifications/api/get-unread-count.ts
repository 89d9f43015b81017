import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function getUnreadCount(signal?: AbortSignal): Promise<{ count: number }> {
  return api.get<{ count: number }>("/api/notifications/unread-count", { signal });
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: ["notifications", "unread-count"],
  queryFn: ({ signal }) => getUnreadCount(signal),
  // New notifications should show up without a reload; a cheap count query is enough.
  refetchInterval: 60_000,
  select: (data) => data.count,
});

export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions, enabled });
}
