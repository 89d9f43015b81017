import { sql } from "drizzle-orm";
import {
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

/** What can be reported, held or hidden (a profile is reported, never hidden). */
const KINDS = `('post', 'comment', 'lesson_comment', 'chat_message', 'suggestion', 'suggestion_comment', 'supplier_rating', 'profile')`;

/** The admins' moderation settings: one row. */
export const moderationSettings = pgTable(
  "moderation_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Open reports of this many distinct members hide the item until it is reviewed. */
    hide_threshold: integer("hide_threshold").notNull().default(3),
    /** Words or phrases (lower case, without accents) whose presence holds a text for review. */
    word_list: text("word_list")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A new or low-points member's post or comment with more links than this is held. */
    link_limit: integer("link_limit").notNull().default(2),
    /** Below this many points a member counts as new for the link rule (besides their first 24 h). */
    min_points: integer("min_points").notNull().default(10),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("moderation_settings_single_row", sql`${t.id} = 1`),
    check("moderation_settings_threshold_check", sql`${t.hide_threshold} between 1 and 50`),
    check("moderation_settings_links_check", sql`${t.link_limit} between 0 and 50`),
    check("moderation_settings_points_check", sql`${t.min_points} between 0 and 1000000`),
  ],
);

/**
 * One item in the moderators' queue: a reported or held piece of content (or profile), open until
 * a moderator decides. `item_id` names the item in its kind (a rating: `supplier:member`).
 */
export const moderationCases = pgTable(
  "moderation_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    item_id: text("item_id").notNull(),
    author_id: text("author_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** open → closed. */
    status: text("status").notNull().default("open"),
    /** Why it was held before anyone saw it (links, words, repeated), or null for a reported item. */
    held_reason: text("held_reason"),
    /** Hidden from members (reports reached the threshold, or held) while open. */
    hidden: boolean("hidden").notNull().default(false),
    /** Open reports, kept with them (the queue's badge and order never count rows). */
    report_count: integer("report_count").notNull().default(0),
    opened_at: timestamp("opened_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    closed_at: timestamp("closed_at", { withTimezone: true }),
    closed_by: text("closed_by").references(() => profiles.id, { onDelete: "set null" }),
    /** keep | hide | delete | approve, once closed. */
    outcome: text("outcome"),
  },
  (t) => [
    uniqueIndex("moderation_cases_open_item_key")
      .on(t.kind, t.item_id)
      .where(sql`${t.status} = 'open'`),
    index("moderation_cases_queue_idx")
      .on(t.opened_at, t.id)
      .where(sql`${t.status} = 'open'`),
    index("moderation_cases_item_idx").on(t.kind, t.item_id),
    index("moderation_cases_author_idx").on(t.author_id),
    index("moderation_cases_closed_by_idx").on(t.closed_by),
    check("moderation_cases_kind_check", sql.raw(`kind in ${KINDS}`)),
    check("moderation_cases_status_check", sql`${t.status} in ('open', 'closed')`),
    check(
      "moderation_cases_held_check",
      sql`${t.held_reason} is null or ${t.held_reason} in ('links', 'words', 'repeated')`,
    ),
    check(
      "moderation_cases_outcome_check",
      sql`${t.outcome} is null or ${t.outcome} in ('keep', 'hide', 'delete', 'approve')`,
    ),
  ],
);

/** A member's report of an item: one open report per member and item. */
export const moderationReports = pgTable(
  "moderation_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    case_id: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id, { onDelete: "cascade" }),
    reporter_id: text("reporter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [
    uniqueIndex("moderation_reports_case_reporter_key").on(t.case_id, t.reporter_id),
    index("moderation_reports_reporter_idx").on(t.reporter_id),
    check(
      "moderation_reports_reason_check",
      sql`${t.reason} in ('spam', 'ofensivo', 'assedio', 'improprio', 'outro')`,
    ),
  ],
);

/** What moderators did to a member or their content, in order: the queue shows a member's history. */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    case_id: uuid("case_id").references(() => moderationCases.id, { onDelete: "set null" }),
    member_id: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    actor_id: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** The moderator's text (a warning's message, a note). */
    note: text("note").notNull().default(""),
    /** A silence's end (null: until lifted). */
    until: timestamp("until", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [
    index("moderation_actions_member_idx").on(t.member_id, t.created_at),
    index("moderation_actions_actor_idx").on(t.actor_id),
    index("moderation_actions_case_idx").on(t.case_id),
    check(
      "moderation_actions_action_check",
      sql`${t.action} in ('keep', 'hide', 'delete', 'approve', 'warn', 'silence', 'suspend', 'ban', 'lift')`,
    ),
  ],
);

/** E-mails banned with their member: invites and sign-ups with one of them are refused. */
export const bannedEmails = pgTable(
  "banned_emails",
  {
    /** Lower case. */
    email: text("email").primaryKey(),
    banned_at: timestamp("banned_at", { withTimezone: true }).notNull().defaultNow(),
    banned_by: text("banned_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [index("banned_emails_banned_by_idx").on(t.banned_by)],
);

/**
 * Every action of a moderator or an admin: who, when, what, on what, and the values before and
 * after. Rows are never changed; the actor's name is kept for when their account is gone.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    created_at: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    actor_id: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    actor_name: text("actor_name").notNull(),
    /** A dotted name from the catalogue in packages/shared (`moderation.hide`, `member.roles`…). */
    action: text("action").notNull(),
    target_kind: text("target_kind").notNull(),
    target_id: text("target_id"),
    /** What the target was called when it happened (a member's name, a post's title). */
    target_label: text("target_label").notNull().default(""),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_created_idx").on(t.created_at, t.id),
    index("audit_log_actor_idx").on(t.actor_id, t.created_at, t.id),
    index("audit_log_action_idx").on(t.action, t.created_at, t.id),
  ],
);
