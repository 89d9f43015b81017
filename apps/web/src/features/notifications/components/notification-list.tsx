import { commonMessages } from "@guilda/shared/messages/common";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { BellOff, CheckCheck, TriangleAlert } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllRead } from "../api/mark-all-read";

import { NotificationItem } from "./notification-item";

export function NotificationList() {
  const notifications = useNotifications();
  const markAllRead = useMarkAllRead();

  if (notifications.isPending) return <PageLoader />;
  if (notifications.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={commonMessages.genericError}
        action={
          <Button variant="outline" onClick={() => void notifications.refetch()}>
            {webShellMessages.retry}
          </Button>
        }
      />
    );
  }

  const items = notifications.data;
  const unreadCount = items.filter((n) => !n.read_at).length;
  const onMarkAll = () =>
    markAllRead.mutate(undefined, {
      onError: (error) =>
        toast.error(webShellMessages.markAllReadErrorTitle, { description: toApiError(error).message }),
    });

  if (items.length === 0) {
    return (
      <EmptyState
        icon={<BellOff aria-hidden="true" />}
        title={webShellMessages.notificationsEmpty}
        text={webShellMessages.notificationsEmptyText}
      />
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unreadCount > 0 ? webShellMessages.unreadCount(unreadCount) : null}
        </p>
        {unreadCount > 0 ? (
          <Button variant="outline" size="sm" onClick={onMarkAll} disabled={markAllRead.isPending}>
            {markAllRead.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
            {webShellMessages.markAllRead}
          </Button>
        ) : null}
      </div>
      <Card>
        <ul className="divide-y divide-border">
          {items.map((notification) => (
            <li key={notification.id} className="p-4 sm:px-5">
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
