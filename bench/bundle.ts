/**
 * Initial JavaScript per page: the entry chunk plus the page's route chunk and everything both
 * import statically (lazy imports excluded), gzip-compressed, from the Vite manifest of the
 * production build. Then the bytes the real server actually sends for that page (document, CSS
 * and the same JavaScript) with a browser's `Accept-Encoding`, read off the socket undecoded.
 * Run `npm run build` first (`npm run bench:bundle` does). `DIST` measures another build folder;
 * `BASE_URL` measures an already running server instead of starting one on the embedded database.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startServer, stop, type Child } from "./support";

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; src?: string };

const dist = path.resolve(process.env.DIST ?? path.join(import.meta.dirname, "../apps/web/dist"));
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
  string,
  Chunk
>;

/** The pages with the bar, and the address the browser opens for each. */
const PAGES: Record<string, { src: string; url: string }> = {
  login: { src: "src/app/routes/auth/login.tsx", url: "/auth/login" },
  feed: { src: "src/app/routes/feed.tsx", url: "/" },
  space: { src: "src/app/routes/space.tsx", url: "/espaco/geral" },
  post: { src: "src/app/routes/post.tsx", url: "/post/1" },
  members: { src: "src/app/routes/members.tsx", url: "/membros" },
  course: { src: "src/app/routes/courses/course.tsx", url: "/curso/exemplo" },
};
const BAR_KB = 170;
const BAR_PAGES = new Set(["login", "feed"]);
/** What Chromium sends. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

function closure(key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipOf = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;

function initial(src: string) {
  const keys = [...closure(src, closure(entry))];
  const js = keys.map((k) => manifest[k]!.file).filter((f) => f.endsWith(".js"));
  const css = [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))];
  return { js, css, gzip: js.reduce((sum, f) => sum + gzipOf(f), 0) };
}

/** Body bytes as they travel (not decoded), and the encoding they travelled in. */
function onTheWire(base: string, url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers: { "accept-encoding": ACCEPT_ENCODING } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => {
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
          else resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "identity") });
        });
      })
      .on("error", reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let server: Child | undefined;
let base = process.env.BASE_URL?.replace(/\/$/, "");
if (!base) {
  server = await startServer({
    DATABASE_URL: "",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "guilda-bundle-")),
    WEB_DIST: dist,
  });
  base = server.base;
}

try {
  console.log(
    `| Page | Initial JS (gzip) | JS on the wire | Document + CSS + JS on the wire | Files | Bar ≤ ${BAR_KB} KB |\n|---|---|---|---|---|---|`,
  );
  for (const [page, { src, url }] of Object.entries(PAGES)) {
    const { js, css, gzip } = initial(src);
    const jsWire = await Promise.all(js.map((f) => onTheWire(base, `/${f}`)));
    const cssWire = await Promise.all(css.map((f) => onTheWire(base, `/${f}`)));
    const doc = await onTheWire(base, url);
    const jsBytes = jsWire.reduce((sum, r) => sum + r.bytes, 0);
    const total = jsBytes + doc.bytes + cssWire.reduce((sum, r) => sum + r.bytes, 0);
    const encodings = [...new Set([...jsWire, ...cssWire, doc].map((r) => r.encoding))].join("/");
    const bar = BAR_PAGES.has(page) ? (gzip / 1024 <= BAR_KB ? "met" : "missed") : "—";
    console.log(
      `| ${page} | ${kb(gzip)} | ${kb(jsBytes)} | ${kb(total)} (${encodings}) | ${js.length} | ${bar} |`,
    );
  }

  // Every other page: its initial JavaScript (gzip), largest first.
  const others = Object.keys(manifest)
    .filter((k) => k.startsWith("src/app/routes/") && !Object.values(PAGES).some((p) => p.src === k))
    .map((k) => ({ page: k.replace("src/app/routes/", "").replace(/\.tsx?$/, ""), gzip: initial(k).gzip }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log("\n| Other page | Initial JS (gzip) |\n|---|---|");
  for (const { page, gzip } of others) console.log(`| ${page} | ${kb(gzip)} |`);
} finally {
  if (server) await stop(server);
}
