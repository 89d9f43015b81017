import { webNotificationsMessages as m } from "@guilda/shared/messages/web-notifications";
import type { NotificationView } from "@guilda/shared/schemas/notifications";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useMarkRead } from "../api/mark-read";

/** What opening a notification does besides following its link: an unread one becomes read. */
export function useOpenNotification() {
  const markRead = useMarkRead();
  return (notification: NotificationView) => {
    if (notification.read_at) return;
    markRead.mutate(notification.id, {
      onError: (error) => toast.error(m.markReadErrorTitle, { description: toApiError(error).message }),
    });
  };
}
