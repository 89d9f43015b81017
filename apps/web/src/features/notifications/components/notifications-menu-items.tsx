import { shellMessages } from "@guilda/shared/messages/shell";
import { Link } from "react-router";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { safeInternalPath } from "@/lib/paths";
import { useNotifications } from "../api/get-notifications";
import { NotificationItem } from "./notification-item";

const PREVIEW_SIZE = 5;

/** The latest notifications inside the header menu; loaded with the menu's first opening. */
export function NotificationsMenuItems() {
  const list = useNotifications();
  if (list.isPending) {
    return (
      <div className="flex justify-center py-6 text-muted-foreground">
        <Spinner />
      </div>
    );
  }
  const latest = list.data?.slice(0, PREVIEW_SIZE) ?? [];
  if (latest.length === 0) {
    return (
      <p className="px-2.5 py-6 text-center text-sm text-muted-foreground">{shellMessages.noNotifications}</p>
    );
  }
  return latest.map((notification) => {
    const link = safeInternalPath(notification.link);
    return (
      <DropdownMenuItem key={notification.id} asChild={!!link} className="items-start">
        {link ? (
          <Link to={link}>
            <NotificationItem notification={notification} compact />
          </Link>
        ) : (
          <div>
            <NotificationItem notification={notification} compact />
          </div>
        )}
      </DropdownMenuItem>
    );
  });
}
