import { afterAll, describe, expect, it } from "vitest";
import { childDatabase, CRASH_ADMIN as ADMIN, freePort, ServerProcess } from "../../test/server-process";

const ROWS = 1500;

describe("a server killed in the middle of a batch", () => {
  let drop: () => Promise<void> = async () => undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill("SIGKILL");
    await drop();
  });

  // Jobs that were running in the killed process are retried once they expire (a minute). The
  // suite runs beside the browser tests, which can make this three times slower than alone.
  it(
    "after a restart and a re-run, has every invite once and sent every e-mail once",
    { timeout: 600_000 },
    async () => {
      const database = await childDatabase();
      drop = database.drop;
      server = new ServerProcess(await freePort(), {
        ...database.env,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      const members = Array.from({ length: ROWS }, (_, i) => ({
        name: `Pessoa ${i}`,
        email: `pessoa${i}@exemplo.com`,
      }));
      const batch = { mode: "invite", source: "csv", members };

      await server.start();
      // Killed while the e-mails of the batch are going out: some sent, some still queued.
      const first = await server.call("POST", "/api/admin/members/batch", batch);
      expect(first.status).toBe(200);
      expect(first.json.summary.invited).toBe(ROWS);
      const ids = first.json.results.map((r: { invite_id: string }) => r.invite_id);
      let progress = (await server.call("POST", "/api/admin/members/batch/email-status", { ids })).json;
      while (progress.sent === 0) {
        await new Promise((r) => setTimeout(r, 20));
        progress = (await server.call("POST", "/api/admin/members/batch/email-status", { ids })).json;
      }
      await server.kill("SIGKILL");

      // The admin starts the server again and re-runs the same file.
      await server.start();
      const again = await server.call("POST", "/api/admin/members/batch", batch);
      expect(again.status).toBe(200);
      expect(again.json.summary).toMatchObject({ invited: 0, skipped: ROWS, errors: 0 });
      for (;;) {
        progress = (await server.call("POST", "/api/admin/members/batch/email-status", { ids })).json;
        if (progress.queued === 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(progress).toMatchObject({ sent: ROWS, failed: 0 });
      await server.kill("SIGTERM");

      const db = database.open();
      try {
        const invites = await db.sql(
          "select count(*)::int as n, count(distinct lower(email))::int as d from member_invites where email like 'pessoa%'",
        );
        expect(invites.rows[0]).toEqual({ n: ROWS, d: ROWS });
        const mails = await db.sql(
          `select count(*)::int as n, count(distinct "to")::int as d from mail_outbox where "to" like 'pessoa%'`,
        );
        expect(mails.rows[0]).toEqual({ n: ROWS, d: ROWS });
      } finally {
        await db.close();
      }
    },
  );
});
