import { commonMessages } from "@guilda/shared/messages/common";
import { webNotificationsMessages as m } from "@guilda/shared/messages/web-notifications";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { BellOff, CheckCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadMore } from "@/components/ui/load-more";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import type { NotificationFilter } from "../api/keys";
import { useNotifications } from "../api/get-notifications";
import { useUnreadCount } from "../api/get-unread-count";
import { useMarkAllRead } from "../api/mark-all-read";
import { useOpenNotification } from "../hooks/use-open-notification";
import { NotificationItem } from "./notification-item";

const FILTERS: readonly TabItem<NotificationFilter>[] = [
  { value: "all", label: m.filterAll },
  { value: "unread", label: m.filterUnread },
];

const LOAD_MORE_LABELS = { loadMore: m.loadMore, loadingMore: m.loadingMore, error: m.loadMoreError };

function NotificationPages({ filter }: { filter: NotificationFilter }) {
  const notifications = useNotifications(filter);
  const onOpen = useOpenNotification();

  if (notifications.isPending) return <PageLoader />;
  if (notifications.isError && !notifications.data) {
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

  const items = notifications.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return filter === "unread" ? (
      <EmptyState icon={<CheckCheck aria-hidden="true" />} title={m.unreadEmpty} text={m.unreadEmptyText} />
    ) : (
      <EmptyState
        icon={<BellOff aria-hidden="true" />}
        title={webShellMessages.notificationsEmpty}
        text={webShellMessages.notificationsEmptyText}
      />
    );
  }

  return (
    <div className="grid gap-4">
      <Card className="overflow-hidden">
        <ul aria-label={m.listLabel} className="divide-y divide-border">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      </Card>
      <LoadMore
        hasNextPage={notifications.hasNextPage}
        isFetchingNextPage={notifications.isFetchingNextPage}
        isFetchNextPageError={notifications.isFetchNextPageError}
        pageCount={notifications.data.pages.length}
        fetchNextPage={notifications.fetchNextPage}
        labels={LOAD_MORE_LABELS}
      />
    </div>
  );
}

/** /notificacoes: all or only the unread, newest first, a page at a time; mark all read. */
export function NotificationList() {
  const [filter, setFilter] = useState<NotificationFilter>("all");
  const unread = useUnreadCount();
  const markAllRead = useMarkAllRead();
  const unreadCount = unread.data ?? 0;

  const onMarkAll = () =>
    markAllRead.mutate(undefined, {
      onError: (error) =>
        toast.error(webShellMessages.markAllReadErrorTitle, { description: toApiError(error).message }),
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unreadCount > 0 ? webShellMessages.unreadCount(unreadCount) : null}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={onMarkAll}
          disabled={markAllRead.isPending || unreadCount === 0}
        >
          {markAllRead.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
          {webShellMessages.markAllRead}
        </Button>
      </div>
      <Tabs items={FILTERS} value={filter} onValueChange={setFilter} label={m.filterLabel}>
        <div className="pt-4">
          <NotificationPages key={filter} filter={filter} />
        </div>
      </Tabs>
    </div>
  );
}
