import { commonMessages } from "@guilda/shared";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError, sendError } from "./errors";

export const JSON_BODY_LIMIT = 1024 * 1024;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function payloadTooLarge(c: Context) {
  // The client may still be sending: answer and close, so the connection is not held open.
  c.header("connection", "close");
  return sendError(c, new AppError(413, "PAYLOAD_TOO_LARGE", commonMessages.payloadTooLarge));
}

/**
 * Caps every request body before anything reads it: a declared Content-Length over the cap is
 * refused at once, a streamed body is cut as soon as it passes the cap. Paths with a larger
 * need (a 10k-row batch) name their own cap; paths that stream their body elsewhere (uploads)
 * are skipped and enforce their own limit.
 */
export function requestBodyLimits({
  defaultLimit = JSON_BODY_LIMIT,
  byPath = {},
  streamedPaths = [],
}: {
  defaultLimit?: number;
  byPath?: Record<string, number>;
  streamedPaths?: string[];
}): MiddlewareHandler {
  const streamed = new Set(streamedPaths);
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: payloadTooLarge });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method) || streamed.has(c.req.path)) return next();
    return limiterFor(byPath[c.req.path] ?? defaultLimit)(c, next);
  };
}

/** The JSON path of the first string holding a NUL character, or null. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "_" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, key].join(".");
      const found = nulPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

const nulError = (field: string) => AppError.validation({ [field]: commonMessages.nulCharacter });

/**
 * Reads JSON bodies once, for every route and for the authentication library alike: malformed
 * JSON is a pt-BR 400, and a NUL character anywhere (body, path or query), which PostgreSQL
 * cannot store, is a 400 field error instead of a database failure.
 */
export const strictJsonInput: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (/%00/i.test(url.pathname)) throw nulError("_");
  for (const [key, value] of url.searchParams) {
    if (key.includes("\u0000") || value.includes("\u0000")) throw nulError(key.replaceAll("\u0000", ""));
  }
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (!WRITE_METHODS.has(c.req.method) || type !== "application/json" || !c.req.raw.body) return next();
  const text = await c.req.text();
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError(400, "INVALID_JSON", commonMessages.invalidJson);
  }
  const field = nulPath(body);
  if (field !== null) throw nulError(field);
  // Later readers (validators, the auth library) reuse the parsed body instead of reading again.
  c.req.bodyCache.json = Promise.resolve(body);
  return next();
};
