import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { auditLog, profiles } from "../../db/schema";
import type { Db } from "../../platform/db";

export type AuditInsert = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

/** What was done, by whom and how far back: a list's and the CSV's filters, already resolved. */
export type AuditFilter = {
  actorId?: string | undefined;
  actions?: string[] | undefined;
  /** From this moment (inclusive) to `until` (exclusive). */
  since?: Date | undefined;
  until?: Date | undefined;
  /** Text in the target's name (as typed; matched case-insensitively). */
  text?: string | undefined;
};

export type AuditCursor = { createdAt: Date; id: string };

async function actorName(db: Db, actorId: string | null | undefined) {
  if (!actorId) return null;
  const [actor] = await db
    .select({ name: profiles.full_name })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  return actor?.name ?? null;
}

export async function insertEntry(db: Db, entry: Omit<AuditInsert, "actor_name">, system: string) {
  const name = await actorName(db, entry.actor_id);
  await db.insert(auditLog).values({ ...entry, actor_name: name ?? system });
}

/** Several entries of one actor in one statement (a batch of invites). */
export async function insertEntries(
  db: Db,
  actorId: string | null,
  entries: Omit<AuditInsert, "actor_name" | "actor_id">[],
  system: string,
) {
  if (entries.length === 0) return;
  const name = (await actorName(db, actorId)) ?? system;
  await db.insert(auditLog).values(entries.map((e) => ({ ...e, actor_id: actorId, actor_name: name })));
}

function conditions(f: AuditFilter, cursor?: AuditCursor): SQL | undefined {
  const text = f.text?.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return and(
    f.actorId ? eq(auditLog.actor_id, f.actorId) : undefined,
    f.actions ? inArray(auditLog.action, f.actions) : undefined,
    f.since ? gte(auditLog.created_at, f.since) : undefined,
    f.until ? lt(auditLog.created_at, f.until) : undefined,
    text ? ilike(auditLog.target_label, `%${text}%`) : undefined,
    // Newest first: the next page starts below the last row seen (row values use the index).
    cursor
      ? sql`(${auditLog.created_at}, ${auditLog.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  );
}

/** A page (or an export's batch) of entries, newest first. */
export function listEntries(db: Db, f: AuditFilter, limit: number, cursor?: AuditCursor) {
  return db
    .select()
    .from(auditLog)
    .where(conditions(f, cursor))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(limit);
}

/** Entries since a moment (the hub's 'last 7 days': one index range). */
export async function countSince(db: Db, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(gte(auditLog.created_at, since));
  return Number(row?.count ?? 0);
}

/** The admins and moderators, by name: who the filter 'Quem' offers. */
export function staff(db: Db) {
  return db
    .select({ id: profiles.id, full_name: profiles.full_name })
    .from(profiles)
    .where(or(eq(profiles.is_admin, true), eq(profiles.is_moderator, true)))
    .orderBy(profiles.full_name, profiles.id)
    .limit(500);
}
