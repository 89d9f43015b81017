// Measures how long `npm start`'s server takes to answer /api/health on an existing data dir.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "guilda-bench-"));
const port = 3200 + (process.pid % 500);
const RUNS = Number(process.env.RUNS ?? 3);

async function startOnce(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
      } catch {
        /* not yet */
      }
      if (performance.now() - started > 300_000) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

const first = await startOnce(); // creates, migrates and seeds the data dir
const warm: number[] = [];
for (let i = 0; i < RUNS; i++) warm.push(await startOnce());
warm.sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)]!;
console.log(`first start (new data dir, migrations + demo seed): ${(first / 1000).toFixed(1)} s`);
console.log(
  `start on an existing data dir, median of ${RUNS}: ${(median / 1000).toFixed(1)} s (all: ${warm.map((w) => (w / 1000).toFixed(1)).join(", ")})`,
);
