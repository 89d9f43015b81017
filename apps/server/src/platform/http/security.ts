import { commonMessages } from "@guilda/shared";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { AppError, sendError } from "./errors";

const EMBED_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://fast.wistia.net",
];

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", "ws:", "wss:"],
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
