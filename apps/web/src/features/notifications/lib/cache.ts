import type { NotificationPage, NotificationView, UnreadCount } from "@guilda/shared/schemas/notifications";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { notificationKeys } from "../api/keys";

type Cached = NotificationPage | InfiniteData<NotificationPage, string | null>;

function isInfinite(data: Cached): data is InfiniteData<NotificationPage, string | null> {
  return "pages" in data;
}

/** Shows the matching notifications as read in every cached list, before the server answers. */
export function markReadInCache(client: QueryClient, matches: (n: NotificationView) => boolean): void {
  const now = new Date().toISOString();
  const patchPage = (page: NotificationPage): NotificationPage => ({
    ...page,
    items: page.items.map((n) => (!n.read_at && matches(n) ? { ...n, read_at: now } : n)),
  });
  client.setQueriesData<Cached>({ queryKey: notificationKeys.lists }, (data) => {
    if (!data) return data;
    return isInfinite(data) ? { ...data, pages: data.pages.map(patchPage) } : patchPage(data);
  });
}

export function setUnreadCount(client: QueryClient, count: number): void {
  client.setQueryData<UnreadCount>(notificationKeys.unreadCount, { count });
}
