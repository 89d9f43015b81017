import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { sql as sqlTag } from "drizzle-orm";
import {
  claimDataDir,
  createDatabase,
  DataDirInUseError,
  type Database,
  prepareByName,
  queryByName,
  transactionByName,
} from ".";

const runUrl = inject("testDatabaseUrl");
/** Both databases when the run has PostgreSQL, PGlite alone otherwise. */
const kinds = runUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);
/** A new PGlite in memory, or a one-connection pool on the run's PostgreSQL database. */
const openDatabase = (kind: (typeof kinds)[number]) =>
  kind === "postgres" ? createDatabase({ kind, url: runUrl, max: 1 }) : createDatabase({ kind: "pglite" });

describe.runIf(runUrl)("the PostgreSQL pool", () => {
  it("survives the server ending its idle connections, and answers again", async () => {
    const url = new URL(runUrl);
    url.searchParams.set("application_name", "guilda_idle_check");
    const ended: Error[] = [];
    const database = createDatabase({
      kind: "postgres",
      url: url.toString(),
      max: 3,
      onIdleError: (err) => ended.push(err),
    });
    try {
      // Three connections open at once, then idle in the pool.
      await Promise.all([1, 2, 3].map(() => database.sql("select pg_sleep(0.05)")));
      const admin = new pg.Client({ connectionString: runUrl });
      await admin.connect();
      try {
        const killed = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'guilda_idle_check'",
        );
        expect(killed.rowCount).toBe(3);
      } finally {
        await admin.end();
      }
      await expect.poll(() => ended.length).toBe(3);
      expect(ended[0]!.message).toMatch(/terminating connection/);
      const { rows } = await database.sql("select 41 + 1 as answer");
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await database.close();
    }
  });
});

describe("statements by name in one transaction", () => {
  it.each(kinds)("commits together, rolls back together, and reuses a name on %s", async (kind) => {
    const database = openDatabase(kind);
    try {
      const table = `named_check_${kind}`;
      await database.sql(`create table if not exists ${table} (n int)`);
      const insert = `insert into ${table} (n) values ($1) returning n`;
      const written = await transactionByName(database.db, async (query) => {
        const first = await query<{ n: number }>("named_check_insert", insert, [1]);
        const second = await query<{ n: number }>("named_check_insert", insert, [2]);
        return [...first, ...second].map((r) => r.n);
      });
      expect(written).toEqual([1, 2]);
      await expect(
        transactionByName(database.db, async (query) => {
          await query("named_check_insert", insert, [3]);
          await query(null, "select 1 / 0");
        }),
      ).rejects.toThrow(/division by zero|select 1 \/ 0/);
      const { rows } = await database.sql(`select n from ${table} order by n`);
      expect(rows.map((r: { n: number }) => r.n)).toEqual([1, 2]);
      if (kind === "postgres") {
        // The pool's one connection kept the statement, and is still usable after the rollback.
        const { rows: prepared } = await database.sql(
          "select count(*)::int as n from pg_prepared_statements where name = 'named_check_insert'",
        );
        expect(prepared).toEqual([{ n: 1 }]);
      }
      await database.sql(`drop table ${table}`);
    } finally {
      await database.close();
    }
  });
});

describe("statements by name outside a transaction", () => {
  const prepared = (database: Database, name: string) =>
    database.sql("select count(*)::int as n from pg_prepared_statements where name = $1", [name]);

  it.each(kinds)(
    "parse once, answer like a plain query and keep working after an error on %s",
    async (kind) => {
      const database = openDatabase(kind);
      try {
        const table = `by_name_${kind}`;
        await database.sql(`create table ${table} (id uuid primary key, n int, at timestamptz, tags jsonb)`);
        await database.sql(
          `insert into ${table} values ('00000000-0000-4000-8000-000000000001', 1, '2026-01-02T03:04:05Z', '["a"]'),
          ('00000000-0000-4000-8000-000000000002', 2, null, null)`,
        );
        const text = `select id, n, at, tags from ${table} where n >= $1 order by n`;
        const plain = (await database.sql(text, [1])).rows;
        expect(await queryByName(database.db, "by_name_rows", text, [1])).toEqual(plain);
        expect(plain[0].at).toEqual(new Date("2026-01-02T03:04:05Z"));
        expect(plain[0].tags).toEqual(["a"]);
        expect(await queryByName(database.db, "by_name_rows", text, [2])).toEqual([plain[1]]);
        expect((await prepared(database, "by_name_rows")).rows).toEqual([{ n: 1 }]);

        const byId = `select n from ${table} where id = $1`;
        await expect(queryByName(database.db, "by_name_id", byId, ["not-a-uuid"])).rejects.toMatchObject({
          code: "22P02",
        });
        expect(
          await queryByName(database.db, "by_name_id", byId, ["00000000-0000-4000-8000-000000000002"]),
        ).toEqual([{ n: 2 }]);
        await expect(
          queryByName(database.db, "by_name_broken", "select from nowhere_at_all", []),
        ).rejects.toMatchObject({ code: "42P01" });
        expect((await database.sql(`select count(*)::int as n from ${table}`)).rows).toEqual([{ n: 2 }]);
      } finally {
        await database.close();
      }
    },
  );

  it("waits on PGlite for a transaction in progress, and never runs inside it", async () => {
    const database = createDatabase({ kind: "pglite" });
    try {
      await database.sql("create table by_name_wait (n int)");
      const text = "select count(*)::int as n from by_name_wait";
      await queryByName(database.db, "by_name_count", text, []);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const order: string[] = [];
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sqlTag`insert into by_name_wait values (1)`);
        await held;
        await tx.execute(sqlTag`insert into by_name_wait values (2)`);
        order.push("commit");
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const counted = queryByName<{ n: number }>(database.db, "by_name_count", text, []).then((rows) => {
        order.push("count");
        return rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(order).toEqual([]);
      release();
      await transaction;
      expect(await counted).toEqual([{ n: 2 }]);
      expect(order).toEqual(["commit", "count"]);
    } finally {
      await database.close();
    }
  });

  it.each(kinds)("Drizzle's statements prepared by name on %s", async (kind) => {
    const database = openDatabase(kind);
    try {
      const builder = database.db
        .select({
          n: sqlTag<number>`g`.mapWith(Number),
          at: sqlTag<Date>`to_timestamp(g)`.mapWith((v) => new Date(v)),
        })
        .from(sqlTag`generate_series(1, ${sqlTag.placeholder("upTo")}::int) as g`);
      const statement = prepareByName(database.db, builder, "by_name_series");
      const rows = await statement.execute({ upTo: 3 });
      expect(rows.map((r) => r.n)).toEqual([1, 2, 3]);
      expect(rows[2]!.at).toEqual(new Date(3_000));
      expect(await statement.execute({ upTo: 1 })).toEqual([rows[0]]);
      expect((await prepared(database, "by_name_series")).rows).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  });
});

describe("the embedded data dir is opened by one process at a time (claimDataDir)", () => {
  const lockOf = (dir: string) => `${dir}.pid`;
  const fresh = () => path.join(mkdtempSync(path.join(tmpdir(), "guilda-lock-")), "pglite");
  const startOf = (pid: number) => {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  };

  it("writes its holder beside the data dir and removes it on release", () => {
    const dir = fresh();
    const release = claimDataDir(dir);
    expect(readFileSync(lockOf(dir), "utf8").trim().split(" ")[0]).toBe(String(process.pid));
    release();
    expect(existsSync(lockOf(dir))).toBe(false);
  });

  it("refuses while another live process holds it, naming that process", () => {
    const dir = fresh();
    writeFileSync(lockOf(dir), `1 ${startOf(1)}\n`);
    expect(() => claimDataDir(dir)).toThrow(DataDirInUseError);
    try {
      claimDataDir(dir);
    } catch (error) {
      expect((error as DataDirInUseError).pid).toBe(1);
    }
    expect(readFileSync(lockOf(dir), "utf8").trim()).toBe(`1 ${startOf(1)}`);
  });

  it("takes over what a dead process left, or a pid now used by another process", () => {
    const dir = fresh();
    writeFileSync(lockOf(dir), "999999\n");
    claimDataDir(dir)();
    writeFileSync(lockOf(dir), "1 1\n"); // pid 1 is alive, but started at another time
    claimDataDir(dir)();
    expect(existsSync(lockOf(dir))).toBe(false);
  });
});
