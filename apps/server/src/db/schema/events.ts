import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { spaces } from "./community";
import { profiles } from "./members";

/**
 * Events of the community: each belongs to an 'eventos' space (whose visibility it shares) and
 * shows on /calendario. A recurring event (`recurrence`, an RRULE without DTSTART) has one RSVP
 * list per occurrence, keyed by the occurrence's start (`occurrence_at`); a single event has one
 * occurrence, at `starts_at`.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    space_id: uuid("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Markdown, rendered and sanitized on the server. */
    description: text("description").notNull().default(""),
    starts_at: timestamp("starts_at", { withTimezone: true }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** IANA zone the event is planned in (recurrences follow its wall clock). */
    time_zone: text("time_zone").notNull().default("America/Sao_Paulo"),
    /** Where: an address or place name, and/or an online link (http/https). */
    location: text("location"),
    online_url: text("online_url"),
    /** Places per occurrence; null means unlimited. Beyond it, 'Vou' joins the waiting list. */
    capacity: integer("capacity"),
    /** Address of the cover under /media (an upload linked by media_uploads.event_id). */
    cover_url: text("cover_url"),
    /** RRULE text ('FREQ=WEEKLY;COUNT=8'), or null for a single event. */
    recurrence: text("recurrence"),
    /** The last occurrence's start, kept from the rule (null: single event or no end). */
    recurrence_ends_at: timestamp("recurrence_ends_at", { withTimezone: true }),
    status: text("status").notNull().default("scheduled"),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    /** Bumped on every change that calendars must pick up (iCalendar SEQUENCE). */
    sequence: integer("sequence").notNull().default(0),
    created_by: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_space_starts_idx").on(t.space_id, t.starts_at),
    index("events_starts_idx").on(t.starts_at, t.id),
    index("events_recurrence_ends_idx").on(t.recurrence_ends_at),
    check("events_status_check", sql`${t.status} in ('scheduled', 'cancelled')`),
    check("events_time_check", sql`${t.ends_at} >= ${t.starts_at}`),
    check("events_capacity_check", sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/**
 * A member's answer for one occurrence: 'going' (Vou), 'maybe' (Talvez), 'not_going' (Não vou)
 * or 'waitlist' (asked for 'Vou' when the occurrence was full; promoted in `created_at` order,
 * which is when they asked).
 */
export const eventRsvps = pgTable(
  "event_rsvps",
  {
    event_id: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    occurrence_at: timestamp("occurrence_at", { withTimezone: true }).notNull(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    /** When the current answer was given: the waiting list's order. */
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the member first answered for this occurrence; a changed answer keeps it (the dashboard's day). */
    answered_at: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.occurrence_at, t.user_id] }),
    index("event_rsvps_user_idx").on(t.user_id, t.occurrence_at),
    index("event_rsvps_status_idx").on(t.event_id, t.occurrence_at, t.status, t.created_at),
    index("event_rsvps_answered_idx").on(t.answered_at),
    check("event_rsvps_status_check", sql`${t.status} in ('going', 'maybe', 'not_going', 'waitlist')`),
  ],
);

/**
 * Reminders already sent: one row per occurrence, member and kind ('24h', '1h'), written in the
 * transaction that sends them, so a reminder goes out once however many instances sweep. Moving
 * an event deletes its rows (the new time gets its own reminders).
 */
export const eventReminders = pgTable(
  "event_reminders",
  {
    event_id: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    occurrence_at: timestamp("occurrence_at", { withTimezone: true }).notNull(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.occurrence_at, t.user_id, t.kind] }),
    index("event_reminders_user_idx").on(t.user_id),
    check("event_reminders_kind_check", sql`${t.kind} in ('24h', '1h')`),
  ],
);

/** A member's private calendar feed (/api/calendar/{token}.ics): the secret can be reset. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    user_id: text("user_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_idx").on(t.token)],
);

/**
 * 'Baixar meus dados' (LGPD Art. 18): a ZIP prepared by a job, kept in storage and offered for
 * download until `expires_at` (7 days).
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** pending, ready, failed or expired (file removed). */
    status: text("status").notNull().default("pending"),
    storage_key: text("storage_key"),
    size_bytes: integer("size_bytes"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    ready_at: timestamp("ready_at", { withTimezone: true }),
    expires_at: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_idx").on(t.user_id, t.created_at),
    index("data_exports_expires_idx").on(t.expires_at),
    // One copy being prepared per member at a time.
    uniqueIndex("data_exports_pending_idx")
      .on(t.user_id)
      .where(sql`${t.status} = 'pending'`),
    check("data_exports_status_check", sql`${t.status} in ('pending', 'ready', 'failed', 'expired')`),
  ],
);
