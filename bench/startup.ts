// Measures `npm start` as a person runs it: from spawning it until /api/health answers 200, first on
// a new data dir, then again on that existing data dir (the start that must take ≤ 5 s).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "guilda-bench-"));
const port = 3200 + (process.pid % 500);
const RUNS = Number(process.env.RUNS ?? 5);

/** True while any process of the group (npm, its shells, the build, the server) is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startOnce(): Promise<{ ms: number; built: boolean }> {
  const started = performance.now();
  // Its own process group, so that SIGINT reaches the server behind npm and the shells, as Ctrl+C does.
  const child = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "ignore"],
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          return { ms: performance.now() - started, built: output.includes("Building the web app") };
        }
      } catch {
        /* not yet */
      }
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      if (performance.now() - started > 300_000) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    process.kill(-child.pid!, "SIGINT");
    // Wait for every process of the group, the server included, before the next start opens the data dir.
    while (groupAlive(child.pid!)) await new Promise((r) => setTimeout(r, 50));
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const first = await startOnce(); // creates, migrates and seeds the data dir
const warm: Awaited<ReturnType<typeof startOnce>>[] = [];
for (let i = 0; i < RUNS; i++) warm.push(await startOnce());
const times = warm.map((w) => w.ms);
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const rebuilt = warm.filter((w) => w.built).length;
console.log(
  `first npm start (new data dir, migrations + demo seed${first.built ? ", web build" : ", no web build"}): ${seconds(first.ms)} s`,
);
console.log(
  `npm start on that existing data dir, median of ${RUNS}: ${seconds(median)} s (all: ${times.map(seconds).join(", ")}; ${rebuilt ? `${rebuilt} of them rebuilt the web app` : "none rebuilt the web app"})`,
);
