import type { Snapshot } from "../db";

/** Left out of every archive: the list of archives itself (it describes files of this machine). */
export const EXCLUDED_TABLES = new Set(["backups"]);

type Query = Pick<Snapshot, "query">;

export type TableInfo = {
  name: string;
  /** Stored columns in their order (generated ones are computed again on restore). */
  columns: string[];
};

/** The app's tables (schema public), by name. */
export async function listTables(db: Query): Promise<TableInfo[]> {
  const rows = await db.query<{ name: string; columns: string[] }>(
    `select c.relname::text as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      group by c.relname
      order by c.relname`,
  );
  return rows.filter((row) => !EXCLUDED_TABLES.has(row.name));
}

/** The app's sequences (identity columns) and where each stands; null: never used. */
export async function listSequences(db: Query) {
  return db.query<{ name: string; last_value: string | null }>(
    `select sequencename::text as name, last_value::text as last_value
       from pg_sequences where schemaname = 'public' order by sequencename`,
  );
}

/** The foreign keys of the app's tables, as SQL can add them again. */
export async function listForeignKeys(db: Query) {
  return db.query<{ table: string; name: string; definition: string }>(
    `select c.conrelid::regclass::text as table, c.conname::text as name,
            pg_get_constraintdef(c.oid) as definition
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'
      order by 1, 2`,
  );
}
