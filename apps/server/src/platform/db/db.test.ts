import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createDatabase } from ".";

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
