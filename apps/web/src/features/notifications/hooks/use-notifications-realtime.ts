import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent } from "@/lib/realtime";
import { notificationKeys } from "../api/keys";
import { setUnreadCount } from "../lib/cache";

/**
 * Keeps the bell and the lists live: a new notification (or one grouped into an unread one)
 * sets the count the server sent and refreshes the lists; reading in another tab does too.
 */
export function useNotificationsRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type !== "notification.created" && event.type !== "notifications.read") return;
    setUnreadCount(queryClient, event.unread_count);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
  });
}
