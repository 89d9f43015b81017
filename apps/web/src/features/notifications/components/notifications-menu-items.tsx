import { shellMessages } from "@guilda/shared/messages/shell";
import { Link } from "react-router";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { safeInternalPath } from "@/lib/paths";
import { useLatestNotifications } from "../api/get-notifications";
import { useOpenNotification } from "../hooks/use-open-notification";
import { NotificationContent } from "./notification-item";

/** The latest notifications inside the header menu; loaded with the menu's first opening. */
export function NotificationsMenuItems() {
  const list = useLatestNotifications();
  const onOpen = useOpenNotification();
  if (list.isPending) {
    return (
      <div className="flex justify-center py-6 text-muted-foreground">
        <Spinner />
      </div>
    );
  }
  const latest = list.data ?? [];
  if (latest.length === 0) {
    return (
      <p className="px-2.5 py-6 text-center text-sm text-muted-foreground">{shellMessages.noNotifications}</p>
    );
  }
  return latest.map((notification) => {
    const link = safeInternalPath(notification.link);
    return (
      <DropdownMenuItem
        key={notification.id}
        asChild={!!link}
        className="items-start"
        onSelect={() => onOpen(notification)}
      >
        {link ? (
          <Link to={link}>
            <NotificationContent notification={notification} compact />
          </Link>
        ) : (
          <div>
            <NotificationContent notification={notification} compact />
          </div>
        )}
      </DropdownMenuItem>
    );
  });
}
