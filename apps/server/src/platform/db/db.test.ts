import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createDatabase, transactionByName } from ".";

const runUrl = inject("testDatabaseUrl");

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
  const kinds = runUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);
  it.each(kinds)("commits together, rolls back together, and reuses a name on %s", async (kind) => {
    const database =
      kind === "postgres"
        ? createDatabase({ kind, url: runUrl, max: 1 })
        : createDatabase({ kind: "pglite" });
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
