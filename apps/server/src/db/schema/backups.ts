import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BackupProgress } from "@guilda/shared/schemas/backups";
import { users } from "./auth";

/**
 * The archives made on /admin/backups, by hand or by the daily schedule (left out of the archives
 * themselves: this list describes files of one machine).
 */
export const backups = pgTable(
  "backups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** queued → running → done | failed. */
    status: text("status").notNull().default("queued"),
    /** manual | schedule. */
    trigger: text("trigger").notNull(),
    requested_by: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** The day (Brasília) a scheduled backup is for: one per day however many instances tick. */
    scheduled_for: date("scheduled_for"),
    /** The archive's name in the backups folder (DATA_DIR/backups or the bucket's backups/). */
    file_key: text("file_key"),
    size_bytes: bigint("size_bytes", { mode: "number" }),
    tables: integer("tables"),
    rows: bigint("rows", { mode: "number" }),
    files: integer("files"),
    error: text("error"),
    /** Where a running backup is, and when it last said so (written as it goes on PostgreSQL). */
    progress: jsonb("progress").$type<BackupProgress>(),
    heartbeat_at: timestamp("heartbeat_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp("started_at", { withTimezone: true }),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("backups_created_idx").on(t.created_at),
    uniqueIndex("backups_scheduled_for_key").on(t.scheduled_for),
    // One backup at a time: a second 'Fazer backup agora' while one waits or runs is refused.
    uniqueIndex("backups_one_active_key")
      .on(sql`(true)`)
      .where(sql`${t.status} in ('queued', 'running')`),
    check("backups_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check("backups_trigger_check", sql`${t.trigger} in ('manual', 'schedule')`),
  ],
);

/** The backup schedule and retention (one row, id 1). */
export const backupSettings = pgTable(
  "backup_settings",
  {
    id: integer("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(true),
    /** The hour of the daily backup, Brasília time. */
    hour: smallint("hour").notNull().default(3),
    /** Successful archives kept; older ones are removed. */
    retention: smallint("retention").notNull().default(7),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("backup_settings_single_row", sql`${t.id} = 1`),
    check("backup_settings_hour_check", sql`${t.hour} between 0 and 23`),
    check("backup_settings_retention_check", sql`${t.retention} between 1 and 60`),
  ],
);
