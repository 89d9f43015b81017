// Lighthouse 12 on the built app: login, feed, members, a course page and a lesson page (a video
// file lesson the run adds to a course the demo member can open: the player and the course beside
// it), desktop and mobile, in Debian's Chromium. The server runs on a new embedded database with the demo community; the
// signed-in pages are measured as the demo member, and the members page as the demo admin too
// (`members-admin`: its access column, selection boxes and invites). Prints performance, accessibility, best
// practices, CLS, LCP and TBT per page, the audits that fail, and writes every JSON report to
// bench/results/lighthouse/ (ignored by git). Not part of `npm test`.
//
//   npm run lighthouse                      build if stale, then measure
//   PAGES=login,feed npm run lighthouse     only some pages (login, feed, members, members-admin, course, lesson)
//   FORM_FACTORS=mobile npm run lighthouse  only one form factor
//   CHROMIUM_PATH=/path/to/chrome           another browser (default /usr/bin/chromium)
//   WEB_DIST=/path/to/dist                  another build of the web app
//   RUNS=5 npm run lighthouse                each page measured five times; the run Lighthouse's own
//                                           computeMedianRun picks (median FCP and TTI) is reported,
//                                           with the spread of the performance scores
//   SERVICE_WORKER=installed npm run lighthouse
//                                           each page is loaded once first and measured with the
//                                           service worker installed and its precache filled (the
//                                           profile's storage is kept between the two loads)
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

const root = path.resolve(import.meta.dirname, "..");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reportsDir = path.join(root, "bench/results/lighthouse");
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices"];
const withServiceWorker = process.env.SERVICE_WORKER === "installed";
/** Measurements per page; Lighthouse's scores swing by several points from one run to the next. */
const runs = Math.max(1, Number(process.env.RUNS ?? 1));

// WEB_DIST (the server's own setting) measures another build folder.
const webDist = path.resolve(root, process.env.WEB_DIST ?? "apps/web/dist");
if (!existsSync(path.join(webDist, "index.html"))) {
  throw new Error(`${webDist} has no build: run \`npm run build\` first`);
}
if (!existsSync(chromePath)) {
  throw new Error(`${chromePath} not found: install Debian's chromium or set CHROMIUM_PATH`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Chromium with the DevTools protocol on a free port, in a throwaway profile. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "guilda-chromium-"));
  const child = spawn(
    chromePath,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${chromePath} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, child };
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 60_000) throw new Error(`${chromePath} did not open its debugging port`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The built app on the embedded database with the demo community; resolves with the demo logins. */
async function startServer() {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "guilda-lighthouse-")),
      PORT: String(port),
      PUBLIC_URL: base,
      SEED_DEMO: "true",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      WEB_DIST: webDist,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 600_000) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  const email = /Membro:\s+(\S+)/.exec(output)?.[1];
  const adminEmail = /Admin:\s+(\S+)/.exec(output)?.[1];
  const password = /Senha:\s+(\S+)/.exec(output)?.[1];
  if (!email || !adminEmail || !password) throw new Error(`the demo community was not created:\n${output}`);
  return { base, child, email, adminEmail, password };
}

async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * A lesson page to measure: the recorded test video (e2e/fixtures) uploaded by the demo admin as a
 * new lesson at the end of the first module of the demo member's first course, so the page has
 * the file player (no provider's network) and the course outline beside it.
 */
async function videoLesson(base, adminCookie, memberCookie) {
  const call = async (method, url, body, cookie = adminCookie) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: base,
        cookie,
        "content-type": body instanceof Buffer ? "application/octet-stream" : "application/json",
      },
      body: body instanceof Buffer ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const mine = await call("GET", "/api/courses/mine", undefined, memberCookie);
  const course = mine.items[0];
  if (!course) throw new Error("the demo member has no course");
  const upload = await call(
    "POST",
    "/api/uploads",
    readFileSync(path.join(root, "e2e/fixtures/aula-gravada-12s.webm")),
  );
  const editor = await call("GET", `/api/admin/courses/${course.id}`);
  const lesson = await call("POST", `/api/admin/modules/${editor.modules[0].id}/lessons`, {
    title: "Aula gravada (Lighthouse)",
    kind: "video",
    video_upload_id: upload.id,
  });
  return `/curso/${encodeURIComponent(course.slug)}/aula/${encodeURIComponent(lesson.slug)}`;
}

const server = await startServer();
let chrome;
try {
  const cookie = await signIn(server.base, server.email, server.password);
  const adminCookie = await signIn(server.base, server.adminEmail, server.password);
  const courses = await (await fetch(`${server.base}/api/courses`, { headers: { cookie } })).json();
  const courseSlug = courses[0]?.slug;
  if (!courseSlug) throw new Error("the demo community has no course");

  const wanted = process.env.PAGES?.split(",").map((p) => p.trim());
  const lessonUrl =
    !wanted || wanted.includes("lesson") ? await videoLesson(server.base, adminCookie, cookie) : "";
  const allPages = {
    login: { url: "/auth/login", signedIn: false },
    feed: { url: "/", signedIn: true },
    members: { url: "/membros", signedIn: true },
    "members-admin": { url: "/membros", signedIn: true, admin: true },
    course: { url: `/curso/${encodeURIComponent(courseSlug)}`, signedIn: true },
    lesson: { url: lessonUrl, signedIn: true },
  };
  const pages = Object.entries(allPages).filter(([name]) => !wanted || wanted.includes(name));
  const formFactors = (process.env.FORM_FACTORS ?? "desktop,mobile").split(",").map((f) => f.trim());

  mkdirSync(reportsDir, { recursive: true });
  chrome = await launchChromium();
  const rows = [];
  for (const formFactor of formFactors) {
    for (const [name, page] of pages) {
      const run = () =>
        lighthouse(
          `${server.base}${page.url}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            extraHeaders: page.signedIn ? { cookie: page.admin ? adminCookie : cookie } : undefined,
            ...(withServiceWorker ? { disableStorageReset: true } : {}),
          },
          formFactor === "desktop" ? desktopConfig : undefined,
        );
      // With the service worker: a first load installs it and fills its precache (it registers
      // after the page has loaded); the second load is the one measured.
      if (withServiceWorker) await run();
      const measured = [];
      for (let i = 0; i < runs; i++) {
        let result = await run();
        // A loaded machine now and then misses the navigation's start (NO_NAVSTART): one more try.
        if (result?.lhr.runtimeError) result = await run();
        if (!result) throw new Error(`no Lighthouse result for ${name}`);
        measured.push(result.lhr);
      }
      const lhr = runs > 1 ? computeMedianRun(measured) : measured[0];
      const scores = measured.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
      writeFileSync(path.join(reportsDir, `${name}-${formFactor}.json`), JSON.stringify(lhr, null, 2));
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const failing = Object.values(lhr.categories)
        .filter((c) => c.id !== "performance")
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => a.id);
      if (lhr.runtimeError) failing.unshift(`runtimeError: ${lhr.runtimeError.code}`);
      rows.push({
        page: name,
        formFactor,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        cls: audit("cumulative-layout-shift").toFixed(3),
        lcp: `${(audit("largest-contentful-paint") / 1000).toFixed(1)} s`,
        tbt: `${Math.round(audit("total-blocking-time"))} ms`,
        runs: scores.join(", "),
        failing,
      });
      process.stdout.write(`measured ${name} (${formFactor})\n`);
    }
  }
  const load = (await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  console.log(
    `\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, load average ${load}\n`,
  );
  console.log(
    "| Page | Form factor | Performance | Accessibility | Best practices | CLS | LCP | TBT | Performance of each run |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.cls} | ${r.lcp} | ${r.tbt} | ${r.runs} |`,
    );
  }
  const failures = rows.filter((r) => r.failing.length);
  if (failures.length) {
    console.log("\nFailing accessibility / best-practices audits:");
    for (const r of failures) console.log(`  ${r.page} (${r.formFactor}): ${r.failing.join(", ")}`);
  }
  console.log(`\nJSON reports: ${path.relative(root, reportsDir)}/`);
} finally {
  chrome?.child.kill("SIGTERM");
  server.child.kill("SIGTERM");
}
