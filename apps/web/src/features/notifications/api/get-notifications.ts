import type { NotificationPage } from "@guilda/shared/schemas/notifications";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notificationKeys, type NotificationFilter } from "./keys";

type NotificationsParams = { cursor?: string | null; limit?: number; unread?: boolean };

export function getNotifications(
  { cursor, limit, unread }: NotificationsParams,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const search = new URLSearchParams();
  if (cursor) search.set("cursor", cursor);
  if (limit) search.set("limit", String(limit));
  if (unread) search.set("unread", "1");
  const query = search.size > 0 ? `?${search}` : "";
  return api.get<NotificationPage>(`/api/notifications${query}`, { signal });
}

/** /notificacoes: newest first, keyset pages; 'unread' keeps only the unread ones. */
export function notificationsQueryOptions(filter: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      getNotifications({ cursor: pageParam, unread: filter === "unread" }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery(notificationsQueryOptions(filter));
}

export const LATEST_NOTIFICATIONS = 5;

/** The few newest, for the bell's menu. */
export const latestNotificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.latest,
  queryFn: ({ signal }) => getNotifications({ limit: LATEST_NOTIFICATIONS }, signal),
  select: (page) => page.items,
});

export function useLatestNotifications() {
  return useQuery(latestNotificationsQueryOptions);
}
