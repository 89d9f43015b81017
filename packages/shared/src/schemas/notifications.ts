import { notificationMessages } from "../messages/notifications";
import { z } from "./zod";

export const NOTIFICATION_TYPES = [
  "comment",
  "reply",
  "mention",
  "like",
  "follower",
  "level_up",
  "certificate",
  "mission",
  "invite_accepted",
  "suggestion_status",
  "supplier_reviewed",
  "event_reminder",
  "event_changed",
  "event_promoted",
  "data_export_ready",
  "access_granted",
  "signup_pending",
  "backup_failed",
  "report_resolved",
  "moderation_warning",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Also by e-mail unless the member says otherwise: things someone wrote to or about them. */
export const DEFAULT_EMAIL_TYPES: readonly NotificationType[] = [
  "comment",
  "reply",
  "mention",
  "certificate",
  "invite_accepted",
  "suggestion_status",
  "supplier_reviewed",
  "event_reminder",
  "event_changed",
  "event_promoted",
  "data_export_ready",
  "access_granted",
  "signup_pending",
  "backup_failed",
  "moderation_warning",
];

/** E-mails wait until the member has been away this long (and go out in one batch). */
export const NOTIFICATION_EMAIL_AWAY_MS = 10 * 60 * 1000;
export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationActor = {
  id: string;
  full_name: string;
  username: string;
  avatar_url: string | null;
};

export type NotificationView = {
  id: string;
  /** 'system' for older rows and types other features add. */
  type: NotificationType | "system";
  /** pt-BR, e.g. 'Ana Souza e mais 3 curtiram sua publicação “Título”'. */
  title: string;
  body: string | null;
  /** Where it leads: /post/{id}#comentario-{commentId}, /membro/{id}, /niveis, /missoes, /certificados … */
  link: string | null;
  actor: NotificationActor | null;
  actor_count: number;
  read_at: string | null;
  created_at: string;
  updated_at: string;
};

export const notificationsQuerySchema = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
    unread: z.enum(["1"]).optional(),
  })
  .strict();

/** GET /api/notifications?cursor=&limit=&unread=1 — newest first (updated_at), keyset pages. */
export type NotificationPage = {
  items: NotificationView[];
  next_cursor: string | null;
  unread_count: number;
};

/** GET /api/notifications/unread-count */
export type UnreadCount = { count: number };

/** POST /api/notifications/:id/read, POST /api/notifications/read-all → UnreadCount. */

/**
 * Also on the member's phones and computers (push) unless they say otherwise: the e-mail's types,
 * plus likes and new followers (a like is pushed once per post until read, see `notify`). Push
 * reaches only the devices the member switched on ('Ativar neste aparelho').
 */
export const DEFAULT_PUSH_TYPES: readonly NotificationType[] = [...DEFAULT_EMAIL_TYPES, "like", "follower"];

/**
 * GET /api/notifications/preferences → the whole list, each type with `email` and `push`.
 * PUT (partial list) → the whole list. Each item names its type and `email`, `push` or both; an item
 * with `email` alone (the older shape) leaves `push` as it was.
 */
export type NotificationPreferences = {
  items: { type: NotificationType; email: boolean; push: boolean }[];
};
export const updateNotificationPreferencesSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            type: z.enum(NOTIFICATION_TYPES),
            email: z.boolean().optional(),
            push: z.boolean().optional(),
          })
          .strict()
          .refine((i) => i.email !== undefined || i.push !== undefined, {
            message: notificationMessages.preferenceChannelMissing,
            path: ["email"],
          }),
      )
      .min(1)
      .max(NOTIFICATION_TYPES.length),
  })
  .strict();

/**
 * The e-mail's unsubscribe link carries a signed token (member and type, or 'all'); no sign-in.
 * GET /api/notifications/unsubscribe?token= → what it would stop; POST (JSON {token}) does it,
 * POST with the RFC 8058 form body (List-Unsubscribe-Post) too; PUT /api/notifications/unsubscribe
 * {token, email: true} undoes it.
 */
export const unsubscribeTokenSchema = z.string().min(10).max(400);
export type UnsubscribeInfo = { type: NotificationType | "all"; email: boolean; member_name: string };
