import { shellMessages } from "@guilda/shared/messages/shell";
import { NotificationList } from "@/features/notifications/components/notification-list";

export function NotificationsRoute() {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{shellMessages.notifications}</h1>
      <NotificationList />
    </div>
  );
}
