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
