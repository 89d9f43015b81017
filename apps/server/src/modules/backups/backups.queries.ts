import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { BackupProgress, BackupSettings } from "@guilda/shared/schemas/backups";
import { backups, backupSettings, profiles } from "../../db/schema";
import type { Db } from "../../platform/db";

export type BackupRow = typeof backups.$inferSelect;

/** How many rows the list shows (the kept archives and recent failures fit well within). */
export const LIST_LIMIT = 50;

export async function findSettings(db: Db) {
  const [row] = await db.select().from(backupSettings).where(eq(backupSettings.id, 1));
  return row;
}

export async function saveSettings(db: Db, settings: BackupSettings) {
  await db
    .insert(backupSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: backupSettings.id, set: { ...settings, updated_at: sql`now()` } });
}

export function listBackups(db: Db) {
  return db
    .select({ backup: backups, requester_name: profiles.full_name })
    .from(backups)
    .leftJoin(profiles, eq(profiles.id, backups.requested_by))
    .orderBy(desc(backups.created_at))
    .limit(LIST_LIMIT);
}

export async function findBackup(db: Db, id: string) {
  const [row] = await db.select().from(backups).where(eq(backups.id, id));
  return row;
}

/** Of these active backups, those whose maker said it was alive within `seconds` (a command's). */
export async function heardFrom(db: Db, ids: string[], seconds: number) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: backups.id })
    .from(backups)
    .where(
      and(inArray(backups.id, ids), sql`${backups.heartbeat_at} > now() - make_interval(secs => ${seconds})`),
    );
  return new Set(rows.map((r) => r.id));
}

/** A new backup waiting for its job; throws a unique violation while another waits or runs. */
export async function insertBackup(
  db: Db,
  values: { trigger: "manual" | "schedule"; requested_by?: string | null; scheduled_for?: string | null },
) {
  const [row] = await db.insert(backups).values(values).returning({ id: backups.id });
  return row!.id;
}

export async function markRunning(db: Db, id: string, fileKey: string, now: Date) {
  const [row] = await db
    .update(backups)
    .set({ status: "running", file_key: fileKey, started_at: now, heartbeat_at: now, error: null })
    .where(and(eq(backups.id, id), inArray(backups.status, ["queued", "running"])))
    .returning({ id: backups.id });
  return !!row;
}

export async function saveProgress(db: Db, id: string, progress: BackupProgress) {
  await db
    .update(backups)
    .set({ progress, heartbeat_at: sql`now()` })
    .where(and(eq(backups.id, id), eq(backups.status, "running")));
}

export async function markDone(
  db: Db,
  id: string,
  values: { size_bytes: number; tables: number; rows: number; files: number; finished_at: Date },
) {
  await db
    .update(backups)
    .set({ ...values, status: "done", progress: null, error: null })
    .where(eq(backups.id, id));
}

export async function markFailed(db: Db, id: string, error: string, now: Date) {
  const [row] = await db
    .update(backups)
    .set({ status: "failed", error, progress: null, finished_at: now })
    .where(and(eq(backups.id, id), inArray(backups.status, ["queued", "running"])))
    .returning({ id: backups.id });
  return !!row;
}

/** Successful archives beyond the newest `keep`: their files and rows go. */
export function doneBeyond(db: Db, keep: number) {
  return db
    .select({ id: backups.id, file_key: backups.file_key })
    .from(backups)
    .where(eq(backups.status, "done"))
    .orderBy(desc(backups.created_at))
    .offset(keep);
}

export async function deleteBackups(db: Db, ids: string[]) {
  if (ids.length) await db.delete(backups).where(inArray(backups.id, ids));
}

/** Failed attempts older than `before` (their record is of no more use). */
export async function deleteFailedBefore(db: Db, before: Date) {
  await db.delete(backups).where(and(eq(backups.status, "failed"), lt(backups.created_at, before)));
}

/** The admin hub's line: the newest successful archive, how many are kept, whether the newest finished one failed. */
export async function hubCounts(db: Db) {
  const [row] = await db
    .select({
      kept: sql<number>`count(*) filter (where ${backups.status} = 'done')::int`,
      last_done_at: sql<string | null>`max(${backups.finished_at}) filter (where ${backups.status} = 'done')`,
      last_failed: sql<boolean>`coalesce((array_agg(${backups.status} order by ${backups.finished_at} desc)
        filter (where ${backups.status} in ('done', 'failed')))[1] = 'failed', false)`,
    })
    .from(backups);
  return {
    kept: Number(row?.kept ?? 0),
    last_done_at: row?.last_done_at ? new Date(row.last_done_at).toISOString() : null,
    last_failed: !!row?.last_failed,
  };
}
