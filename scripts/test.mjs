// Runs everything a newcomer needs to trust the tree, in order, and ends with one summary line.
// Steps that do not depend on each other run side by side (their output is printed whole when
// each ends); the browser tests start as soon as the build is done, beside the server tests.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const reportDir = mkdtempSync(path.join(tmpdir(), "guilda-test-"));
let passed = 0;
let failed = 0;
let skipped = 0;

/** Runs one command; with `buffered`, its output is held and printed in one piece when it ends. */
function run(title, command, args, env = {}, buffered = false) {
  const started = Date.now();
  if (!buffered) process.stdout.write(`\n▶ ${title}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (buffered) process.stdout.write(`\n▶ ${title}\n${Buffer.concat(output).toString()}`);
      process.stdout.write(
        code === 0 ? `\n✔ ${title} (${seconds} s)\n` : `\n✖ ${title} failed (${seconds} s)\n`,
      );
      resolve(code === 0);
    });
  });
}

async function vitest(title, workspace, env = {}, buffered = false) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, "-")}.json`);
  const ok = await run(
    title,
    "npx",
    [
      "vitest",
      "run",
      "--root",
      workspace,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
    buffered,
  );
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, "utf8"));
    passed += r.numPassedTests;
    // A run that failed outside any test (e.g. its global setup) still counts as one failure.
    failed += !ok && r.numFailedTests === 0 ? 1 : r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  } else if (!ok) failed += 1;
  return ok;
}

/** Each group's steps run together; a group starts when the one before has passed. */
const groups = [
  [
    () => run("lint", "npm", ["run", "lint", "--silent"], {}, true),
    () => run("typecheck", "npm", ["run", "typecheck", "--silent"], {}, true),
    () => vitest("unit tests (packages/shared)", "packages/shared", {}, true),
  ],
  [
    // Each run has its own database: PGlite in its process, a new PostgreSQL database for the other.
    () => vitest("server tests on PGlite", "apps/server", { TEST_DATABASE_URL: "" }, true),
    () =>
      process.env.TEST_DATABASE_URL
        ? vitest("server tests on PostgreSQL", "apps/server", {}, true)
        : (process.stdout.write(
            "\n▶ server tests on PostgreSQL skipped (set TEST_DATABASE_URL to run them)\n",
          ),
          Promise.resolve(true)),
    // The server tests spend much of their time waiting (killed servers' jobs expiring, their
    // database's disk), which the browser tests fill; they need the build first.
    async () =>
      (await run("build", "npm", ["run", "build", "--silent"], {}, true)) && vitest("browser tests", "e2e"),
  ],
];

let ok = true;
for (const group of groups) {
  const results = await Promise.all(group.map((step) => step()));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(ok && failed === 0 ? 0 : 1);
