import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { lessonComments } from "./lessons";
import { postComments, posts } from "./feed";
import { profiles } from "./members";
import { events } from "./events";
import { suggestions } from "./suggestions";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** comment, reply, mention, like, follower, level_up, certificate, mission, invite_accepted, system. */
    type: text("type").notNull().default("system"),
    /** Rendered in pt-BR when written (and again when a grouped notification grows). */
    title: text("title").notNull(),
    body: text("body"),
    link: text("link"),
    /** The latest member who caused it; grouped likes keep the latest liker here. */
    actor_id: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    /** How many members a grouped notification stands for ('Ana e mais 3 curtiram…'). */
    actor_count: integer("actor_count").notNull().default(1),
    /** What it is about: a notification about a deleted post or one the member cannot see is hidden. */
    post_id: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    comment_id: uuid("comment_id").references(() => postComments.id, { onDelete: "cascade" }),
    lesson_comment_id: uuid("lesson_comment_id").references(() => lessonComments.id, { onDelete: "cascade" }),
    /** A suggestion's status change: removing the suggestion removes its notifications. */
    suggestion_id: uuid("suggestion_id").references(() => suggestions.id, { onDelete: "cascade" }),
    /** An event's reminder, change or waiting-list promotion: removing the event removes them. */
    event_id: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    /** Unread notifications with the same key are one (likes on one post). */
    group_key: text("group_key"),
    data: jsonb("data")
      .notNull()
      .default(sql`'{}'::jsonb`),
    read_at: timestamp("read_at", { withTimezone: true }),
    /** E-mail: null (in-app only), pending, sending (claimed by `email_batch`), sent or skipped. */
    email_state: text("email_state"),
    email_batch: text("email_batch"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.user_id, t.created_at),
    index("notifications_unread_idx")
      .on(t.user_id)
      .where(sql`${t.read_at} is null`),
    uniqueIndex("notifications_unread_group_key")
      .on(t.user_id, t.group_key)
      .where(sql`${t.read_at} is null and ${t.group_key} is not null`),
    index("notifications_email_pending_idx")
      .on(t.user_id, t.created_at)
      .where(sql`${t.email_state} in ('pending', 'sending')`),
    index("notifications_post_idx").on(t.post_id),
    index("notifications_comment_idx").on(t.comment_id),
    index("notifications_lesson_comment_idx").on(t.lesson_comment_id),
    index("notifications_suggestion_idx").on(t.suggestion_id),
    index("notifications_event_idx").on(t.event_id),
    check(
      "notifications_email_state_check",
      sql`${t.email_state} is null or ${t.email_state} in ('pending', 'sending', 'sent', 'skipped')`,
    ),
  ],
);

/**
 * Per member and type: also by e-mail, or in-app only; also by push (null: the type's default). A
 * missing row means the type's defaults.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    email: boolean("email").notNull(),
    push: boolean("push"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.type] })],
);

/**
 * The member's devices that receive push notifications: one browser's subscription each (the push
 * service's endpoint and the keys that encrypt for that browser). An endpoint belongs to one member
 * at a time: a browser switched on again by someone else moves to them.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** 'Chrome no Android', from the user agent when it was switched on. */
    user_agent: text("user_agent").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last push the service accepted for it. */
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.user_id),
  ],
);

/** Messages kept by the development outbox when no SMTP server is configured. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.created_at)],
);

/**
 * E-mails that tell a person what the admins decided about their sign-up, written in the
 * transaction of the decision and sent by a sweep (notification-emails.ts), so the one who approves
 * (an admin, or a purchase being processed) needs nothing but its transaction. A refusal's row
 * outlives the account it is about (`user_id` null); a row goes once its e-mail is sent.
 */
export const signupEmails = pgTable(
  "signup_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The approved member (their deletion takes the unsent welcome with it); null for a refusal. */
    user_id: text("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Taken by a sweep at this time; taken again once it is 10 minutes old (that sweep died). */
    claimed_at: timestamp("claimed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [
    index("signup_emails_created_idx").on(t.created_at),
    index("signup_emails_user_idx").on(t.user_id),
    check("signup_emails_kind_check", sql`${t.kind} in ('approved', 'refused')`),
  ],
);
