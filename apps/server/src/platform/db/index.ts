import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import * as schema from "../../db/schema";
import { PgliteNamedStatements } from "./pglite-named";

export type Schema = typeof schema;
/** One Drizzle type for both drivers, so queries and `execute()` type the same way. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

/** Plain SQL on the same connection(s) as Drizzle, for libraries that bring their own SQL (pg-boss). */
export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;

/**
 * Plain SQL with $1…$n placeholders on a Drizzle handle (a transaction included), for libraries
 * that must write in the caller's transaction.
 */
export function rawSqlOn(db: Db): RawSql {
  return async (text, values = []) => {
    const parts = text.split(/\$(\d+)/);
    const query = sql.empty();
    parts.forEach((part, i) => {
      if (i % 2 === 0) query.append(sql.raw(part));
      else query.append(sql`${values[Number(part) - 1] ?? null}`);
    });
    const result = (await db.execute(query)) as unknown as { rows: any[] };
    return { rows: result.rows };
  };
}

/** The named statements of a PGlite database handle (none for PostgreSQL, whose driver names them itself). */
const pgliteNamed = new WeakMap<Db, PgliteNamedStatements>();

/**
 * Rows of a fixed statement that goes by name: a named prepared statement on PostgreSQL (parsed
 * once per pooled connection) and on PGlite (parsed once); inside a transaction, a plain query on
 * it. A name must always stand for the same text.
 */
export async function queryByName<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  if (!(db instanceof PgTransaction)) {
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as T[];
    const named = pgliteNamed.get(db);
    if (named) return (await named.query<T>(name, text, values)).rows;
  }
  return (await rawSqlOn(db)(text, values)).rows as T[];
}

/**
 * `builder.prepare(name)`, prepared by that name on PGlite too (Drizzle's PGlite driver sends
 * every statement unnamed). Build it once per database handle, as any prepared statement.
 */
export function prepareByName<P extends { getQuery(): { sql: string } }>(
  db: Db,
  builder: { prepare(name: string): P },
  name: string,
): P {
  const prepared = builder.prepare(name);
  pgliteNamed.get(db)?.register(name, prepared.getQuery().sql);
  return prepared;
}

/** One statement of a `transactionByName`: by name (prepared once per connection), or unnamed with null. */
export type NamedQuery = <T = Record<string, unknown>>(
  name: string | null,
  text: string,
  values?: unknown[],
) => Promise<T[]>;

/**
 * `work` in one transaction whose statements go by name. On PostgreSQL they run on one pooled
 * connection as named prepared statements, each text parsed (and, with a generic plan, planned)
 * once per connection; on PGlite, or inside a transaction already, as plain queries in a Drizzle
 * transaction. A name must always stand for the same text.
 */
export async function transactionByName<T>(db: Db, work: (query: NamedQuery) => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query("begin");
      const result = await work(async (name, text, values = []) =>
        name === null
          ? (await client.query(text, values)).rows
          : (await client.query({ name, text, values })).rows,
      );
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch(() => (broken = true));
      throw error;
    } finally {
      // A connection that could not even roll back is closed rather than handed out again.
      client.release(broken);
    }
  }
  return db.transaction((tx) =>
    work(async (_name, text, values = []) => (await rawSqlOn(tx as unknown as Db)(text, values)).rows),
  );
}

/** `"name"`: a table or column name as SQL reads it, whatever it holds. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The whole database as it was at one instant, read-only: what a backup reads. */
export type Snapshot = {
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** The rows of `columns` of `table`, in COPY's text format (a line per row), streamed. */
  copyOut(table: string, columns: string[]): Readable;
};

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Text without values may hold several statements. */
  sql: RawSql;
  migrate(): Promise<void>;
  /**
   * `work` sees the database at one instant while the app goes on: on PostgreSQL one
   * repeatable-read, read-only transaction on its own connection; on PGlite (one connection)
   * the app's statements wait until `work` ends.
   */
  snapshot<T>(work: (snapshot: Snapshot) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** PGlite copies a table out this many pages (8 kB each) at a time, so memory stays flat. */
const PGLITE_COPY_PAGES = 512;

export const migrationsFolder = path.join(import.meta.dirname, "../../db/migrations");
/** The advisory lock key migrations hold on PostgreSQL (any constant the app uses for nothing else). */
const MIGRATION_LOCK = 7_042_015;

export type DatabaseOptions =
  | { kind: "pglite"; dataDir?: string } // no dataDir: in memory
  | {
      kind: "postgres";
      url: string;
      max?: number;
      /**
       * An idle connection the server ended (a restart, a failover, an administrator): the pool
       * drops it and opens another when needed. Without a listener the error would end the process.
       */
      onIdleError?: (err: Error) => void;
    };

/** The embedded database is open in another process that is still running (`pid`). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`the embedded database in ${dataDir} is open in process ${pid}`);
  }
}

/**
 * When process `pid` started (Linux: clock ticks since boot, from /proc), or "" where that cannot be
 * read: with it, a pid reused by another process after a restart (containers number alike) is told
 * apart from the holder.
 */
function startedAt(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

function isRunning(pid: number, started: string) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = startedAt(pid);
  return !started || !now || now === started;
}

/**
 * One process at a time opens an embedded data dir: two would corrupt it. The holder is written
 * beside it (`pglite.pid`: its pid and start time); a file left by a process that died is taken over.
 */
export function claimDataDir(dataDir: string): () => void {
  const lock = `${dataDir}.pid`;
  const mine = `${process.pid} ${startedAt(process.pid)}`.trim();
  let holder: [number, string] | undefined;
  try {
    const [pid, started = ""] = readFileSync(lock, "utf8").trim().split(" ");
    holder = [Number(pid), started];
  } catch {
    /* no lock yet */
  }
  if (
    holder &&
    Number.isInteger(holder[0]) &&
    holder[0] > 0 &&
    holder[0] !== process.pid &&
    isRunning(...holder)
  )
    throw new DataDirInUseError(dataDir, holder[0]);
  writeFileSync(lock, `${mine}\n`);
  return () => {
    try {
      if (readFileSync(lock, "utf8").trim() === mine) rmSync(lock, { force: true });
    } catch {
      /* already gone */
    }
  };
}

/** Extensions the migrations create (trigram search; accent-free Portuguese full-text search). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export function createDatabase(options: DatabaseOptions): Database {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    pool.on("error", (err) => options.onIdleError?.(err));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      sql: (text, values) => pool.query(text, values),
      // Instances starting together take turns on one advisory lock: the first applies what is
      // pending, the others then find nothing left to do.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
        } finally {
          client.release(true); // closing this connection releases the lock, whatever happened
        }
      },
      snapshot: async (work) => {
        const client = await pool.connect();
        let broken = false;
        try {
          await client.query("begin isolation level repeatable read, read only");
          const result = await work({
            query: async (text, values) => (await client.query(text, values)).rows,
            copyOut: (table, columns) =>
              client.query(copyTo(`copy ${ident(table)} (${columns.map(ident).join(", ")}) to stdout`)),
          });
          await client.query("commit");
          return result;
        } catch (error) {
          await client.query("rollback").catch(() => (broken = true));
          throw error;
        } finally {
          client.release(broken);
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const release = options.dataDir ? claimDataDir(options.dataDir) : () => undefined;
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  const named = new PgliteNamedStatements(client);
  const db = drizzlePglite({ client: named.forDrizzle, schema }) as unknown as Db;
  pgliteNamed.set(db, named);
  return {
    db,
    kind: "pglite",
    // PGlite runs one statement per query() with values; exec() takes a script without values.
    // Both wait for any open transaction, so raw statements never interleave with Drizzle's.
    sql: async (text, values) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One transaction holds PGlite's only connection: nothing else writes until it ends. A table is
    // copied a range of pages at a time (rows addressed by their place, ctid), each range's COPY
    // held in memory only until the archive has taken it.
    snapshot: (work) =>
      client.transaction((tx) =>
        work({
          query: async (text, values) => (await tx.query(text, values)).rows as never[],
          copyOut: (table, columns) =>
            Readable.from(
              (async function* () {
                const [size] = (
                  await tx.query<{ pages: number }>(
                    "select (pg_relation_size($1::regclass) / current_setting('block_size')::int)::int as pages",
                    [ident(table)],
                  )
                ).rows;
                const select = `select ${columns.map(ident).join(", ")} from ${ident(table)}`;
                for (let from = 0; from < (size?.pages ?? 0); from += PGLITE_COPY_PAGES) {
                  const to = from + PGLITE_COPY_PAGES;
                  const { blob } = await tx.query(
                    `copy (${select} where ctid >= '(${from},0)'::tid and ctid < '(${to},0)'::tid) to '/dev/blob'`,
                  );
                  if (blob && blob.size > 0) yield Buffer.from(await blob.arrayBuffer());
                }
              })(),
              { objectMode: false },
            ),
        }),
      ),
    close: () => client.close().finally(release),
  };
}

const shippedMigrations = (
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

/** How many migrations are applied, and how many the code ships. */
export async function migrationState(db: Db) {
  const result = (await db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { count: number }[];
  };
  const applied = Number(result.rows[0]?.count ?? 0);
  return { applied, available: shippedMigrations, upToDate: applied >= shippedMigrations };
}
