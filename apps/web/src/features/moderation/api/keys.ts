/** Every moderation query starts with "moderation": one invalidation refreshes the queue and the count. */
export const moderationKeys = {
  all: ["moderation"] as const,
  queues: ["moderation", "queue"] as const,
  queue: (filter: QueueFilter) => ["moderation", "queue", filter] as const,
  settings: ["moderation", "settings"] as const,
};

export const QUEUE_FILTERS = ["all", "reported", "held"] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

export const queuePath = "/api/moderation/queue";
export const settingsPath = "/api/moderation/settings";
export const caseActionPath = (id: string) => `/api/moderation/cases/${encodeURIComponent(id)}/actions`;
export const memberActionPath = (id: string) => `/api/moderation/members/${encodeURIComponent(id)}/actions`;
