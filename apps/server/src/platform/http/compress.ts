import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";

/**
 * Compression on the wire. Built assets are compressed once, at build time (the web build writes
 * `.br` and `.gz` next to each asset); HTML and JSON answers are compressed as they leave. What the
 * client gets follows its `Accept-Encoding`, and every answer that has compressed forms says
 * `Vary: Accept-Encoding`, so a cache in between never hands one client's form to another.
 */

export type Encoding = "br" | "gzip";

const ENCODINGS: readonly Encoding[] = ["br", "gzip"];
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The encoding to send among `offered`, by the client's `Accept-Encoding` q-values (RFC 9110
 * §12.5.3): `q=0` refuses, `*` stands for anything not named, and on a tie the first offered wins.
 */
export function negotiateEncoding(header: string | undefined, offered: readonly Encoding[] = ENCODINGS) {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

function addVary(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "Accept-Encoding");
  else if (vary !== "*" && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
    headers.set("vary", `${vary}, Accept-Encoding`);
}

/** HTML and JSON (`application/json`, `application/problem+json`...): text worth compressing. */
const DYNAMIC_TYPES = /^\s*(?:text\/html|application\/(?:[\w.-]+\+)?json)\s*(?:;|$)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Fast settings: an answer is compressed once per request, so speed beats the last few percent. */
export function compressBody(body: Uint8Array, encoding: Encoding) {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 4,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * Compresses HTML and JSON answers of at least `threshold` bytes. Left as they are: streams
 * (server-sent events, the assistant's replies), media and files (already compressed or served
 * in ranges), partial answers, answers already encoded, HEAD, and `Cache-Control: no-transform`.
 */
export function compressResponses({ threshold = 1024 }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Only headers and status here: reading `body` would build the full Response for every answer.
    if (c.req.method === "HEAD") return;
    if (res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has("content-encoding") || res.headers.has("content-range")) return;
    const type = res.headers.get("content-type") ?? "";
    if (!DYNAMIC_TYPES.test(type)) return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get("cache-control") ?? "")) return;
    const declared = res.headers.get("content-length");
    if (declared !== null && Number(declared) < threshold) return;

    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (!encoding) {
      // Another client could get it compressed: caches must key on Accept-Encoding. The body is
      // not read just to learn its size (a small answer saying Vary costs nothing).
      addVary(res.headers);
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.length < threshold) {
      c.res = new Response(body.length > 0 ? body : null, {
        status: res.status,
        headers: { "content-type": type },
      });
      return;
    }
    const compressed = await compressBody(body, encoding);
    // Hono carries the old answer's other headers over; these replace the ones that changed.
    c.res = new Response(compressed, { status: res.status, headers: { "content-type": type } });
    c.res.headers.set("content-encoding", encoding);
    c.res.headers.set("content-length", String(compressed.length));
    addVary(c.res.headers);
    const etag = c.res.headers.get("etag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("etag", `W/${etag}`);
  };
}

/** Only names of built files: no `..`, no hidden segment (`.vite/manifest.json` stays private). */
function builtFile(root: string, requestPath: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined;
  if (decoded.split("/").some((segment) => segment.startsWith("."))) return undefined;
  return path.join(root, decoded);
}

/** True when the request path names a hidden file or folder of the build (e.g. `/.vite/...`). */
export const isHiddenPath = (requestPath: string) => /(^|\/)\.[^/]/.test(requestPath);

async function sizeOf(file: string) {
  try {
    const s = await stat(file);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

type PrecompressedOptions = {
  root: string;
  /** Serve this file (relative to root) whatever the path, as the single-page app's fallback. */
  file?: string;
  onFound?: (c: Context) => void;
};

/**
 * Serves the `.br` / `.gz` twin the build wrote next to a file, when the client accepts it, with
 * the original's type. Falls through to the plain file server when the file has no twin, the
 * client accepts neither encoding, or the request asks for a range.
 */
export function servePrecompressed({ root, file, onFound }: PrecompressedOptions): MiddlewareHandler {
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || c.req.header("range")) return next();
    const target = file ? path.join(root, file) : builtFile(root, c.req.path);
    if (!target || !(await sizeOf(target))) return next();
    const twins = (
      await Promise.all(ENCODINGS.map(async (e) => ((await sizeOf(target + SUFFIX[e])) ? e : undefined)))
    ).filter((e): e is Encoding => e !== undefined);
    if (twins.length === 0) return next();
    c.header("vary", "Accept-Encoding", { append: true });
    const encoding = negotiateEncoding(c.req.header("accept-encoding"), twins);
    if (!encoding) return next();
    const twin = target + SUFFIX[encoding];
    const stats = await sizeOf(twin);
    if (!stats) return next();
    c.header("content-type", getMimeType(target) ?? "application/octet-stream");
    c.header("content-encoding", encoding);
    c.header("content-length", String(stats.size));
    c.header("last-modified", stats.mtime.toUTCString());
    onFound?.(c);
    if (c.req.method === "HEAD") return c.body(null, 200);
    return c.body(new Uint8Array(await readFile(twin)), 200);
  };
}
