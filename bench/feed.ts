// Feed API under load (bench/README.md, "Feed"). Generates 10k members and 100k posts with set-based
// SQL, signs one member in through the real endpoint, starts the real server and measures
// GET /api/posts with autocannon: the first page and a page 50k posts deep. On PostgreSQL at 32
// connections, next to a bare node:http + pg handler running the same SQL (feed-bare.ts); on PGlite
// at 8 connections. Then an open-loop case on the first page: a fixed offered rate, one request every
// 1000/rate ms (support.ts `load` with a rate), 200 req/s on PostgreSQL and 40 on PGlite, where the
// latency is our code's and not the queue's. Prints a markdown table and EXPLAIN (ANALYZE, BUFFERS) summaries.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { posts } from "../apps/server/src/db/schema";
import { listPage, listPinned, type FeedCursor } from "../apps/server/src/modules/posts/posts.queries";
import { encodeTimeCursor } from "../apps/server/src/platform/http/cursor";
import { listHiddenSpaceIds } from "../apps/server/src/modules/spaces/spaces.queries";
import { hashPassword } from "../apps/server/src/platform/auth/password";
import { createDatabase, type DatabaseOptions, type Db } from "../apps/server/src/platform/db";
import { createConfirmedAccount } from "../apps/server/src/platform/auth/accounts";
import { FULL_SIZE, generateFeedData, type GeneratedData } from "./feed-data";
import {
  ADMIN_URL,
  adminQuery,
  freePort,
  load,
  loadAverage,
  ms,
  percentile,
  root,
  rowsOf,
  rssMb,
  signIn,
  stop,
  type Child,
} from "./support";

const TARGETS = (process.env.FEED_TARGETS ?? "postgres,pglite").split(",");
const WARMUP_S = Number(process.env.WARMUP ?? 10);
const DURATION_S = Number(process.env.DURATION ?? 20);
/** A directory for V8 CPU profiles of the server (node --cpu-prof), written when it stops. */
const CPU_PROF = process.env.CPU_PROF;
/** PGlite soak at 8 connections on the first page, in seconds (the bar asks for 300); 0 skips it. */
const SOAK_S = Number(process.env.SOAK ?? 0);
const DEPTH = 50_000;
const FEED = "/api/posts?tab=recentes&limit=20";
const CONNECTIONS = { PostgreSQL: 32, PGlite: 8 } as const;
/** Open loop: requests offered at this rate whatever the answers (enough connections to never wait). */
const OFFERED = {
  PostgreSQL: { rate: Number(process.env.OFFERED_PG ?? 200), connections: 64 },
  PGlite: { rate: Number(process.env.OFFERED_PGLITE ?? 40), connections: 32 },
} as const;

type DatabaseName = keyof typeof CONNECTIONS;
/** PGlite throughput at 8 connections before the viewer and feed work (bench/README.md, 2026-11-21). */
const PGLITE_BEFORE = { first: 78, deep: 99 } as const;

// ---------------------------------------------------------------------------------------------
// Data

type Prepared = {
  email: string;
  password: string;
  viewerId: string;
  hiddenSpaceIds: string[];
  cursor: string;
  data: GeneratedData;
  explain: string[];
};

/** Migrates an empty database, creates the signed-in member, generates the community, explains. */
async function prepare(options: DatabaseOptions): Promise<Prepared> {
  const database = createDatabase(options);
  try {
    await database.migrate();
    const email = "leitora@bench.guilda.local";
    const password = randomBytes(12).toString("base64url");
    const viewerId = await createConfirmedAccount(database.db, {
      email,
      fullName: "Leitora do Benchmark",
      username: "leitora-bench",
      passwordHash: await hashPassword(password),
      createdAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000),
    });
    const data = await generateFeedData(database.db, FULL_SIZE, viewerId);
    if (data.counts.inconsistent_counters) throw new Error("generated counters disagree with the rows");
    const hiddenSpaceIds = await listHiddenSpaceIds(database.db, viewerId);
    const deep = await deepCursor(database.db, hiddenSpaceIds);
    const explain = await explainFeed(database.db, viewerId, deep);
    return { email, password, viewerId, hiddenSpaceIds, cursor: encodeTimeCursor(deep), data, explain };
  } finally {
    await database.close();
  }
}

/** The last post of the first DEPTH posts of the viewer's Mais recentes feed (pinned ones excluded). */
async function deepCursor(db: Db, hiddenSpaceIds: string[]): Promise<FeedCursor> {
  const [row] = await db
    .select({ created_at: posts.created_at, id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.is_deleted, false),
        eq(posts.is_pinned, false),
        hiddenSpaceIds.length ? notInArray(posts.space_id, hiddenSpaceIds) : undefined,
      ),
    )
    .orderBy(desc(posts.created_at), desc(posts.id))
    .offset(DEPTH - 1)
    .limit(1);
  if (!row) throw new Error(`fewer than ${DEPTH} posts`);
  return { createdAt: row.created_at, id: row.id };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the server's own feed queries (second run, warm): scans and timings. */
async function explainFeed(db: Db, viewerId: string, cursor: FeedCursor) {
  const filter = { viewerId, hiddenFrom: viewerId };
  const queries = [
    ["first page, pinned posts (listPinned)", listPinned(db, filter, 20)],
    ["first page, 21 newest (listPage)", listPage(db, filter, 21, undefined, true)],
    [`deep page, ${DEPTH} posts in (listPage + cursor)`, listPage(db, filter, 21, cursor, true)],
  ] as const;
  const out: string[] = [];
  for (const [name, query] of queries) {
    const plan = async () =>
      rowsOf(await db.execute(sql`explain (analyze, buffers) ${query.getSQL()}`)).map((r) =>
        String(r["QUERY PLAN"]),
      );
    await plan();
    const lines = await plan();
    const seqOnPosts = lines.some((l) => /Seq Scan on posts\b/.test(l));
    out.push(`${name}${seqOnPosts ? "  ** SEQ SCAN ON posts **" : ""}`);
    const topBuffers = lines.find((l) => /^\s*Buffers:/.test(l));
    for (const line of lines) {
      if (/Scan|SubPlan|Nested Loop|Hash Join|Sort|Limit/.test(line))
        out.push(`  ${line.replace(/\s+\(cost=[^)]*\)/, "").replace(/^(\s*)->\s*/, "$1")}`);
    }
    if (topBuffers) out.push(`  top node ${topBuffers.trim()}`);
    for (const line of lines) if (/Planning Time|Execution Time/.test(line)) out.push(`  ${line.trim()}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Processes

// Children never outlive the benchmark, even when it fails or is interrupted.
const running = new Set<ChildProcess>();
process.on("exit", () => running.forEach((child) => child.kill("SIGTERM")));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

async function startChild(
  script: string,
  env: Record<string, string>,
  port: number,
  ready: string,
  nodeOptions: string[] = [],
) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeOptions, "--import", "tsx", script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(base + ready)).ok) return { base, process: child } satisfies Child;
    } catch {
      /* not yet */
    }
    if (performance.now() - started > 300_000) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function startServer(env: Record<string, string>, port: number) {
  return startChild(
    "apps/server/src/index.ts",
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      SEED_DEMO: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      ...env,
    },
    port,
    "/api/health",
    CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [],
  );
}

/** CPU time (user + system) of a process so far, in ms (Linux /proc, 100 ticks a second). */
function cpuMs(pid: number | string) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time of PostgreSQL backends by pid, in ms (those of the bench database; the server is local). */
function backendsCpu(pids: number[]) {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    try {
      cpu.set(pid, cpuMs(pid));
    } catch {
      /* gone meanwhile */
    }
  }
  return cpu;
}

async function getText(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

// ---------------------------------------------------------------------------------------------
// Load

type Page = "first" | "deep";
type Measured = {
  database: DatabaseName;
  page: Page;
  handler: "server" | "bare";
  connections: number;
  /** Open loop: the offered rate in req/s; closed loop (each connection waits for its answer): unset. */
  offered?: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  rssBefore: number;
  rssAfter: number;
  /** CPU per answered request during the measured run: the measured process, its PostgreSQL backends. */
  nodeCpu: number;
  pgCpu: number;
};

/** Warm-up (not counted), then the measured run; RSS of the measured process before and after both. */
async function measure(
  target: Child,
  c: Pick<Measured, "database" | "page" | "handler" | "connections" | "offered">,
  urlPath: string,
  headers: Record<string, string>,
  backends: () => Promise<number[]> = async () => [],
): Promise<Measured> {
  const rssBefore = rssMb(target);
  const run = (seconds: number) =>
    load({ url: target.base + urlPath, connections: c.connections, headers, seconds, rate: c.offered });
  await run(WARMUP_S);
  const [node, postgres] = [cpuMs(target.process.pid!), backendsCpu(await backends())];
  const { result, latencies } = await run(DURATION_S);
  const perRequest = (total: number) => total / Math.max(1, latencies.length);
  let postgresCpu = 0;
  for (const [pid, cpu] of backendsCpu(await backends())) postgresCpu += cpu - (postgres.get(pid) ?? 0);
  const m: Measured = {
    ...c,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    rssBefore,
    rssAfter: rssMb(target),
    nodeCpu: perRequest(cpuMs(target.process.pid!) - node),
    pgCpu: perRequest(postgresCpu),
  };
  console.log(
    `  ${c.database} ${c.page} page, ${c.handler}${c.offered ? `, ${c.offered} req/s offered` : ""}: ${m.rps.toFixed(0)} req/s, p50 ${ms(m.p50)} ms, p95 ${ms(m.p95)} ms, p99 ${ms(m.p99)} ms, non-2xx ${m.non2xx}, errors ${m.errors}`,
  );
  return m;
}

/** The PGlite bar's soak: steady load, then look for seconds without answers and RSS growth. */
async function soak(server: Child, cookie: string) {
  const rss = [rssMb(server)];
  const timer = setInterval(() => rss.push(rssMb(server)), 10_000);
  const { result, latencies, longestGap } = await load({
    url: server.base + FEED,
    connections: CONNECTIONS.PGlite,
    headers: { cookie },
    seconds: SOAK_S,
  });
  clearInterval(timer);
  rss.push(rssMb(server));
  return [
    `PGlite soak, ${SOAK_S} s at ${CONNECTIONS.PGlite} connections on the first page:`,
    `  ${(latencies.length / result.duration).toFixed(0)} req/s, p50 ${ms(percentile(latencies, 50))} ms, p95 ${ms(percentile(latencies, 95))} ms, p99 ${ms(percentile(latencies, 99))} ms, max ${ms(latencies.at(-1) ?? NaN)} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`,
    `  longest wait between two answers: ${ms(longestGap)} ms`,
    `  RSS (MB, every 10 s): ${rss.map((r) => r.toFixed(0)).join(" ")}`,
  ];
}

// ---------------------------------------------------------------------------------------------
// Runs

type Report = { measured: Measured[]; notes: string[] };

/** The EXPLAIN summaries, printed once as they come (not repeated in the summary). */
function printExplain(database: DatabaseName, p: Prepared) {
  console.log(
    [`${database}: EXPLAIN (ANALYZE, BUFFERS), second run:`, ...p.explain.map((l) => `  ${l}`)].join("\n"),
  );
}

/** One line on the generated data, for the summary. */
function describeData(database: DatabaseName, p: Prepared) {
  const c = p.data.counts;
  return (
    `${database}: generated ${c.members} members, ${c.posts} posts (${c.pinned} pinned, ${c.deleted} deleted), ` +
    `${c.likes} likes, ${c.comments} comments, ${c.follows} follows in ${p.data.seconds.toFixed(1)} s ` +
    `(${p.data.steps.map((s) => `${s.step} ${s.seconds.toFixed(1)}`).join(", ")}); counters consistent.`
  );
}

/** The same body from both handlers, so the ratio compares the same work. */
async function checkSameJson(server: Child, bare: Child, cookie: string, deep: string) {
  for (const urlPath of [FEED, deep]) {
    const [a, b] = [await getText(server.base + urlPath, { cookie }), await getText(bare.base + urlPath)];
    if (a !== b)
      throw new Error(
        `server and bare answers differ for ${urlPath}:\n${a.slice(0, 400)}\n${b.slice(0, 400)}`,
      );
  }
}

async function runPostgres(): Promise<Report | undefined> {
  const name = `bench_feed_${Date.now()}`;
  const admin = (text: string) => adminQuery(ADMIN_URL, text);
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== "ECONNREFUSED") throw error;
    console.log(`PostgreSQL not reachable at ${ADMIN_URL}: skipped (set BENCH_DATABASE_URL).`);
    return undefined;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const children: Child[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "guilda-bench-feed-")); // the server's auth secret
  try {
    const version = String((await admin("show server_version"))[0]?.server_version);
    const prepared = await prepare({ kind: "postgres", url: url.toString() });
    const notes = [`PostgreSQL ${version}, database ${name}`, describeData("PostgreSQL", prepared)];
    console.log(notes.join("\n"));
    printExplain("PostgreSQL", prepared);
    const server = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }, await freePort());
    children.push(server);
    const barePort = await freePort();
    const bare = await startChild(
      "bench/feed-bare.ts",
      {
        BARE_DATABASE_URL: url.toString(),
        BARE_PORT: String(barePort),
        BARE_VIEWER_ID: prepared.viewerId,
      },
      barePort,
      FEED,
    );
    children.push(bare);
    const cookie = await signIn(server, prepared.email, prepared.password);
    const deep = `${FEED}&cursor=${prepared.cursor}`;
    await checkSameJson(server, bare, cookie, deep);
    const backends = async () =>
      (await admin(`select pid from pg_stat_activity where datname = '${name}'`)).map((r) => Number(r.pid));
    const measured: Measured[] = [];
    const connections = CONNECTIONS.PostgreSQL;
    for (const [page, pagePath] of [
      ["first", FEED],
      ["deep", deep],
    ] as const) {
      const c = { database: "PostgreSQL", page, connections } as const;
      measured.push(await measure(server, { ...c, handler: "server" }, pagePath, { cookie }, backends));
      measured.push(await measure(bare, { ...c, handler: "bare" }, pagePath, {}, backends));
    }
    const open = { database: "PostgreSQL", page: "first", ...OFFERED.PostgreSQL } as const;
    measured.push(
      await measure(
        server,
        { ...open, connections: open.connections, offered: open.rate, handler: "server" },
        FEED,
        { cookie },
        backends,
      ),
    );
    return { measured, notes };
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.KEEP_DB) await admin(`drop database if exists ${name} with (force)`);
  }
}

async function runPglite(): Promise<Report> {
  const dataDir = process.env.FEED_PGLITE_DIR ?? mkdtempSync(path.join(os.tmpdir(), "guilda-bench-feed-"));
  let server: Child | undefined;
  try {
    const prepared = await prepare({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    const notes = [describeData("PGlite", prepared)];
    console.log(notes[0]);
    printExplain("PGlite", prepared);
    const opening = performance.now();
    server = await startServer({ DATABASE_URL: "", DATA_DIR: dataDir }, await freePort());
    notes.push(
      `PGlite: server ready on the generated data dir in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
    );
    const cookie = await signIn(server, prepared.email, prepared.password);
    const deep = `${FEED}&cursor=${prepared.cursor}`;
    const measured: Measured[] = [];
    const connections = CONNECTIONS.PGlite;
    for (const [page, pagePath] of [
      ["first", FEED],
      ["deep", deep],
    ] as const)
      measured.push(
        await measure(server, { database: "PGlite", page, handler: "server", connections }, pagePath, {
          cookie,
        }),
      );
    measured.push(
      await measure(
        server,
        {
          database: "PGlite",
          page: "first",
          handler: "server",
          connections: OFFERED.PGlite.connections,
          offered: OFFERED.PGlite.rate,
        },
        FEED,
        { cookie },
      ),
    );
    if (SOAK_S > 0) {
      const lines = await soak(server, cookie);
      console.log(lines.join("\n"));
      notes.push(...lines);
    }
    return { measured, notes };
  } finally {
    if (server) await stop(server);
    if (!process.env.FEED_PGLITE_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(measured: Measured[]) {
  const lines = [
    "| Database | Page | Handler | Conns | Offered | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | RSS before → after | CPU ms/req: node, postgres |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
  ];
  for (const m of measured)
    lines.push(
      `| ${m.database} | ${m.page} | ${m.handler} | ${m.connections} | ${m.offered ?? "closed loop"} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.non2xx} | ${m.errors} | ${m.rssBefore.toFixed(0)} → ${m.rssAfter.toFixed(0)} MB | ${m.nodeCpu.toFixed(2)}, ${m.database === "PGlite" ? "(in node)" : m.pgCpu.toFixed(2)} |`,
    );
  return lines;
}

function verdicts(measured: Measured[]) {
  const find = (database: DatabaseName, page: Page, handler: Measured["handler"], open = false) =>
    measured.find(
      (m) => m.database === database && m.page === page && m.handler === handler && !!m.offered === open,
    );
  const lines: string[] = [];
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  for (const page of ["first", "deep"] as const) {
    const [server, bare] = [find("PostgreSQL", page, "server"), find("PostgreSQL", page, "bare")];
    if (server && bare) {
      const ratio = server.rps / bare.rps;
      lines.push(
        `PostgreSQL ${page} page, ${server.connections} connections: server/bare throughput ${ratio.toFixed(2)}× (bar ≥ 0.7×: ${verdict(ratio >= 0.7)})`,
      );
    }
    const lite = find("PGlite", page, "server");
    if (lite) {
      const before = PGLITE_BEFORE[page];
      lines.push(
        `PGlite ${page} page, ${lite.connections} connections: ${lite.rps.toFixed(0)} req/s, ${(lite.rps / before).toFixed(2)}× the ${before} req/s measured before this work (bar ≥ 2×, compare on a quiet machine: ${verdict(lite.rps >= 2 * before)})`,
      );
    }
  }
  for (const [database, bar] of [
    ["PostgreSQL", 25],
    ["PGlite", 50],
  ] as const) {
    const open = find(database, "first", "server", true);
    if (open)
      lines.push(
        `${database} first page, ${open.offered} req/s offered (open loop): ${open.rps.toFixed(0)} req/s answered, p95 ${ms(open.p95)} ms (bar ≤ ${bar} ms: ${verdict(open.p95 <= bar && open.rps >= 0.95 * open.offered!)})`,
      );
  }
  return lines;
}

const header = [
  `Feed benchmark, ${new Date().toISOString()}: node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, load average at start ${loadAverage()}`,
  `warm-up ${WARMUP_S} s (not counted), measured ${DURATION_S} s per case; GET ${FEED}, deep page = cursor ${DEPTH} posts in`,
];
console.log(header.join("\n"));
const reports: Report[] = [];
if (TARGETS.includes("postgres")) {
  const report = await runPostgres();
  if (report) reports.push(report);
}
if (TARGETS.includes("pglite")) reports.push(await runPglite());
const measured = reports.flatMap((r) => r.measured);
console.log(
  [
    "",
    ...header,
    ...reports.flatMap((r) => r.notes),
    "",
    ...table(measured),
    "",
    ...verdicts(measured),
    `load average at the end ${loadAverage()}`,
  ].join("\n"),
);
