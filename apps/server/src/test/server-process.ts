import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { createDatabase, type Database } from "../platform/db";
import { scratchPostgres } from "./scratch-postgres";

/**
 * The real server in its own process, for the tests that kill it in the middle of work: on a
 * free port, on PGlite or a fresh PostgreSQL database, with CRASH_ADMIN signed in.
 */
const SERVER_ENTRY = path.join(import.meta.dirname, "../index.ts");
export const CRASH_ADMIN = { email: "chefe@exemplo.com.br", password: "senha do chefe 2026" };

export function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server in its own process, as `npm start` runs it. */
export class ServerProcess {
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
    const deadline = Date.now() + 300_000;
    for (;;) {
      const ok = await this.call("GET", "/api/health").then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    const res = await this.call("POST", "/api/auth/sign-in/email", CRASH_ADMIN);
    expect(res.status).toBe(200);
  }

  /** One connection per call, as a browser's separate requests may be. */
  call(method: string, url: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
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
            ...extraHeaders,
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
export async function childDatabase() {
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
