import type { Db } from "../../platform/db";
import * as q from "./notifications.queries";

const PAGE_SIZE = 50;

export function unreadCount(db: Db, userId: string) {
  return q.countUnread(db, userId);
}

/** The member's latest notifications (one page). */
export function recent(db: Db, userId: string) {
  return q.listRecent(db, userId, PAGE_SIZE);
}

export function markAllRead(db: Db, userId: string) {
  return q.markAllRead(db, userId);
}

/** What happened, for whom. Title and link are rendered by the notification service in pt-BR. */
export type NotifyInput = {
  /** Who is told. Nobody is told of their own action: equal to actorId → nothing. */
  userId: string;
  type: import("@guilda/shared/schemas/notifications").NotificationType;
  actorId?: string | null;
  postId?: string | null;
  commentId?: string | null;
  lessonCommentId?: string | null;
  /** Unread notifications with the same key become one (likes on one post: `like:{postId}`). */
  groupKey?: string | null;
  /**
   * Facts for the text: post_title, level, mission_title, mission_points, course_title,
   * certificate_code, lesson_title, course_slug, lesson_slug, invitee_name …
   */
  data?: Record<string, string | number | null>;
};

/**
 * Writes one notification inside the caller's transaction (or grows the unread group it joins),
 * marks it for e-mail per the member's preference, and queues the live event on `events`.
 */
export async function notify(
  _tx: Db,
  _events: import("../../platform/realtime/pending").PendingEvents,
  _input: NotifyInput,
): Promise<void> {
  throw new Error("not implemented yet");
}
