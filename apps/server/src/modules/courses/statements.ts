import type { PGlite } from "@electric-sql/pglite";
import { PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import { rawSqlOn, type Db } from "../../platform/db";

/**
 * The hot reads and writes of the course pages and the progress save, as fixed SQL texts with
 * $1…$n values. Outside a transaction a statement goes straight to the driver: on PostgreSQL as
 * a named prepared statement (parsed and planned once per pooled connection), on PGlite as one
 * query; Drizzle does not build it anew on every request. Inside a transaction it runs on the
 * transaction's connection. Timestamps are selected as epoch milliseconds (`epochMs`) or inside
 * JSON, which every path types the same way; booleans are never values (a generic plan could
 * not use a partial index on them).
 */
export async function queryRows<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  if (!(db instanceof PgTransaction)) {
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as T[];
    if (client && typeof (client as PGlite).query === "function")
      return (await (client as PGlite).query<T>(text, values)).rows;
  }
  return (await rawSqlOn(db)(text, values)).rows as T[];
}

/** A timestamp column as epoch milliseconds (a float8, a number on every driver). */
export const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/** A timestamp read as epoch milliseconds or from JSON (an ISO string), as a Date. */
export function toDate(value: number | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}
