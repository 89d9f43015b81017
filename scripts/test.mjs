// Runs everything a newcomer needs to trust the tree, in order, and ends with one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const reportDir = mkdtempSync(path.join(tmpdir(), "guilda-test-"));
let passed = 0;
let failed = 0;
let skipped = 0;

function run(title, command, args, env = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.stdout.write(`\n✖ ${title} failed\n`);
    return false;
  }
  return true;
}

function vitest(title, workspace, env = {}) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, "-")}.json`);
  const ok = run(
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

const steps = [
  () => run("lint", "npm", ["run", "lint", "--silent"]),
  () => run("typecheck", "npm", ["run", "typecheck", "--silent"]),
  () => vitest("unit tests (packages/shared)", "packages/shared"),
  () => vitest("server tests on PGlite", "apps/server", { TEST_DATABASE_URL: "" }),
  () =>
    process.env.TEST_DATABASE_URL
      ? vitest("server tests on PostgreSQL", "apps/server")
      : (process.stdout.write("\n▶ server tests on PostgreSQL skipped (set TEST_DATABASE_URL to run them)\n"),
        true),
  () => run("build", "npm", ["run", "build", "--silent"]),
  () => vitest("browser tests", "e2e"),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(ok && failed === 0 ? 0 : 1);
