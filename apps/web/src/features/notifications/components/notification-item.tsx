import { webShellMessages } from "@guilda/shared/messages/web-shell";
import type { NotificationView } from "@guilda/shared/schemas/notifications";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import {
  Award,
  Bell,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  Download,
  Heart,
  KeyRound,
  Lightbulb,
  MessageCircle,
  Sparkles,
  Store,
  Target,
  UserCheck,
  DatabaseBackup,
  Flag,
  ShieldAlert,
  UserPlus,
  AtSign,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { safeInternalPath } from "@/lib/paths";

const fullDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });

const TYPE_ICONS: Record<NotificationView["type"], ReactNode> = {
  comment: <MessageCircle />,
  reply: <MessageCircle />,
  mention: <AtSign />,
  like: <Heart />,
  follower: <UserPlus />,
  level_up: <Sparkles />,
  certificate: <Award />,
  mission: <Target />,
  invite_accepted: <UserPlus />,
  suggestion_status: <Lightbulb />,
  supplier_reviewed: <Store />,
  event_reminder: <CalendarClock />,
  event_changed: <CalendarX />,
  event_promoted: <CalendarCheck />,
  data_export_ready: <Download />,
  access_granted: <KeyRound />,
  signup_pending: <UserCheck />,
  backup_failed: <DatabaseBackup />,
  report_resolved: <Flag />,
  moderation_warning: <ShieldAlert />,
  system: <Bell />,
};

/** Who did it (their photo, with the kind of thing as a small mark) or, for the system's, an icon. */
function NotificationMark({ notification }: { notification: NotificationView }) {
  const icon = TYPE_ICONS[notification.type] ?? TYPE_ICONS.system;
  if (!notification.actor) {
    return (
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary-text [&_svg]:size-5"
      >
        {icon}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="relative shrink-0">
      <Avatar name={notification.actor.full_name} src={notification.actor.avatar_url} />
      <span className="absolute -right-1 -bottom-1 flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground ring-2 ring-card [&_svg]:size-3">
        {icon}
      </span>
    </span>
  );
}

/** Photo or icon, title, text and time of one notification. */
export function NotificationContent({
  notification,
  compact,
}: {
  notification: NotificationView;
  compact?: boolean;
}) {
  const isUnread = !notification.read_at;
  const when = new Date(notification.updated_at || notification.created_at);
  return (
    <span className="flex w-full min-w-0 gap-3 text-left">
      <NotificationMark notification={notification} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span
          className={cn(
            "text-sm break-words",
            isUnread ? "font-semibold text-foreground" : "font-normal",
            compact && "line-clamp-3",
          )}
        >
          {isUnread ? <span className="sr-only">{webShellMessages.unread}: </span> : null}
          {notification.title}
        </span>
        {notification.body ? (
          <span className={cn("text-sm break-words text-muted-foreground", compact && "line-clamp-2")}>
            {notification.body}
          </span>
        ) : null}
        <time
          dateTime={when.toISOString()}
          title={fullDate.format(when)}
          className={cn("text-xs", isUnread ? "font-medium text-primary-text" : "text-muted-foreground")}
        >
          {formatDistanceToNow(when, { addSuffix: true, locale: ptBR })}
        </time>
      </span>
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", isUnread ? "bg-primary" : "bg-transparent")}
      />
    </span>
  );
}

type NotificationItemProps = {
  notification: NotificationView;
  /** Opening it: marks it read (the link, when there is one, is followed at the same time). */
  onOpen: (notification: NotificationView) => void;
};

/** A row of /notificacoes: the whole row opens what it is about. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const link = safeInternalPath(notification.link);
  const isUnread = !notification.read_at;
  const classes = cn(
    "block w-full px-4 py-3.5 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5",
    isUnread && "bg-primary/8",
  );
  const content = <NotificationContent notification={notification} />;
  if (link) {
    return (
      <Link to={link} className={classes} onClick={() => onOpen(notification)} data-unread={isUnread}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={classes} onClick={() => onOpen(notification)} data-unread={isUnread}>
      {content}
    </button>
  );
}
