// Realtime at scale: SOCKETS websockets (default 10,000) on /api/realtime, signed in as MEMBERS
// members (default 50), held by CLIENTS client processes (default 4, realtime-client.ts, at most
// CONCURRENCY handshakes in flight each, default 500), in two set-ups: A, one server on the embedded
// database (PGlite); B, two servers on one PostgreSQL database (same AUTH_SECRET and PUBLIC_URL,
// TRUST_PROXY), the sockets split evenly between them and the posts published on the first.
// Measured in each set-up:
// 1. open: every client process opens its sockets at once; the time until all are open, what was
//    refused (HTTP status on the upgrade, connection errors, closes with 1013 "busy").
// 2. memory: the server's RSS before and once all are open, per socket.
// 3. fan-out: once open (3 s to settle), 5 posts 1 s apart; for each, when its post.created reached
//    each socket, from just before the POST was sent (one clock on one machine): p50/p95/max and
//    how many received it; the median of the 5 p95s.
// 4. storm: every client drops all its sockets at once and reconnects each by the client's policy
//    (reconnectDelay, busyRetryDelay on 1013, `since` once ids are known): the time until all are
//    open again, refusals and 1013s; meanwhile a post every 500 ms and its fan-out latency to the
//    sockets open when it was published; with event ids, how many sockets that were down caught up
//    on reconnecting and whether any id arrived twice on a socket.
// Prints a markdown table per set-up. SETUPS=pglite or SETUPS=postgres runs one of them.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { profiles, spaces } from "../apps/server/src/db/schema";
import { createDatabase, type Db } from "../apps/server/src/platform/db";
import type { Command, Counters, PostResult, Report } from "./realtime-client";
import {
  benchAccount,
  type Child,
  dataFolder,
  loadAverage,
  ms,
  newDatabase,
  percentile,
  rssMb,
  runHeader,
  signIn,
  startServer,
  stop,
} from "./support";

const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const MEMBERS = Number(process.env.MEMBERS ?? 50);
const CLIENTS = Number(process.env.CLIENTS ?? 4);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 500);
const SETUPS = (process.env.SETUPS ?? "pglite,postgres").split(",");
const POSTS = 5;
const SETTLE_MS = 3000;
const STORM_POST_EVERY_MS = 500;
/** A phase (opening, the storm) that has not ended by then is reported as incomplete. */
const PHASE_TIMEOUT_MS = Number(process.env.PHASE_TIMEOUT ?? 120_000);
/** A handshake not answered by then counts as a timeout and is tried again (the bar is all open in 20 s). */
const HANDSHAKE_TIMEOUT_MS = Number(process.env.HANDSHAKE_TIMEOUT ?? 20_000);
const AUTH_SECRET = randomBytes(24).toString("base64url");
/** Posting is a write the server limits per member; the bench posts more than an hour's budget. */
const WRITE_LIMITS = JSON.stringify({ posts: { max: 1_000_000_000, windowSeconds: 60 } });
const RUN = Date.now().toString(36);

const clock = () => performance.timeOrigin + performance.now();
const sleep = (msec: number) => new Promise((resolve) => setTimeout(resolve, msec));

type Member = { email: string; password: string };

/** The members, a public space to post in, and the publishing member an admin. */
async function prepareCommunity(db: Db): Promise<Member[]> {
  const ago = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const email = `membro${i}@bench.guilda.local`;
    const { id, password } = await benchAccount(db, false, {
      email,
      fullName: `Membro ${i} do Benchmark`,
      username: `membro-bench-${i}`,
      createdAt: ago,
    });
    if (i === 0) await db.update(profiles).set({ is_admin: true }).where(eq(profiles.id, id));
    members.push({ email, password });
  }
  await db
    .insert(spaces)
    .values({
      name: "Geral",
      slug: "geral-bench",
      path: "/espaco/geral-bench",
      space_type: "publicacoes",
      order: 0,
    })
    .onConflictDoNothing();
  return members;
}

/** Each member's session cookie, signed in from their own address (the sign-in limit is per address). */
async function signInAll(server: Child, members: Member[]) {
  const cookies: string[] = [];
  for (let i = 0; i < members.length; i += 5)
    cookies.push(
      ...(await Promise.all(
        members.slice(i, i + 5).map((m, j) =>
          signIn(server, m.email, m.password, {
            "x-forwarded-for": `10.77.${(i + j) >> 8}.${(i + j) & 255}`,
          }),
        ),
      )),
    );
  return cookies;
}

function nextReport<E extends Report["ev"]>(child: ChildProcess, ev: E): Promise<Extract<Report, { ev: E }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (report: Report) => {
      if (report.ev !== ev) return;
      done();
      resolve(report as Extract<Report, { ev: E }>);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`a client process exited (${code}) while waiting for ${ev}`));
    };
    const done = () => {
      child.off("message", onMessage);
      child.off("exit", onExit);
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

/** The client processes, each with its share of the sockets. */
async function startClients(urls: string[], cookies: string[], origin: string) {
  const children: ChildProcess[] = [];
  const share = Math.ceil(SOCKETS / CLIENTS);
  for (let c = 0; c < CLIENTS; c++) {
    const child = fork(path.join(import.meta.dirname, "realtime-client.ts"), [], {
      execArgv: ["--import", "tsx"],
      cwd: import.meta.dirname,
    });
    children.push(child);
    const first = c * share;
    const ready = nextReport(child, "ready");
    const init: Command = {
      cmd: "init",
      urls,
      cookies,
      origin,
      first,
      count: Math.max(0, Math.min(share, SOCKETS - first)),
      concurrency: CONCURRENCY,
      handshakeTimeoutMs: HANDSHAKE_TIMEOUT_MS,
      phaseTimeoutMs: PHASE_TIMEOUT_MS,
    };
    child.send(init);
    await ready;
  }
  const all = <E extends Report["ev"]>(command: Command, ev: E) => {
    const reports = children.map((child) => nextReport(child, ev));
    for (const child of children) child.send(command);
    return Promise.all(reports);
  };
  const close = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        if (child.connected) child.send({ cmd: "close" } satisfies Command);
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }),
    );
  };
  return { all, close, children };
}

const addCounters = (list: Counters[]) => {
  const sum: Counters = { opens: 0, refused: {}, errors: {}, busy: 0, closes: {}, resyncs: 0 };
  for (const c of list) {
    sum.opens += c.opens;
    sum.busy += c.busy;
    sum.resyncs += c.resyncs;
    for (const key of ["refused", "errors", "closes"] as const)
      for (const [k, v] of Object.entries(c[key])) sum[key][k] = (sum[key][k] ?? 0) + v;
  }
  return sum;
};
const kinds = (record: Record<string, number>) => {
  const total = Object.values(record).reduce((a, b) => a + b, 0);
  return total === 0
    ? "0"
    : `${total} (${Object.entries(record)
        .map(([k, v]) => `${k}: ${v}`)
        .join(", ")})`;
};

/** Fan-out of the collected posts: every socket's latency pooled, and the counts. */
function fanOut(results: PostResult[]) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sum = (key: "openAtPublish" | "downAtPublish" | "caughtUp") =>
    results.reduce((n, r) => n + r[key], 0);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? NaN,
    received: latencies.length,
    openAtPublish: sum("openAtPublish"),
    downAtPublish: sum("downAtPublish"),
    caughtUp: sum("caughtUp"),
  };
}

/** One collect from every client, its results merged per post. */
async function collect(
  clients: Awaited<ReturnType<typeof startClients>>,
  posts: { id: string; t0: number }[],
) {
  const reports = await clients.all({ cmd: "collect", posts }, "collected");
  const perPost = posts.map((_, i) => fanOut(reports.map((r) => r.posts[i]!)));
  const pooled = fanOut(reports.flatMap((r) => r.posts));
  return {
    perPost,
    pooled,
    duplicates: reports.reduce((n, r) => n + r.duplicates, 0),
    idsSeen: reports.some((r) => r.idsSeen),
    hellos: reports.reduce((n, r) => n + r.hellos, 0),
  };
}

/** The run on started servers: the figures, as a markdown table's rows. */
async function measure(servers: Child[], publicUrl: string, cookies: string[]) {
  const rows: string[] = [];
  const row = (figure: string, value: string, bar = "") => {
    rows.push(`| ${figure} | ${value} | ${bar} |`);
    // Progress, while the run goes on (the table comes at the end).
    console.error(`  ${figure}: ${value}`);
  };
  const urls = servers.map((s) => `${s.base.replace(/^http/, "ws")}/api/realtime`);
  let published = 0;
  const publishOrThrow = async () => {
    const n = ++published;
    const t0 = clock();
    const response = await fetch(`${servers[0]!.base}/api/posts`, {
      method: "POST",
      headers: { cookie: cookies[0]!, origin: publicUrl, "content-type": "application/json" },
      body: JSON.stringify({
        title: `Tempo real ${n}`,
        content: `Publicação ${n} do benchmark de tempo real (${RUN}).`,
      }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`publishing failed: ${response.status} ${text.slice(0, 300)}`);
    return { id: (JSON.parse(text) as { id: string }).id, t0, postMs: clock() - t0 };
  };
  /** A post, or why it failed (a busy server may not even accept the connection): counted, not fatal. */
  const failures: Record<string, number> = {};
  const publish = () =>
    publishOrThrow().catch((err: Error) => {
      const cause = (err.cause as { code?: string } | undefined)?.code;
      const key = cause ?? err.message.slice(0, 40);
      failures[key] = (failures[key] ?? 0) + 1;
      return null;
    });
  const succeeded = <T>(list: (T | null)[]) => list.filter((p): p is T => p !== null);

  // One post before measuring anything: the first request of its kind is slower (the code is cold).
  await publishOrThrow();
  const rssBefore = servers.map(rssMb);
  const clients = await startClients(urls, cookies, publicUrl);
  try {
    // 1. Opening, all at once.
    const openStart = clock();
    const opened = await clients.all({ cmd: "open" }, "phaseDone");
    const openSeconds = (Math.max(...opened.map((r) => r.at)) - openStart) / 1000;
    const openCounters = addCounters(opened.map((r) => r.counters));
    const openNow = opened.reduce((n, r) => n + r.open, 0);
    const rssOpen = servers.map(rssMb);
    row(
      "open: all sockets open",
      `${openNow} / ${SOCKETS} in ${openSeconds.toFixed(1)} s${opened.every((r) => r.complete) ? "" : ` (gave up after ${PHASE_TIMEOUT_MS / 1000} s)`}`,
      "10,000 within 20 s",
    );
    row("open: refused (HTTP status on upgrade)", kinds(openCounters.refused), "0");
    row("open: connection errors", kinds(openCounters.errors), "0");
    row("open: closed with 1013 (busy)", String(openCounters.busy));
    row("open: other closes of open sockets", kinds(openCounters.closes));
    row(
      "open: handshakes in flight at most (per client)",
      String(Math.max(...opened.map((r) => r.peakInFlight))),
    );
    servers.forEach((_, i) => {
      const grown = rssOpen[i]! - rssBefore[i]!;
      const perSocket = (grown * 1024) / (openNow / servers.length);
      row(
        `memory: RSS of server ${i + 1}${servers.length > 1 ? ` (${Math.round(openNow / servers.length)} sockets)` : ""}`,
        `${rssBefore[i]!.toFixed(0)} MB before, ${rssOpen[i]!.toFixed(0)} MB open: +${grown.toFixed(0)} MB, ${perSocket.toFixed(1)} KB per socket`,
      );
    });

    // 3. Fan-out, settled.
    await sleep(SETTLE_MS);
    const attempts: Awaited<ReturnType<typeof publish>>[] = [];
    for (let i = 0; i < POSTS; i++) {
      const started = clock();
      attempts.push(await publish());
      await sleep(Math.max(0, 1000 - (clock() - started)));
    }
    const posts = succeeded(attempts);
    if (posts.length < POSTS) row("fan-out: posts that failed", kinds(failures), "0");
    await sleep(2000);
    const fan = await collect(clients, posts);
    fan.perPost.forEach((f, i) =>
      row(
        `fan-out: post ${i + 1} (POST answered in ${ms(posts[i]!.postMs)} ms)`,
        `p50 ${ms(f.p50)} ms, p95 ${ms(f.p95)} ms, max ${ms(f.max)} ms; received ${f.received} / ${f.openAtPublish}`,
      ),
    );
    const p95s = fan.perPost.map((f) => f.p95).sort((a, b) => a - b);
    row(
      "fan-out: median of the p95s",
      `${ms(p95s[Math.floor(p95s.length / 2)]!)} ms; all received: ${fan.perPost.every((f) => f.received === SOCKETS) ? "yes" : "no"}`,
      "≤ 250 ms, all received",
    );
    row(
      "protocol seen",
      fan.idsSeen
        ? `event ids, ${fan.hellos} hello`
        : `no event ids, ${fan.hellos} hello (the server before ids)`,
    );

    // 4. Storm: drop everything, reconnect by the policy, publish every 500 ms meanwhile.
    for (const key of Object.keys(failures)) delete failures[key];
    const stormStart = clock();
    const stormDone = clients.all({ cmd: "storm" }, "phaseDone");
    let stormOver = false;
    void stormDone.then(
      () => (stormOver = true),
      () => (stormOver = true),
    );
    const stormPosts: ReturnType<typeof publish>[] = [];
    for (let k = 0; !stormOver; k++) {
      await sleep(Math.max(0, stormStart + STORM_POST_EVERY_MS / 2 + k * STORM_POST_EVERY_MS - clock()));
      if (stormOver) break;
      stormPosts.push(publish());
    }
    const storm = await stormDone;
    const stormSeconds = (Math.max(...storm.map((r) => r.at)) - stormStart) / 1000;
    const stormCounters = addCounters(storm.map((r) => r.counters));
    const tried = stormPosts.length;
    const during = succeeded(await Promise.all(stormPosts));
    await sleep(SETTLE_MS);
    const after = await collect(clients, during);
    const s = after.pooled;
    row(
      "storm: all open again",
      `${storm.reduce((n, r) => n + r.open, 0)} / ${SOCKETS} in ${stormSeconds.toFixed(1)} s${storm.every((r) => r.complete) ? "" : ` (gave up after ${PHASE_TIMEOUT_MS / 1000} s)`}`,
      "≤ 30 s",
    );
    row("storm: refused (HTTP status on upgrade)", kinds(stormCounters.refused));
    row("storm: connection errors", kinds(stormCounters.errors));
    row("storm: closed with 1013 (busy)", String(stormCounters.busy));
    row("storm: other closes of open sockets", kinds(stormCounters.closes));
    row("storm: opens (all attempts)", String(stormCounters.opens));
    const postMs = during.map((p) => p.postMs).sort((a, b) => a - b);
    row(
      `storm: ${tried} posts, one every ${STORM_POST_EVERY_MS} ms`,
      (during.length
        ? `POST answered in p50 ${ms(percentile(postMs, 50))} ms, max ${ms(postMs.at(-1)!)} ms`
        : "none published") + `; failed: ${kinds(failures)}`,
    );
    row(
      "storm: fan-out to the sockets open at publication",
      `p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms, max ${ms(s.max)} ms; received ${s.received} / ${s.openAtPublish}`,
      "p95 ≤ 1 s",
    );
    row(
      "storm: sockets down at publication that had it after reconnecting",
      after.idsSeen
        ? `${s.caughtUp} / ${s.downAtPublish} (resync asked: ${stormCounters.resyncs})`
        : `n/a without ids (${s.caughtUp} / ${s.downAtPublish} heard it live)`,
      "all, with ids",
    );
    row(
      "storm: event ids received twice on a socket",
      after.idsSeen ? String(after.duplicates) : "n/a without ids",
      "0",
    );
  } finally {
    await clients.close();
  }
  return rows;
}

function printTable(title: string, rows: string[]) {
  console.log(`\n| ${title} | | Bar |\n|---|---|---|`);
  for (const line of rows) console.log(line);
  console.log(`\nload average: ${loadAverage()}`);
}

const sharedEnv = { AUTH_SECRET, TRUST_PROXY: "true", WRITE_LIMITS, WEB_DIST: "/nonexistent" };
const scale = `${SOCKETS} sockets, ${MEMBERS} members, ${CLIENTS} client processes, ${CONCURRENCY} handshakes in flight each`;
console.log(runHeader("Realtime"));

/** Migrates the database, makes the community and its members, and closes it (before any server opens it). */
async function communityIn(database: ReturnType<typeof createDatabase>): Promise<Member[]> {
  try {
    await database.migrate();
    return await prepareCommunity(database.db);
  } finally {
    await database.close();
  }
}

/** A: one server on the embedded database; the accounts made before it starts. */
async function embedded() {
  const dataDir = dataFolder("realtime-pglite");
  let server: Child | undefined;
  try {
    const members = await communityIn(
      createDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") }),
    );
    server = await startServer({ ...sharedEnv, DATA_DIR: dataDir });
    const cookies = await signInAll(server, members);
    printTable(`A. PGlite, one server: ${scale}`, await measure([server], server.base, cookies));
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** B: two servers on one PostgreSQL database, behind one PUBLIC_URL. */
async function twoInstances() {
  const scratch = await newDatabase("realtime");
  const dirs = [dataFolder("realtime-pg1"), dataFolder("realtime-pg2")];
  const servers: Child[] = [];
  try {
    const members = await communityIn(createDatabase({ kind: "postgres", url: scratch.url }));
    const env = { ...sharedEnv, DATABASE_URL: scratch.url };
    servers.push(await startServer({ ...env, DATA_DIR: dirs[0]! }));
    const publicUrl = servers[0]!.base;
    servers.push(await startServer({ ...env, DATA_DIR: dirs[1]!, PUBLIC_URL: publicUrl }));
    const cookies = await signInAll(servers[0]!, members);
    printTable(
      `B. PostgreSQL (${scratch.name}), two servers: ${scale}`,
      await measure(servers, publicUrl, cookies),
    );
  } finally {
    await Promise.all(servers.map(stop));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await scratch.drop();
  }
}

if (SETUPS.includes("pglite")) await embedded();
if (SETUPS.includes("postgres")) await twoInstances();
