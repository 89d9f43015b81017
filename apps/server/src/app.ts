import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { BATCH_BODY_LIMIT, commonMessages, installPtBrValidationMessages } from "@guilda/shared";
import { BOOT_DATA_ID, scriptSafeJson, type BootData } from "@guilda/shared/rules/boot-data";
import {
  firstRequests,
  pageModule,
  PUBLIC_HOME,
  visitorFirstRequests,
} from "@guilda/shared/rules/first-requests";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { getPath } from "hono/utils/url";
import { adminHubRoutes } from "./modules/admin-hub/admin-hub.routes";
import { auditRoutes } from "./modules/audit/audit.routes";
import { backupRoutes } from "./modules/backups/backups.routes";
import { moderationRoutes } from "./modules/moderation/moderation.routes";
import { aiAdminRoutes } from "./modules/ai/ai-admin.routes";
import { aiRoutes } from "./modules/ai/ai.routes";
import { certificateRoutes } from "./modules/certificates/certificates.routes";
import { chatRoutes } from "./modules/chat/chat.routes";
import { communityRoutes } from "./modules/community/community.routes";
import { eventRoutes } from "./modules/events/events.routes";
import { rulesRoutes } from "./modules/community/rules.routes";
import { courseAdminRoutes } from "./modules/courses/course-admin.routes";
import { courseRoutes } from "./modules/courses/courses.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { progressRoutes } from "./modules/courses/progress.routes";
import { gamificationAdminRoutes } from "./modules/gamification/gamification-admin.routes";
import { gamificationRoutes } from "./modules/gamification/gamification.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { mailRoutes } from "./modules/mail/mail.routes";
import { inviteRoutes } from "./modules/invites/invites.routes";
import { memberRoutes } from "./modules/members/members.routes";
import { navigationRoutes } from "./modules/navigation/navigation.routes";
import { notificationRoutes, ONE_CLICK_UNSUBSCRIBE_PATH } from "./modules/notifications/notifications.routes";
import { pushRoutes } from "./modules/notifications/push.routes";
import { planRoutes } from "./modules/plans/plans.routes";
import { postRoutes } from "./modules/posts/posts.routes";
import { spaceRoutes } from "./modules/spaces/spaces.routes";
import { supplierRoutes } from "./modules/suppliers/suppliers.routes";
import { suggestionRoutes } from "./modules/suggestions/suggestions.routes";
import { searchRoutes } from "./modules/search/search.routes";
import { salesRoutes, webhookRoutes } from "./modules/sales/sales.routes";
import { mediaRoutes, uploadRoutes } from "./modules/uploads/uploads.routes";
import { profileRoutes } from "./modules/profiles/profiles.routes";
import { privacyRoutes } from "./modules/privacy/privacy.routes";
import { pwaRoutes } from "./modules/pwa/pwa.routes";
import { publicPageRoutes } from "./modules/public-page/public-page.routes";
import { isPublicPageOn } from "./modules/public-page/public-page.service";
import { resourceRoutes } from "./modules/resources/resources.routes";
import { toolFileRoutes, toolRoutes } from "./modules/resources/tools.routes";
import { recordDailyVisit } from "./modules/gamification/gamification.service";
import { getProfile, recordActivity, sessionOf } from "./modules/profiles/profiles.service";
import { findViewerBySessionToken } from "./modules/profiles/viewer.queries";
import { settingsRoutes } from "./modules/settings/settings.routes";
import { getSettings } from "./modules/settings/settings.service";
import { wikiRoutes } from "./modules/wiki/wiki.routes";
import { authEndpoint } from "./platform/auth/http";
import type { AppEnv, Deps, ViewerProfiles } from "./platform/http/context";
import { compressResponses, isHiddenPath, servePrecompressed } from "./platform/http/compress";
import { AppError, fromHttpException, sendError } from "./platform/http/errors";
import { pagePreloads } from "./platform/http/page-preloads";
import { requestBodyLimits, strictJsonInput } from "./platform/http/request-guards";
import { sameOriginWrites, securityHeaders } from "./platform/http/security";
import { hasSignedSessionCookie, loadViewer, refusePending, requireAdmin } from "./platform/http/session";

/**
 * What a session whose sign-up waits for approval may ask for: itself (the app shows the waiting
 * page from it) and the public settings (the community's name and colours). Sign-out is Better
 * Auth's, under /api/auth.
 */
const OPEN_TO_PENDING = ["/api/session", "/api/settings", "/api/health"];

/** Where the sales providers send their notifications (`/api/webhooks/{provider}`). */
const WEBHOOKS_PATH = "/api/webhooks/";

export function createApp(deps: Deps) {
  installPtBrValidationMessages();
  // `//api/...` is the same path as `/api/...`: one route, one rate limit, whatever the slashes.
  const app = new Hono<AppEnv>({ getPath: (request) => getPath(request).replace(/\/{2,}/g, "/") });
  // The session middleware (platform) resolves the viewer through this; activity is written at
  // most once per 5 minutes per member (recordActivity throttles in memory), and with it, the
  // first time each São Paulo day, the daily visit is paid.
  const viewerProfiles: ViewerProfiles = {
    find: (userId) => getProfile(deps.database.db, userId),
    bySessionToken: (token) => findViewerBySessionToken(deps.database.db, token),
    onSeen: async (userId) => {
      const now = Date.now();
      if (await recordActivity(deps.database.db, userId, now))
        await recordDailyVisit(deps.database.db, userId, new Date(now), deps.realtime);
    },
  };

  app.use(securityHeaders());
  app.use(compressResponses());
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("viewerProfiles", viewerProfiles);
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof AppError) return sendError(c, error);
    if (error instanceof HTTPException) return sendError(c, fromHttpException(error));
    deps.logger.error({ err: error, path: c.req.path }, "unhandled error");
    return sendError(c, new AppError(500, "INTERNAL", commonMessages.genericError));
  });

  // Uploads are the one write with a binary body (a type no HTML form can send). The one-click
  // unsubscribe of notification e-mails (RFC 8058) is the one write a mail provider sends, as a
  // form from anywhere: it needs no session and can only turn the signed token's e-mails off.
  const writeGuard = sameOriginWrites([deps.config.publicUrl], { binaryPaths: ["/api/uploads"] });
  // Sales notifications come from the providers' servers, signed: they are checked by signature.
  app.use("/api/*", (c, next) =>
    c.req.method === "POST" &&
    (c.req.path === ONE_CLICK_UNSUBSCRIBE_PATH || c.req.path.startsWith(WEBHOOKS_PATH))
      ? next()
      : writeGuard(c, next),
  );
  app.use("/api/*", async (c, next) => {
    c.header("cache-control", "no-store");
    await next();
  });

  // Every body is capped before anything reads it; uploads stream to disk under their own cap.
  app.use(
    "/api/*",
    requestBodyLimits({
      byPath: { "/api/admin/members/batch": BATCH_BODY_LIMIT },
      streamedPaths: ["/api/uploads"],
    }),
  );

  // Read raw (the signature covers the exact bytes), before the member API and its JSON reader.
  app.route(WEBHOOKS_PATH.slice(0, -1), webhookRoutes);

  app.use("/api/auth/*", strictJsonInput);
  app.on(["GET", "POST"], "/api/auth/*", authEndpoint);

  const api = new Hono<AppEnv>()
    .use(loadViewer)
    .use(refusePending(OPEN_TO_PENDING))
    // Every /api/admin/* endpoint is for admins, checked before the input is even read.
    .use("/admin/*", async (c, next) => {
      requireAdmin(c);
      await next();
    })
    .use(strictJsonInput)
    .route("/", healthRoutes)
    .route("/", profileRoutes)
    .route("/", privacyRoutes)
    .route("/", settingsRoutes)
    .route("/", publicPageRoutes)
    .route("/", navigationRoutes)
    .route("/", notificationRoutes)
    .route("/", pushRoutes)
    .route("/", postRoutes)
    .route("/", memberRoutes)
    .route("/", inviteRoutes)
    .route("/", spaceRoutes)
    .route("/", chatRoutes)
    .route("/", uploadRoutes)
    .route("/", mailRoutes)
    .route("/", courseRoutes)
    .route("/", progressRoutes)
    .route("/", courseAdminRoutes)
    .route("/", certificateRoutes)
    .route("/", aiRoutes)
    .route("/", aiAdminRoutes)
    .route("/", gamificationRoutes)
    .route("/", gamificationAdminRoutes)
    .route("/", planRoutes)
    .route("/", rulesRoutes)
    .route("/", communityRoutes)
    .route("/", supplierRoutes)
    .route("/", resourceRoutes)
    .route("/", toolRoutes)
    .route("/", wikiRoutes)
    .route("/", suggestionRoutes)
    .route("/", eventRoutes)
    .route("/", searchRoutes)
    .route("/", dashboardRoutes)
    .route("/", adminHubRoutes)
    .route("/", backupRoutes)
    .route("/", moderationRoutes)
    .route("/", auditRoutes)
    .route("/", salesRoutes)
    .all("*", () => {
      throw AppError.notFound();
    });
  app.route("/api", api);
  app.route("/", mediaRoutes);
  app.route("/", toolFileRoutes);
  app.route("/", pwaRoutes);

  serveWeb(app, deps);
  return app;
}

/**
 * The built web app: hashed assets cached for a year, every other path gets index.html. Each file
 * goes out as the brotli or gzip twin the build wrote next to it when the client accepts one.
 * A request whose signed session cookie resolves to a member gets index.html marked
 * `data-signed-in` (the first paint already has the signed-in shell's geometry) and carrying the
 * answers of /api/session and /api/settings, and of the page's first reads (`firstRequests`), as
 * a JSON block, so the app renders the page without waiting for any of them, and announcing the
 * files of the page's own module (`pageModule`, `modulepreload`) so they load alongside the entry
 * (compressed on the way out like other HTML). A visitor's login or sign-up page is the file
 * announcing that page's files and carrying a null session and the settings; so are the public
 * page's landing (/inicio) and /pricing, with their reads (`visitorFirstRequests`) answered in
 * when the 'Página pública' is on. A visitor's "/" goes to the landing while it is on. Any other
 * request gets the static file.
 */
function serveWeb(app: Hono<AppEnv>, deps: Deps) {
  const webDist = deps.config.webDist;
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) return;
  const root = path.relative(process.cwd(), webDist) || ".";
  const noCache = (c: Context) => void c.header("cache-control", NO_CACHE);
  const immutable = (c: Context) => void c.header("cache-control", IMMUTABLE);
  app.use("/assets/*", servePrecompressed({ root, onFound: immutable }));
  app.use("/assets/*", plainFile(serveStatic({ root }), IMMUTABLE));
  const preloads = pagePreloads(webDist);
  // index.html as a page: announcing `module`'s files, carrying `boot`, marked signed-in for a member.
  // Read each time, like the static file: a new build in place is served at once.
  const page = async (boot: BootData, module: string | null) => {
    const html = await readFile(indexFile, "utf8");
    const head = `${await preloads(html, module)}${bootBlock(boot)}</head>`;
    // The signed-in shell's geometry (the sidebar's rail); the waiting page of a pending sign-up has none.
    const isMember = boot.session && !boot.session.profile.is_pending;
    return (isMember ? html.replace("<html ", "<html data-signed-in ") : html).replace("</head>", head);
  };
  const signedInPage = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    // Without a correctly signed cookie there is no session to look up.
    if (!(await hasSignedSessionCookie(deps.auth, c.req.header("cookie")))) return next();
    let boot: BootData | undefined;
    await loadViewer(c, async () => {
      const viewer = c.var.viewer;
      if (viewer)
        boot = { session: sessionOf(viewer), settings: await getSettings(deps.database.db), answers: {} };
    });
    if (!boot) return next();
    // Waiting for approval: the app shows the waiting page from the session alone.
    const isPending = boot.session?.profile.is_pending === true;
    // The page's first reads, asked of the API itself as the member: the same checks and the same
    // answers as the app's own requests. Only successes are written; the app asks for the rest.
    const answers = boot.answers;
    const cookie = c.req.header("cookie") ?? "";
    const isAdmin = boot.session?.profile.is_admin === true;
    const reads = isPending ? [] : firstRequests(c.req.path, new URL(c.req.url).search, { isAdmin });
    await Promise.all(
      reads.map(async (url) => {
        const res = await app.request(url, { headers: { cookie } }, c.env);
        if (res.status === 200) answers[url] = await res.json();
      }),
    );
    // The page is this member's own: never kept by a shared cache, always revalidated.
    c.header("cache-control", "private, no-cache");
    c.header("vary", "Cookie, Accept-Encoding");
    return c.html(await page(boot, isPending ? null : pageModule(c.req.path, true)));
  };
  // A visitor's login or sign-up page (no session, or one that has ended): the file, announcing
  // the page's own files and carrying the answers a visitor's first render waits for.
  const visitorPage = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    let module = pageModule(c.req.path, false);
    if (!module) return next();
    const boot: BootData = { session: null, settings: await getSettings(deps.database.db), answers: {} };
    // The public page's reads, asked of the API itself without a session: they answer only while
    // it is on (404 otherwise, and the app sends the visitor to the login page, whose files go instead).
    const reads = visitorFirstRequests(c.req.path);
    await Promise.all(
      reads.map(async (url) => {
        const res = await app.request(url, {}, c.env);
        if (res.status === 200) boot.answers[url] = await res.json();
      }),
    );
    if (reads.length > 0 && !boot.settings.public_page) module = pageModule("/auth/login", false);
    c.header("cache-control", NO_CACHE);
    c.header("vary", "Cookie, Accept-Encoding");
    return c.html(await page(boot, module));
  };
  // "/" would otherwise be the static index.html; a visitor's goes to the landing while the
  // public page is on (the app does the same for its own links).
  app.get("/", signedInPage);
  app.get("/", async (c, next) => {
    if (!(await isPublicPageOn(deps.database.db))) return next();
    c.header("cache-control", NO_CACHE);
    c.header("vary", "Cookie");
    return c.redirect(PUBLIC_HOME, 302);
  });
  // Hidden build files (the `.vite` manifest) are not part of the site.
  const files = plainFile(serveStatic({ root }), NO_CACHE);
  app.use("*", servePrecompressed({ root, onFound: noCache }));
  app.use("*", (c, next) => (isHiddenPath(c.req.path) ? next() : files(c, next)));
  app.get("*", signedInPage);
  app.get("*", visitorPage);
  app.get("*", servePrecompressed({ root, file: "index.html", onFound: noCache }));
  app.get("*", plainFile(serveStatic({ root, path: "index.html" }), NO_CACHE));
}

/** What the server knows for the page's first render, as the JSON block the web app reads. */
const bootBlock = (boot: BootData) =>
  `<script id="${BOOT_DATA_ID}" type="application/json">${scriptSafeJson(boot)}</script>`;

const NO_CACHE = "no-cache";
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The plain file server with its caching header. Its `onFound` runs after the answer is made, so
 * a header set there never reaches the client: it is set on the answer instead.
 */
function plainFile(serve: MiddlewareHandler, cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response && res.ok) res.headers.set("cache-control", cacheControl);
    return res;
  };
}
