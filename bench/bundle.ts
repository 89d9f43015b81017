/**
 * Initial JavaScript per page: the entry chunk plus the page's route chunk and everything both
 * import statically (lazy imports excluded), gzip-compressed, from the Vite manifest of the
 * production build. Run `npm run build` first.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; src?: string };

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
  string,
  Chunk
>;

const PAGES: Record<string, string> = {
  login: "src/app/routes/auth/login.tsx",
  feed: "src/app/routes/feed.tsx",
  space: "src/app/routes/space.tsx",
  post: "src/app/routes/post.tsx",
};

function closure(key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipOf = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const BAR_KB = 170;

console.log("| Page | Initial JS (gzip) | Files | Bar ≤ 170 KB |\n|---|---|---|---|");
for (const [page, src] of Object.entries(PAGES)) {
  const keys = closure(src, closure(entry));
  const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith(".js"));
  const kb = files.reduce((sum, f) => sum + gzipOf(f), 0) / 1024;
  console.log(`| ${page} | ${kb.toFixed(1)} KB | ${files.length} | ${kb <= BAR_KB ? "met" : "missed"} |`);
}
