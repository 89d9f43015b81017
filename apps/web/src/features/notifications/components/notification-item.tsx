import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { safeInternalPath } from "@/lib/paths";
import type { Notification } from "../api/get-notifications";

export function NotificationItem({
  notification,
  compact,
}: {
  notification: Notification;
  compact?: boolean;
}) {
  const isUnread = !notification.read_at;
  const link = safeInternalPath(notification.link);
  const body = (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", isUnread ? "bg-primary" : "bg-transparent")}
      />
      <div className="min-w-0 flex-1">
        <p className={cn("text-sm break-words", isUnread ? "font-semibold" : "font-medium")}>
          {isUnread ? <span className="sr-only">{webShellMessages.unread}: </span> : null}
          {notification.title}
        </p>
        {notification.body ? (
          <p className={cn("mt-0.5 text-sm break-words text-muted-foreground", compact && "line-clamp-2")}>
            {notification.body}
          </p>
        ) : null}
        <time dateTime={notification.created_at} className="mt-1 block text-xs text-muted-foreground">
          {formatDistanceToNow(new Date(notification.created_at), { addSuffix: true, locale: ptBR })}
        </time>
      </div>
    </div>
  );
  if (!link || compact) return body;
  return (
    <Link to={link} className="-m-2 block rounded-md p-2 transition-colors hover:bg-accent">
      {body}
    </Link>
  );
}
