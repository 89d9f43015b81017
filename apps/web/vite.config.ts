import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
// By path, not by package name: the config is bundled on its own and the shared package is TypeScript.
import { webPwaMessages as pwa } from "../../packages/shared/src/messages/web-pwa";

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

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Writes `offline.html`, the page the service worker answers a navigation with when the network
 * fails: the app's stylesheet (its themes' colours), the saved theme applied before paint like
 * index.html does, and 'Tentar de novo' (public/offline.js: the CSP allows no inline script).
 */
function offlinePage(): Plugin {
  return {
    name: "guilda:offline-page",
    apply: "build",
    generateBundle(_options, bundle) {
      // The app's one stylesheet (the entry's; the chunking above leaves no other).
      const css = Object.values(bundle)
        .filter((file) => file.type === "asset" && file.fileName.endsWith(".css"))
        .map((file) => file.fileName);
      const styles = css.map((file) => `<link rel="stylesheet" href="/${file}" />`).join("\n    ");
      this.emitFile({
        type: "asset",
        fileName: "offline.html",
        source: `<!doctype html>
<html lang="pt-BR" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="color-scheme" content="dark light" />
    <title>${escapeHtml(pwa.offlinePageTitle)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    ${styles}
    <style>
      .offline { min-height: 100dvh; display: grid; place-content: center; gap: 1rem; padding: 1.5rem; text-align: center; max-width: 28rem; margin: 0 auto; }
      .offline svg { margin: 0 auto; color: var(--muted-foreground); }
      .offline h1 { font-size: 1.5rem; font-weight: 700; }
      .offline p { color: var(--muted-foreground); line-height: 1.5; }
      .offline button { justify-self: center; border-radius: 0.5rem; padding: 0.625rem 1.25rem; font-weight: 600; cursor: pointer; background: var(--primary); color: var(--primary-foreground); border: 0; }
      .offline button:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
    </style>
    <script src="/theme-init.js"></script>
    <script src="/offline.js" defer></script>
  </head>
  <body>
    <main class="offline">
      <svg aria-hidden="true" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 20h.01"/><path d="M8.5 16.429a5 5 0 0 1 7 0"/><path d="M5 12.859a10 10 0 0 1 5.17-2.69"/><path d="M19 12.859a10 10 0 0 0-2.007-1.523"/><path d="M2 8.82a15 15 0 0 1 4.177-2.643"/><path d="M22 8.82a15 15 0 0 0-11.288-3.764"/><path d="m2 2 20 20"/></svg>
      <h1>${escapeHtml(pwa.offlineTitle)}</h1>
      <p>${escapeHtml(pwa.offlineText)}</p>
      <button type="button" id="retry">${escapeHtml(pwa.offlineRetry)}</button>
    </main>
  </body>
</html>
`,
      });
    },
  };
}

/**
 * React Router 7 ships a production build beside its development one, but its package exports
 * name only the development build (remix-run/react-router#14102), whose extra checks and warnings
 * run on every render. The app's build takes the production one; `npm run dev` keeps the other.
 */
function reactRouterProduction(): Plugin {
  const root = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
  return {
    name: "guilda:react-router-production",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [{ find: /^react-router$/, replacement: path.join(root, "dist/production/index.mjs") }],
      },
    }),
  };
}

/**
 * Puts V8's compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later) at the top of
 * every chunk. The app loads a chunk when it is about to run it (the entry at start, a page's
 * chunk as the page opens, a dialog's as it opens), so most of each chunk's functions run at
 * once. Without the hint V8 compiles each function on the main thread the first time it is called,
 * and a module the service worker serves gets no code cache, so that happens on every load; with
 * it they are compiled on the thread that parses the script as it arrives. Other browsers read a
 * comment. Measurements: bench/README.md ('What the main thread still did').
 */
function compileHints(): Plugin {
  return {
    name: "guilda:compile-hints",
    apply: "build",
    enforce: "post",
    // Once the chunks are minified (which drops comments) and Vite has put its preload map at
    // their top: V8 reads the hint only above the first line of code.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          // One more line at the top: every mapping moves down a line, in the chunk's map and in
          // the map file already made from it.
          if (!chunk.map) continue;
          chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === "asset") mapFile.source = chunk.map.toString();
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    react(),
    tailwindcss(),
    offlinePage(),
    compileHints(),
    // Our own worker (src/sw.ts): precaching, the offline page, push. The server serves the
    // manifest (from the community settings) and /sw.js at the root, never cached long.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The hashed build and the offline page with what it loads; never index.html (it carries
        // the signed-in member's data), uploaded media or API answers.
        globPatterns: [
          "assets/**/*.{js,css,woff2,woff,svg,png,webp}",
          "offline.html",
          "offline.js",
          "theme-init.js",
          "favicon.svg",
        ],
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
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
