// Sales webhooks (bench/README.md, "Sales webhooks"). Starts the real server on a fresh PostgreSQL
// database and on an embedded data dir, configures the Hotmart token and an offer through the admin
// API, creates members, then offers signed Hotmart PURCHASE_APPROVED deliveries at an even rate
// (half for members, who get their grants and 'Acesso liberado'; half for new e-mails, who get an
// invite): the latency of the 200, then how long until every delivery is processed by its job.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { hotmartPurchase, HOTMART_TOKEN } from "../apps/server/src/test/sales-payloads";
import {
  dataFolder,
  load,
  loadAverage,
  ms,
  newDatabase,
  percentile,
  runHeader,
  secondsSince,
  signIn,
  startServer,
  stop,
  type Child,
} from "./support";

const TARGETS = (process.env.SALES_TARGETS ?? "postgres,pglite").split(",");
const DELIVERIES = Number(process.env.DELIVERIES ?? 1000);
const RATE = Number(process.env.RATE ?? 100);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const WARMUP = 100;
const MEMBERS = 50;
const PRODUCT = 5150;
const ADMIN = { email: "admin@bench.guilda.local", password: "senha do admin do benchmark 2026" };

type Figures = {
  database: string;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  sentSeconds: number;
  /** From the first delivery sent to the last one processed. */
  processedSeconds: number;
  /** From the last delivery answered to the last one processed. */
  drainSeconds: number;
};

async function api(server: Child, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: { cookie, origin: server.base, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

/** Hotmart deliveries of distinct sales: even ones for the members, odd ones for new e-mails. */
function deliveries(count: number, label: string) {
  return Array.from({ length: count }, (_, i) => {
    const email =
      i % 2 === 0
        ? `cliente${(i / 2) % MEMBERS}@bench.guilda.local`
        : `comprador-${label}-${i}@bench.guilda.local`;
    const body = hotmartPurchase({
      id: randomUUID(),
      productId: PRODUCT,
      email,
      transaction: `HPB${label}${i}`,
    });
    return {
      method: "POST" as const,
      path: "/api/webhooks/hotmart",
      headers: { "content-type": "application/json", "x-hotmart-hottok": HOTMART_TOKEN },
      body: JSON.stringify(body),
    };
  });
}

/** Waits until no delivery is pending; the time it happened. */
async function drained(server: Child, cookie: string, failures: { count: number }) {
  for (;;) {
    const pending = (await api(
      server,
      cookie,
      "GET",
      "/api/admin/sales/deliveries?status=pending&limit=1",
    )) as {
      items: unknown[];
    };
    if (pending.items.length === 0) {
      const done = performance.now();
      const failed = (await api(
        server,
        cookie,
        "GET",
        "/api/admin/sales/deliveries?status=failed&limit=100",
      )) as {
        items: unknown[];
      };
      failures.count = failed.items.length;
      return done;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function run(database: string, env: Record<string, string>): Promise<Figures> {
  const server = await startServer({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  try {
    const cookie = await signIn(server, ADMIN.email, ADMIN.password);
    await api(server, cookie, "PUT", "/api/admin/sales/providers/hotmart", { secret: HOTMART_TOKEN });
    await api(server, cookie, "POST", "/api/admin/sales/offers", {
      name: "Comunidade anual",
      provider: "hotmart",
      product_key: String(PRODUCT),
      duration: "lifetime",
      ai_tier: "basic",
      grants_student: true,
    });
    await api(server, cookie, "POST", "/api/admin/members/batch", {
      mode: "create",
      source: "manual",
      members: Array.from({ length: MEMBERS }, (_, i) => ({
        name: `Cliente ${i}`,
        email: `cliente${i}@bench.guilda.local`,
        password: `senha forte do cliente ${i} 2026`,
        is_student: false,
      })),
    });
    const failures = { count: 0 };
    const url = `${server.base}/api/webhooks/hotmart`;
    // Warm-up (not counted): the first grants of each member, the code paths compiled.
    await load({
      url,
      connections: CONNECTIONS,
      seconds: WARMUP / RATE,
      rate: RATE,
      requests: deliveries(WARMUP, "w"),
    });
    await drained(server, cookie, failures);

    const started = performance.now();
    const burst = await load({
      url,
      connections: CONNECTIONS,
      seconds: DELIVERIES / RATE,
      rate: RATE,
      requests: deliveries(DELIVERIES, "m"),
    });
    const answered = performance.now();
    const done = await drained(server, cookie, failures);
    if (failures.count) throw new Error(`${failures.count} deliveries failed`);
    return {
      database,
      p50: percentile(burst.latencies, 50),
      p95: percentile(burst.latencies, 95),
      p99: percentile(burst.latencies, 99),
      non2xx: burst.result.non2xx,
      errors: burst.result.errors + burst.result.timeouts,
      sentSeconds: burst.result.duration,
      processedSeconds: (done - started) / 1000,
      drainSeconds: (done - answered) / 1000,
    };
  } finally {
    await stop(server);
  }
}

async function main() {
  const header = [
    runHeader("Sales webhooks"),
    `${DELIVERIES} signed Hotmart deliveries offered at ${RATE}/s on up to ${CONNECTIONS} connections, after ${WARMUP} not counted; half for ${MEMBERS} members, half for new e-mails`,
  ];
  console.log(header.join("\n"));
  const figures: Figures[] = [];
  const began = performance.now();
  if (TARGETS.includes("postgres")) {
    const scratch = await newDatabase("sales");
    const dataDir = dataFolder("sales");
    try {
      figures.push(await run("PostgreSQL", { DATABASE_URL: scratch.url, DATA_DIR: dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      if (!process.env.KEEP_DB) await scratch.drop();
    }
  }
  if (TARGETS.includes("pglite")) {
    const dataDir = dataFolder("sales-lite");
    try {
      figures.push(await run("PGlite", { DATABASE_URL: "", DATA_DIR: dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const table = [
    "| Database | 200 p50 ms | p95 ms | p99 ms | non-2xx | errors | sent in s | all processed after s (from the first) | drained s after the last 200 |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...figures.map(
      (f) =>
        `| ${f.database} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.non2xx} | ${f.errors} | ${f.sentSeconds.toFixed(1)} | ${f.processedSeconds.toFixed(1)} | ${f.drainSeconds.toFixed(1)} |`,
    ),
  ];
  const verdicts = figures.map(
    (f) =>
      `${f.database}: p95 of the 200 ${ms(f.p95)} ms (${f.p95 <= 50 ? "met" : "MISSED"} ≤ 50 ms), all processed in ${f.processedSeconds.toFixed(1)} s (${f.processedSeconds <= 60 ? "met" : "MISSED"} ≤ 60 s)`,
  );
  console.log(
    [
      "",
      ...header,
      "",
      ...table,
      "",
      ...verdicts,
      `took ${secondsSince(began).toFixed(0)} s; load average at the end ${loadAverage()}`,
    ].join("\n"),
  );
}

await main();
