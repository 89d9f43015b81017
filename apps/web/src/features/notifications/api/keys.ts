/** Everything under ["notifications"] is the member's own notifications. */
export const notificationKeys = {
  all: ["notifications"] as const,
  unreadCount: ["notifications", "unread-count"] as const,
  lists: ["notifications", "list"] as const,
  list: (filter: NotificationFilter) => ["notifications", "list", filter] as const,
  latest: ["notifications", "list", "latest"] as const,
  preferences: ["notifications", "preferences"] as const,
  pushKey: ["notifications", "push", "key"] as const,
  pushDevices: ["notifications", "push", "devices"] as const,
};

export type NotificationFilter = "all" | "unread";
