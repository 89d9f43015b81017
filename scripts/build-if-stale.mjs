// Builds the web app only when its build is missing or older than anything that goes into it,
// so `npm start` on an unchanged tree goes straight to the server.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "apps/web/dist/index.html");

// Everything the bundle is made from; packages/shared is bundled into the web app.
const sources = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "apps/web/package.json",
  "packages/shared/src",
  ...readdirSync(path.join(root, "apps/web"))
    .filter((name) => name.startsWith("vite.config."))
    .map((name) => `apps/web/${name}`),
];

/** The newest modification time under `file`. Folders count too: deleting a file changes its folder. */
function newest(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return { time: 0, file };
  }
  let found = { time: stat.mtimeMs, file };
  if (stat.isDirectory()) {
    for (const entry of readdirSync(file)) {
      const inner = newest(path.join(file, entry));
      if (inner.time > found.time) found = inner;
    }
  }
  return found;
}

function reason() {
  let builtAt;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    return "apps/web/dist/index.html is missing";
  }
  for (const source of sources) {
    const { time, file } = newest(path.join(root, source));
    if (time > builtAt) return `${path.relative(root, file)} changed after the last build`;
  }
  return undefined;
}

const why = reason();
if (!why) {
  process.stdout.write("Web build is up to date; skipping it (npm run build forces one).\n");
} else {
  process.stdout.write(`Building the web app: ${why}.\n`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}
