export const eventKeys = {
  all: ["events"] as const,
  ranges: () => [...eventKeys.all, "range"] as const,
  range: (from: string, to: string, space?: string) =>
    [...eventKeys.ranges(), from, to, space ?? null] as const,
  details: () => [...eventKeys.all, "detail"] as const,
  detail: (id: string, occurrence?: string) => [...eventKeys.details(), id, occurrence ?? null] as const,
  attendees: (id: string, occurrence: string, status: string) =>
    [...eventKeys.all, "attendees", id, occurrence, status] as const,
  feed: ["calendar-feed"] as const,
  spaces: ["events", "spaces"] as const,
  previews: ["events", "preview"] as const,
};
