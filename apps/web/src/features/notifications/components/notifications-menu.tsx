import { shellMessages } from "@guilda/shared/messages/shell";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Bell } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useUnreadCount } from "../api/get-unread-count";
import { useNotificationsRealtime } from "../hooks/use-notifications-realtime";

// The list (and its date formatting) is only needed once the menu opens; keeps first load small.
const NotificationsMenuItems = lazy(async () => ({
  default: (await import("./notifications-menu-items")).NotificationsMenuItems,
}));

/**
 * Bell with the real unread count, live over the websocket (spec decisions: no demo numbers).
 * `triggerClassName` lets the header hide the bell where another control shows the count; the
 * live updates and their announcement keep working.
 */
export function NotificationsMenu({ triggerClassName }: { triggerClassName?: string } = {}) {
  const unread = useUnreadCount();
  useNotificationsRealtime();
  const count = unread.data ?? 0;
  // Screen readers hear when the count rises while the page is open (not the first load).
  const previous = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (unread.data === undefined) return;
    if (previous.current !== undefined && unread.data > previous.current)
      setAnnouncement(webShellMessages.unreadCount(unread.data));
    previous.current = unread.data;
  }, [unread.data]);

  return (
    <>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={
              count > 0
                ? `${shellMessages.notifications} (${webShellMessages.unreadCount(count)})`
                : shellMessages.notifications
            }
            className={cn("relative", triggerClassName)}
          >
            <Bell className="size-5" aria-hidden="true" />
            {count > 0 ? (
              // Drawn with CSS: the button is named by its aria-label, which says the exact count
              // ('9+' as text would not be part of that name).
              <span
                aria-hidden="true"
                data-count={count > 9 ? "9+" : String(count)}
                className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-bold text-destructive-foreground ring-2 ring-background before:content-[attr(data-count)]"
              />
            ) : null}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-80">
          <DropdownMenuLabel className="text-sm font-semibold text-foreground">
            {shellMessages.notifications}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <Suspense
            fallback={
              <div className="flex justify-center py-6 text-muted-foreground">
                <Spinner />
              </div>
            }
          >
            <NotificationsMenuItems />
          </Suspense>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild className="justify-center font-medium text-primary-text">
            <Link to={paths.notifications}>{shellMessages.seeAllNotifications}</Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
