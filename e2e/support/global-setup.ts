import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { CHROMIUM, INSTALL_HINT, isCI } from "./chromium";

const root = path.resolve(import.meta.dirname, "../..");

/** One running app: the browser tests of one worker talk to it alone. */
export type TestServer = { baseURL: string; logFile: string };

declare module "vitest" {
  export interface ProvidedContext {
    servers: TestServer[];
    /** A folder of this run shared by every worker (what the axe checks already covered). */
    runDir: string;
    adminEmail: string;
    adminPassword: string;
    hasBrowser: boolean;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

const servers: ChildProcess[] = [];
const dropDatabases: (() => Promise<void>)[] = [];

let databaseCounter = 0;

/**
 * With TEST_DATABASE_URL the app runs on a brand-new PostgreSQL database (much faster to start
 * than a new embedded one); otherwise on the embedded database in the temporary data dir.
 */
async function databaseUrl(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return "";
  const { default: pg } = await import("pg");
  const name = `guilda_e2e_${Date.now()}_${process.pid}_${databaseCounter++}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  dropDatabases.push(() => run(`drop database if exists ${name} with (force)`));
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Starts one app per worker. */
export async function setup(project: TestProject) {
  const hasBrowser = existsSync(CHROMIUM);
  project.provide("hasBrowser", hasBrowser);
  if (!hasBrowser) {
    const missing = `${CHROMIUM} not found. Install it with:\n  ${INSTALL_HINT}\n(or set CHROMIUM_PATH to a Chromium executable)`;
    // On CI a skipped suite would pass green without having tested anything.
    if (isCI()) throw new Error(`Browser tests cannot run on CI: ${missing}`);
    process.stdout.write(`\nBrowser tests skipped: ${missing}\n\n`);
    return;
  }
  if (!existsSync(path.join(root, "apps/web/dist/index.html"))) {
    throw new Error("apps/web/dist is missing: run `npm run build` before the browser tests");
  }
  // One server per worker that may run at once (vitest.config.ts).
  const workers = Math.max(1, project.config.maxWorkers);
  const started = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide("servers", started);
  project.provide("runDir", mkdtempSync(path.join(tmpdir(), "guilda-e2e-run-")));
  project.provide("adminEmail", ADMIN_EMAIL);
  project.provide("adminPassword", ADMIN_PASSWORD);
}

const ADMIN_EMAIL = "admin.e2e@guilda.local";
const ADMIN_PASSWORD = "senha-admin-e2e-forte";

/** Starts the built app on a free port with a temporary data dir (and its own database). */
async function startServer(): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "guilda-e2e-"));
  const logFile = path.join(dataDir, "server.log");
  const baseURL = `http://localhost:${port}`;
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: await databaseUrl(),
      SEED_DEMO: "true",
      SMTP_URL: "",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: ADMIN_EMAIL,
      ADMIN_PASSWORD: ADMIN_PASSWORD,
      // Each browser context plays a different client behind a proxy, so rate limits stay per person.
      TRUST_PROXY: "true",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  servers.push(server);
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { baseURL, logFile };
}

export async function teardown() {
  await Promise.all(
    servers
      .filter((server) => server.exitCode === null)
      .map((server) => {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        return exited;
      }),
  );
  await Promise.all(dropDatabases.map((drop) => drop()));
}
