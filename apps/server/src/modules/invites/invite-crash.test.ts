import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../platform/db";
import { scratchPostgres } from "../../test/scratch-postgres";

const SERVER_ENTRY = path.join(import.meta.dirname, "../../index.ts");
const ADMIN = { email: "chefe@exemplo.com.br", password: "senha do chefe 2026" };
const ROWS = 1500;

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server in its own process, as `npm start` runs it. */
class ServerProcess {
  child: ChildProcess | undefined;
  cookie = "";
  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  get base() {
    return `http://localhost:${this.port}`;
  }

  async start() {
    this.child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        LOG_LEVEL: "warn",
        WEB_DIST: "/nonexistent",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ok = await this.call("GET", "/api/health").then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    const res = await this.call("POST", "/api/auth/sign-in/email", ADMIN);
    expect(res.status).toBe(200);
  }

  /** One connection per call, as a browser's separate requests may be. */
  call(method: string, url: string, body?: unknown) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<{ status: number; json: any }>((resolve, reject) => {
      const req = request(
        `${this.base}${url}`,
        {
          method,
          agent: false,
          headers: {
            origin: this.base,
            "content-type": "application/json",
            cookie: this.cookie,
            ...(payload ? { "content-length": Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const cookies = (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!);
          if (cookies.length) this.cookie = cookies.join("; ");
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => {
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, json });
          });
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }

  kill(signal: NodeJS.Signals) {
    const child = this.child!;
    return new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  }
}

/** The child's database: a fresh PostgreSQL database when the suite runs there, else PGlite. */
async function childDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "guilda-crash-"));
    return {
      env: { DATA_DIR: dataDir } as Record<string, string>,
      open: (): Database => createDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") }),
      drop: async () => undefined,
    };
  }
  const scratch = await scratchPostgres(url, "guilda_crash");
  return {
    env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "guilda-crash-")), DATABASE_URL: scratch.url },
    open: (): Database => createDatabase({ kind: "postgres", url: scratch.url, max: 2 }),
    drop: scratch.drop,
  };
}

describe("a server killed in the middle of a batch", () => {
  let drop: () => Promise<void> = async () => undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill("SIGKILL");
    await drop();
  });

  // Jobs that were running in the killed process are retried once they expire (a minute).
  it(
    "after a restart and a re-run, has every invite once and sent every e-mail once",
    { timeout: 300_000 },
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
