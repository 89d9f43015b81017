import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { createApp } from "../app";
import { createDeps } from "../bootstrap";
import { loadConfig } from "../config";
import { forgetCourseProgress } from "../modules/dashboard/dashboard.service";
import { forgetStandings } from "../modules/gamification/gamification.service";
import { createDatabase, type Database } from "../platform/db";
import type { Deps } from "../platform/http/context";
import { createLogger } from "../platform/logger";

export const PUBLIC_URL = "http://localhost:3999";
export const DEFAULT_PASSWORD = "senha-forte-de-teste";

let shared: Promise<Database> | undefined;

/**
 * The database for this run: PGlite in memory, or, with TEST_DATABASE_URL, the brand-new
 * PostgreSQL database the run's global setup created on that server (and drops at the end).
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = inject("testDatabaseUrl");
    const database = url
      ? createDatabase({ kind: "postgres", url, max: 4 })
      : createDatabase({ kind: "pglite" });
    await database.migrate();
    return database;
  })();
  return shared;
}

/** PostgreSQL's SQLSTATE for a transaction ended to break a deadlock. */
const DEADLOCK = "40P01";

/** Empties every table, so each test file starts from a clean database. */
export async function resetDatabase(database: Database) {
  const result = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const tables = result.rows.map((r) => `"${r.tablename}"`).join(", ");
  // Work the previous file set off after its last request (a notification, the search index) may
  // still hold a table the truncation wants: PostgreSQL then ends one of the two, and if it is
  // this one, it goes again once the other has finished.
  for (let attempt = 1; tables; attempt += 1) {
    try {
      await database.db.execute(sql.raw(`truncate ${tables} cascade`));
      break;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== DEADLOCK || attempt === 5) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  // What the server keeps in memory from those tables goes with them.
  forgetStandings(database.db);
  forgetCourseProgress(database.db);
  // Jobs an earlier test file left queued would otherwise run against this file's data.
  await database.sql(
    "do $$ begin if to_regclass('pgboss.job') is not null then delete from pgboss.job; end if; end $$",
  );
}

let previous: Deps | undefined;

type TestAppOptions = { env?: Record<string, string> };

/** The whole app in-process, on the shared test database with empty tables. */
export async function createTestApp({ env = {} }: TestAppOptions = {}) {
  const database = await testDatabase();
  // One app at a time works the queues of the shared test database: the previous one stops
  // before its tables are emptied under it.
  await previous?.jobs.stop();
  previous = undefined;
  await resetDatabase(database);
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "guilda-test-")),
    PUBLIC_URL,
    AUTH_SECRET: "test-secret-with-at-least-32-characters!!",
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent",
    ...env,
  });
  const deps = createDeps(config, database, createLogger("silent"));
  previous = deps;
  const app = createApp(deps);
  return { app, deps, db: database.db, client: (ip?: string) => new TestClient(app, ip) };
}

type RequestOptions = { headers?: Record<string, string>; rawBody?: string | Uint8Array };

let addressCounter = 0;
/** Each client gets its own address, so rate limits of one test never touch another. */
function nextAddress() {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** A browser-like client: keeps its cookies, sends our Origin and JSON, from its own address. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    private app: ReturnType<typeof createApp>,
    readonly ip = nextAddress(),
  ) {}

  async request(method: string, url: string, body?: unknown, options: RequestOptions = {}) {
    const headers: Record<string, string> = { origin: PUBLIC_URL, ...options.headers };
    if (body !== undefined) headers["content-type"] ??= "application/json";
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await this.app.request(
      url.startsWith("http") ? url : `${PUBLIC_URL}${url}`,
      { method, headers, body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)) },
      { incoming: { socket: { remoteAddress: this.ip } } },
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  get = (url: string, options?: RequestOptions) => this.request("GET", url, undefined, options);
  post = (url: string, body: unknown = {}, options?: RequestOptions) =>
    this.request("POST", url, body, options);
  patch = (url: string, body: unknown, options?: RequestOptions) => this.request("PATCH", url, body, options);
  put = (url: string, body: unknown = {}, options?: RequestOptions) =>
    this.request("PUT", url, body, options);
  del = (url: string, options?: RequestOptions) => this.request("DELETE", url, {}, options);
}

export const uniqueEmail = (prefix = "membro") => `${prefix}.${randomUUID().slice(0, 8)}@exemplo.com.br`;
