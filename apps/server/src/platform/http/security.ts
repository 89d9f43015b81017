import { commonMessages } from "@guilda/shared";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { AppError, sendError } from "./errors";

const EMBED_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://fast.wistia.net",
];

/**
 * Headers of an uploaded file: it may never run as a page of ours (an HTML or SVG file renamed
 * would otherwise execute with our origin), nor be framed or sniffed.
 */
export function setMediaSecurityHeaders(c: Context) {
  c.header("content-security-policy", "default-src 'none'; sandbox");
  c.header("x-content-type-options", "nosniff");
  c.header("x-frame-options", "DENY");
  c.header("cross-origin-resource-policy", "same-origin");
  c.header("referrer-policy", "no-referrer");
}

/**
 * The lesson player's provider elements (media-chrome) drive the players through their script
 * APIs: YouTube's iframe API, and Wistia's player, which renders in the page and fetches its
 * media descriptions and sends playback events to its own hosts. Vimeo's API is bundled.
 */
const PLAYER_SCRIPT_HOSTS = ["https://www.youtube.com", "https://fast.wistia.com", "https://fast.wistia.net"];
const PLAYER_CONNECT_HOSTS = ["https://*.wistia.com", "https://*.wistia.net"];

const pageHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...PLAYER_SCRIPT_HOSTS],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", "ws:", "wss:", ...PLAYER_CONNECT_HOSTS],
      frameSrc: EMBED_HOSTS,
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
  });

/** Pages and API answers; uploaded files (/media) set their own, stricter headers. */
export function securityHeaders(): MiddlewareHandler {
  const forPages = pageHeaders();
  return (c, next) => (c.req.path.startsWith("/media/") ? next() : forPages(c, next));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-origin writes: a write must come from our own origin (when the browser says
 * where it comes from) and carry JSON, which a plain HTML form or a `text/plain` request cannot.
 */
export function sameOriginWrites(
  allowedOrigins: string[],
  { binaryPaths = [] }: { binaryPaths?: string[] } = {},
): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  const binary = new Set(binaryPaths);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    if (
      (origin && !allowed.has(origin)) ||
      (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none")
    ) {
      return sendError(c, new AppError(403, "CROSS_ORIGIN", commonMessages.crossOrigin));
    }
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    const isBinaryUpload = binary.has(c.req.path) && type === "application/octet-stream";
    if (type !== "application/json" && !isBinaryUpload) {
      return sendError(
        c,
        new AppError(415, "UNSUPPORTED_CONTENT_TYPE", commonMessages.unsupportedContentType),
      );
    }
    return next();
  };
}
