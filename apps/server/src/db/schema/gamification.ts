import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./members";

/**
 * Every point a member earned or lost, one row per event. `profiles.points` and `profiles.level`
 * are the sum of a member's rows, kept in the same transaction that writes them. The unique key
 * makes a retried or concurrent event pay once; an undone action adds a row with `reverses` set
 * and the negated points, under the source `undo:{source}` (so it too happens once).
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    /** What paid: a post, comment, like ('{postId}:{likerId}'), lesson, course, mission or day. */
    source: text("source").notNull(),
    points: integer("points").notNull(),
    /** Who caused it (the liker, the commenter), when someone else did. */
    actor_id: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    /** The row this one takes back. */
    reverses: bigint("reverses", { mode: "number" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_ledger_event_key").on(t.user_id, t.reason, t.source),
    // Daily caps, the like-pair limit and mission progress read a member's rows of one reason.
    index("points_ledger_user_reason_created_idx").on(t.user_id, t.reason, t.created_at),
    // Ranking by window: the rows since a date, with what the sum needs.
    index("points_ledger_created_idx").on(t.created_at, t.user_id, t.points),
    check(
      "points_ledger_reason_check",
      sql`${t.reason} in ('post_published', 'comment_written', 'like_received', 'lesson_completed', 'course_completed', 'mission_completed', 'daily_visit')`,
    ),
  ],
);

/**
 * The community's scoring rules, one row (id 1). Missing row or keys mean the defaults in
 * `packages/shared/src/rules/gamification.ts`.
 */
export const gamificationSettings = pgTable(
  "gamification_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** { reason: { points, daily_cap } } */
    reasons: jsonb("reasons")
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Likes from one member to another that pay per day. */
    like_pair_daily_limit: integer("like_pair_daily_limit"),
    /** Points needed for each level, in the order of LEVELS (the first is 0). */
    level_thresholds: jsonb("level_thresholds"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("gamification_settings_single_row", sql`${t.id} = 1`)],
);

/** Goals that pay once: reach `target` events of `event_type`. */
export const missions = pgTable(
  "missions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    event_type: text("event_type").notNull(),
    target: integer("target").notNull(),
    points: integer("points").notNull(),
    is_active: boolean("is_active").notNull().default(true),
    order: integer("order").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("missions_order_idx").on(t.order, t.created_at),
    check(
      "missions_event_type_check",
      sql`${t.event_type} in ('profile_completed', 'post_published', 'comment_written', 'like_received', 'lesson_completed', 'course_completed', 'daily_visit')`,
    ),
    check("missions_target_check", sql`${t.target} between 1 and 100000`),
    check("missions_points_check", sql`${t.points} between 0 and 100000`),
  ],
);
