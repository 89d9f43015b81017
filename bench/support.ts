// What the load benchmarks share: their settings, a scratch database, the real server as a child
// process on a free port, signing in, load runs with latency percentiles (autocannon for closed
// loop, an evenly spaced sender for an offered rate), EXPLAIN of the server's own queries, and the
// child's memory.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { createConfirmedAccount } from "../apps/server/src/platform/auth/accounts";
import { hashPassword } from "../apps/server/src/platform/auth/password";
import { createDatabase, type Db } from "../apps/server/src/platform/db";

export const root = path.resolve(import.meta.dirname, "..");

/** The PostgreSQL server the scratch databases are created on. */
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A run's load settings: the environment's WARMUP, DURATION (seconds), CONNECTIONS and RATE
 * (requests per second offered), else the benchmark's defaults, else 3 s, 10 s, 8 and 100.
 */
export function loadSettings(
  defaults: { warmup?: number; duration?: number; connections?: number; rate?: number } = {},
) {
  return {
    WARMUP_S: Number(process.env.WARMUP ?? defaults.warmup ?? 3),
    DURATION_S: Number(process.env.DURATION ?? defaults.duration ?? 10),
    CONNECTIONS: Number(process.env.CONNECTIONS ?? defaults.connections ?? 8),
    RATE: Number(process.env.RATE ?? defaults.rate ?? 100),
  };
}

/** A report's first line: which benchmark, when, on what machine, and how busy it was. */
export const runHeader = (title: string) =>
  `${title} benchmark, ${new Date().toISOString()}: node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, load average at start ${loadAverage()}`;

export type Child = { base: string; process: ChildProcess };
const running = new Set<ChildProcess>();
process.on("exit", () => running.forEach((child) => child.kill("SIGTERM")));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The per-member budgets that a benchmark's load, one signed-in member asking hundreds of times a
 * second, would spend in a moment: lifted, so what is measured is the answer, not the 429. A
 * benchmark's own `WRITE_LIMITS` is merged over them.
 */
const UNBOUNDED = { max: 1_000_000_000, windowSeconds: 60 };
const BENCH_WRITE_LIMITS = { searches: UNBOUNDED, reactions: UNBOUNDED, progressSaves: UNBOUNDED };

/** apps/server on a free port, without demo data or mail, ready once /api/health answers. */
export async function startServer(env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // CPU_PROF=<dir>: a V8 CPU profile of the server, written there when it stops.
  const profile = process.env.CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "apps/server/src/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      SEED_DEMO: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      SMTP_URL: "",
      ...env,
      WRITE_LIMITS: JSON.stringify({ ...BENCH_WRITE_LIMITS, ...JSON.parse(env.WRITE_LIMITS ?? "{}") }),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, process: child };
    } catch {
      /* not yet */
    }
    if (performance.now() - started > 300_000) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function stop(child: Child) {
  if (child.process.exitCode !== null) return;
  const exited = new Promise((resolve) => child.process.once("exit", resolve));
  child.process.kill("SIGTERM");
  const timer = setTimeout(() => child.process.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a child process, in MB (Linux /proc). */
export function rssMb(child: Child) {
  const status = readFileSync(`/proc/${child.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The session cookie of a member signed in with e-mail and password (`headers`: more request
 * headers, e.g. a distinct X-Forwarded-For per member on a server with TRUST_PROXY, so that many
 * sign-ins stay within the per-address limit).
 */
export async function signIn(
  server: Child,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: server.base, "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  method?: "GET" | "PUT" | "POST";
  /** Open loop: this many requests per second offered in total, one every 1000/rate ms. */
  rate?: number;
  /** A different request per call (e.g. another lesson each time). */
  requests?: autocannon.Request[];
};

export type LoadRun = {
  result: { duration: number; non2xx: number; errors: number; timeouts: number };
  /** Every latency in ms, sorted. */
  latencies: number[];
  /** Longest time between two answers: a stall shows up here. */
  longestGap: number;
};

/**
 * Closed loop (no rate): autocannon, every connection sending its next request as soon as the last
 * one is answered. Open loop (rate): `paced`, because autocannon's `-R` lets each connection send its
 * whole share of a second at the start of that second, so a 200 req/s run is really bursts of
 * `connections` requests and measures the queue in front of the cores.
 */
export async function load(options: LoadOptions): Promise<LoadRun> {
  if (options.rate) return paced({ ...options, rate: options.rate });
  const latencies: number[] = [];
  let last = performance.now();
  let longestGap = 0;
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: options.headers,
    method: options.method ?? "GET",
    ...(options.requests ? { requests: options.requests } : {}),
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies, longestGap };
}

/** An endpoint's figures: latencies at the offered rate (open loop), then closed loop. */
export type LoopFigures = {
  p50: number;
  p95: number;
  p99: number;
  closedRps: number;
  closedP95: number;
  non2xx: number;
  errors: number;
};

type OpenThenClosedOptions = {
  url: string;
  cookie: string;
  connections: number;
  warmup: number;
  seconds: number;
  rate: number;
  /** The warm-up at the offered rate too, instead of closed loop. */
  isWarmupPaced?: boolean;
};

/**
 * One GET measured the usual way, at `connections`: a warm-up (not counted), then `seconds` at
 * `rate` requests per second offered (open loop), then `seconds` closed loop.
 */
export async function openThenClosed(o: OpenThenClosedOptions): Promise<LoopFigures> {
  const base = { url: o.url, connections: o.connections, headers: { cookie: o.cookie } };
  await load({ ...base, seconds: o.warmup, ...(o.isWarmupPaced ? { rate: o.rate } : {}) });
  const open = await load({ ...base, seconds: o.seconds, rate: o.rate });
  const closed = await load({ ...base, seconds: o.seconds });
  return {
    p50: percentile(open.latencies, 50),
    p95: percentile(open.latencies, 95),
    p99: percentile(open.latencies, 99),
    closedRps: closed.latencies.length / closed.result.duration,
    closedP95: percentile(closed.latencies, 95),
    non2xx: open.result.non2xx + closed.result.non2xx,
    errors: open.result.errors + open.result.timeouts + closed.result.errors + closed.result.timeouts,
  };
}

/** A GET that must succeed, before a case's load: its answer as text (`label` names it in the error). */
export async function getOk(url: string, cookie: string, label: string) {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${label}: ${response.status} ${body.slice(0, 300)}`);
  return body;
}

/**
 * Open loop at an even pace: request i is due at start + i × 1000/rate ms and goes out then, whether
 * or not earlier ones were answered (up to `connections` sockets, kept alive; beyond that it waits
 * for a socket). Its latency runs from when it was due, so time spent waiting behind a slow server
 * counts instead of being left out.
 */
async function paced(o: LoadOptions & { rate: number }): Promise<LoadRun> {
  const target = new URL(o.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const interval = 1000 / o.rate;
  const total = Math.round(o.rate * o.seconds);
  const latencies: number[] = [];
  const result = { duration: 0, non2xx: 0, errors: 0, timeouts: 0 };
  let last = performance.now();
  let longestGap = 0;
  const answered = (due: number) => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    latencies.push(now - due);
  };
  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const r = o.requests?.[i % o.requests.length];
      const body = r?.body;
      let timedOut = false;
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: r?.path ?? target.pathname + target.search,
          method: r?.method ?? o.method ?? "GET",
          headers: {
            ...o.headers,
            ...r?.headers,
            ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
          },
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            answered(due);
            if (res.statusCode! < 200 || res.statusCode! > 299) result.non2xx++;
            resolve();
          });
        },
      );
      req.on("timeout", () => {
        timedOut = true;
        req.destroy();
      });
      req.on("error", () => {
        if (timedOut) result.timeouts++;
        else result.errors++;
        resolve();
      });
      req.end(body);
    });
  const start = performance.now();
  last = start;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(i, due));
  }
  await Promise.all(pending);
  result.duration = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { result, latencies, longestGap };
}

/** A row of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export type Row = Record<string, unknown>;
export const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
export const ms = (n: number) => n.toFixed(1);
export const secondsSince = (t: number) => (performance.now() - t) / 1000;
/** The machine's load averages (1, 5, 15 min), printed with each run's figures. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** One statement (create or drop a scratch database, a setting) on its own connection to `url`. */
export async function adminQuery(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * A scratch PostgreSQL database for one benchmark (`bench_{label}_{time}`), or the one named by
 * REUSE_DB (kept by an earlier run with KEEP_DB=1: no need to generate again), opened, with a
 * data folder for the server it starts.
 */
export async function scratchDatabase(adminUrl: string, label: string) {
  const reuse = process.env.REUSE_DB;
  const name = reuse ?? `bench_${label}_${Date.now()}`;
  const admin = (text: string) => adminQuery(adminUrl, text);
  if (!reuse) await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = dataFolder(label);
  const database = createDatabase({ kind: "postgres", url: url.toString() });
  const version = String((await admin("show server_version"))[0]?.server_version);
  return { reuse, name, admin, url, dataDir, database, note: `PostgreSQL ${version}, database ${name}` };
}

type Scratch = Awaited<ReturnType<typeof scratchDatabase>> & {
  /**
   * Starts the server on this database and data folder (stopped once the run ends) and signs the
   * benchmark's member in: the server, and the member's session cookie.
   */
  startSignedIn: (member: { email: string; password: string }) => Promise<{ server: Child; cookie: string }>;
};

/**
 * Runs a benchmark on a scratch database (REUSE_DB=<name>: on one kept by KEEP_DB=1, without
 * generating). However it ends, the server it started is stopped, the database closed, the data
 * folder removed and the database dropped (not when reused, nor with KEEP_DB=1).
 */
export async function withScratchDatabase<T>(label: string, run: (scratch: Scratch) => Promise<T>) {
  const scratch = await scratchDatabase(ADMIN_URL, label);
  let server: Child | undefined;
  const startSignedIn = async ({ email, password }: { email: string; password: string }) => {
    server = await startServer({ DATABASE_URL: scratch.url.toString(), DATA_DIR: scratch.dataDir });
    return { server, cookie: await signIn(server, email, password) };
  };
  try {
    return await run({ ...scratch, startSignedIn });
  } finally {
    if (server) await stop(server);
    await scratch.database.close();
    rmSync(scratch.dataDir, { recursive: true, force: true });
    if (!process.env.KEEP_DB && !scratch.reuse)
      await scratch.admin(`drop database if exists ${scratch.name} with (force)`);
  }
}

/** A data folder for the server a benchmark starts, under the system's temporary folder. */
export const dataFolder = (label: string) => mkdtempSync(path.join(os.tmpdir(), `guilda-bench-${label}-`));

/** A new, empty database named `bench_{label}_{time}` (not opened), for a benchmark that fills it itself. */
export async function newDatabase(label: string) {
  const name = `bench_${label}_${Date.now()}`;
  const admin = (text: string) => adminQuery(ADMIN_URL, text);
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

type BenchAccount = Omit<Parameters<typeof createConfirmedAccount>[1], "passwordHash">;

/**
 * The member a benchmark signs in as, with a new random password: created on a new database; on
 * a reused one (REUSE_DB) it is there already and only its password is set anew.
 */
export async function benchAccount(db: Db, isReused: boolean, account: BenchAccount) {
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  if (!isReused) return { id: await createConfirmedAccount(db, { ...account, passwordHash }), password };
  const [row] = rowsOf(
    await db.execute(
      sql`update accounts set password = ${passwordHash}
          where user_id = (select id from users where email = ${account.email}) returning user_id`,
    ),
  );
  return { id: String(row!.user_id), password };
}

/** Runs a generator's statements in order, each timed for the report ('users 1.2'). */
export async function timedSteps(
  statements: readonly (readonly [string, string])[],
  run: (text: string) => Promise<unknown>,
) {
  const steps: string[] = [];
  for (const [step, text] of statements) {
    const t = performance.now();
    await run(text);
    steps.push(`${step} ${secondsSince(t).toFixed(1)}`);
  }
  return steps;
}

/** 'generated in 12.3 s (users 1.2, …): members 100000, …', for the report. */
export const generatedNote = (data: { seconds: number; steps: string[]; counts: Record<string, unknown> }) =>
  `generated in ${data.seconds.toFixed(1)} s (${data.steps.join(", ")}): ${Object.entries(data.counts)
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(", ")}`;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a query, run twice: the warm second run's plan (`plan`), the lines
 * of it that `shown` picks without their cost estimates and with the execution time last
 * (`lines`), and that time in ms.
 */
export async function explainWarm(db: Db, query: SQL, shown: RegExp) {
  const run = async () =>
    rowsOf(await db.execute(sql`explain (analyze, buffers) ${query}`)).map((r) => String(r["QUERY PLAN"]));
  await run();
  const plan = await run();
  const lines: string[] = [];
  for (const line of plan)
    if (shown.test(line))
      lines.push(`  ${line.replace(/\s+\(cost=[^)]*\)/, "").replace(/^(\s*)->\s*/, "$1")}`);
  for (const line of plan) if (/Execution Time/.test(line)) lines.push(`  ${line.trim()}`);
  return { plan, lines, execution: Number(/Execution Time: ([\d.]+)/.exec(plan.join("\n"))?.[1]) };
}

/**
 * A Db whose Drizzle queries are recorded instead of run: awaiting any query built from it, or
 * calling its `execute`, records its SQL and yields no rows. Lets a server function that runs its
 * own query be explained as it is.
 */
export function recording(db: Db, seen: SQL[]): Db {
  const wrap = (value: object): object =>
    new Proxy(value, {
      get(target, prop) {
        if (prop === "execute" && target === db)
          return (query: SQL) => {
            seen.push(query);
            return Promise.resolve({ rows: [] });
          };
        if (prop === "then" && "getSQL" in target)
          return (resolve: (rows: unknown[]) => void) => {
            seen.push((target as { getSQL(): SQL }).getSQL());
            resolve([]);
          };
        const member: unknown = Reflect.get(target, prop, target);
        if (typeof member !== "function") return member;
        return (...args: unknown[]) => {
          const out: unknown = member.apply(target, args);
          return out && typeof out === "object" ? wrap(out) : out;
        };
      },
    });
  return wrap(db) as Db;
}
