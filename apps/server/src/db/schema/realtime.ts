import { bigserial, index, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The live events of the last minutes, numbered: the id every instance and every socket agrees on,
 * and what an instance that starts (or a socket that reconnects) replays. Pruned by a job.
 */
export const realtimeEvents = pgTable(
  "realtime_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    event: jsonb("event").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("realtime_events_created_at_idx").on(t.created_at)],
);
