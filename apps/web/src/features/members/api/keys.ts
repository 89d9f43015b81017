import type { MemberFilters } from "../lib/filters";

/** Every members query starts with "members", so one invalidation refreshes the directory and pages. */
export const memberKeys = {
  all: ["members"] as const,
  directories: ["members", "directory"] as const,
  directory: (filters: MemberFilters) => ["members", "directory", filters] as const,
  invites: ["members", "invites"] as const,
  pending: ["members", "pending"] as const,
  detail: (id: string) => ["members", "detail", id] as const,
  access: (id: string) => ["members", "access", id] as const,
  purchases: (id: string) => ["members", "purchases", id] as const,
  // Under the feed's "posts" root: anything that refreshes posts refreshes these too.
  posts: (id: string) => ["posts", "author", id] as const,
};
