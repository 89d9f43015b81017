import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server may send compressed; images, fonts and media are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed twin saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function* builtFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // `.vite` holds the manifest, which is read at build time and never served.
    if (entry.name.startsWith(".")) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to every text file of the
 * build, once, so the server sends them as they are instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "guilda:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of builtFiles(outDir)) {
        jobs.push(
          (async () => {
            const source = await readFile(file);
            if (source.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API and its websocket live on the server; same-origin in the browser keeps cookies simple.
    proxy: {
      "/api": { target: "http://localhost:3000", ws: true },
    },
  },
  preview: { port: 5173 },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // A browser without <link rel="modulepreload"> (Safari before 17) still loads every module,
    // only without the head start; the polyfill would cost every visitor its bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required by the inlining below; the entry's exports are never imported from outside.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything the entry needs before its first render travels as one file: as many small
          // shared chunks, each a request and a module to instantiate, the first page waited on the
          // slowest of them.
          groups: [{ name: "app", tags: ["$initial"] }],
          // The same for each page: the small chunks two pages share (icons, form fields, messages,
          // query helpers) are copied into each page's own chunk instead of being requests of their
          // own — the feed's page needed 21 files, now 7. Radix primitives stay shared: each holds
          // React contexts, which must exist once. (Pure modules copied twice behave the same.)
          experimentalInlineCommonChunks: { maxSize: 16_000, exclude: /node_modules[\\/]@radix-ui[\\/]/ },
        },
      },
    },
    // bench/bundle.ts reads it to measure the JavaScript each page needs before it can render.
    manifest: true,
  },
});
