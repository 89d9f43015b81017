import { and, asc, desc, eq, lte, or, sql } from "drizzle-orm";
import { accounts, dataExports, profiles } from "../../db/schema";
import type { Db } from "../../platform/db";
import type { ResolvedSource } from "./export-catalogue";

export type ExportRow = typeof dataExports.$inferSelect;

/** A new copy being prepared; the unique index allows one pending per member. */
export async function insertExport(db: Db, userId: string) {
  const [row] = await db.insert(dataExports).values({ user_id: userId }).returning();
  return row!;
}

export async function findExport(db: Db, id: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

export async function latestExport(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.user_id, userId))
    .orderBy(desc(dataExports.created_at), desc(dataExports.id))
    .limit(1);
  return row;
}

/** Marks a pending copy ready; undefined when it is no longer pending (or its member is gone). */
export async function markReady(
  db: Db,
  id: string,
  values: { storage_key: string; size_bytes: number; ready_at: Date; expires_at: Date },
) {
  const [row] = await db
    .update(dataExports)
    .set({ status: "ready", ...values })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")))
    .returning();
  return row;
}

export async function markFailed(db: Db, id: string) {
  await db
    .update(dataExports)
    .set({ status: "failed" })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")));
}

/** Ready copies whose time is over, oldest first. */
export function listExpired(db: Db, now: Date, limit: number) {
  return db
    .select({ id: dataExports.id, storage_key: dataExports.storage_key })
    .from(dataExports)
    .where(and(eq(dataExports.status, "ready"), lte(dataExports.expires_at, now)))
    .orderBy(asc(dataExports.expires_at))
    .limit(limit);
}

export async function markExpired(db: Db, id: string) {
  await db
    .update(dataExports)
    .set({ status: "expired", storage_key: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "ready")));
}

/** Copies still pending long after their job could have run (its job was lost): failed. */
export async function failStalePending(db: Db, before: Date) {
  const rows = await db
    .update(dataExports)
    .set({ status: "failed" })
    .where(and(eq(dataExports.status, "pending"), lte(dataExports.created_at, before)))
    .returning({ id: dataExports.id });
  return rows.length;
}

/** Storage keys of every copy of the member that still has a file. */
export async function exportKeysOf(db: Db, userId: string) {
  const rows = await db
    .select({ key: dataExports.storage_key })
    .from(dataExports)
    .where(and(eq(dataExports.user_id, userId), sql`${dataExports.storage_key} is not null`));
  return rows.map((r) => r.key!);
}

/** The stored password hash of the member's e-mail-and-password account, or null when none. */
export async function passwordHashOf(db: Db, userId: string) {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  return row?.password ?? null;
}

export async function memberName(db: Db, userId: string) {
  const [row] = await db
    .select({ full_name: profiles.full_name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

/**
 * One page of a source's rows for the member, in primary-key order. The tables are read through
 * the catalogue (export-catalogue.ts), so every column is the schema's own.
 */
export async function sourcePage(
  db: Db,
  source: ResolvedSource,
  userId: string,
  offset: number,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const email = sql`(select lower(${profiles.email}) from ${profiles} where ${profiles.id} = ${userId})`;
  const match = or(
    ...source.by.map((column) => eq(column, userId)),
    ...source.byEmail.map((column) => sql`lower(${column}) = ${email}`),
  );
  // The catalogue's tables and columns are typed as any table: Drizzle's builder cannot see them.
  return (await (db as any)
    .select(source.columns)
    .from(source.table)
    .where(match)
    .orderBy(...source.order.map((c) => asc(c)))
    .limit(limit)
    .offset(offset)) as Record<string, unknown>[];
}
