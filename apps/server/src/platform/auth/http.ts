import {
  AUTH_CODE_MESSAGES,
  authMessages,
  commonMessages,
  ERROR_CODES,
  type ApiErrorBody,
} from "@guilda/shared";
import type { Context } from "hono";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { AppError, sendError } from "../http/errors";
import { CLIENT_IP_HEADER } from "./auth";

/**
 * The authentication endpoints the app uses. Everything else the library offers (update-user,
 * change-email, delete-user, social sign-in, account linking, …) is closed: profile data changes
 * only through our own routes, which keep users.name in step with the profile.
 */
const OPEN_PATHS = new Set([
  "/sign-up/email",
  "/sign-in/email",
  "/sign-out",
  "/get-session",
  "/list-sessions",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/request-password-reset",
  "/reset-password",
  "/verify-email",
  "/send-verification-email",
  "/change-password",
]);
const OPEN_PREFIXES = ["/reset-password/"];

const OUR_CODES = new Set<string>(ERROR_CODES);

/** Where the library may send the browser after a link or a sign-in: only our own pages. */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

function isOwnPage(value: unknown, publicUrl: string) {
  if (typeof value !== "string") return false;
  if (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")) return true;
  try {
    return new URL(value).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/** Messages that depend on where the code came from. */
const PATH_MESSAGES: Record<string, Record<string, { message: string; field?: string }>> = {
  "/change-password": {
    INVALID_PASSWORD: { message: authMessages.currentPasswordWrong, field: "currentPassword" },
  },
  "/verify-email": {
    INVALID_TOKEN: { message: authMessages.verifyLinkInvalid },
    TOKEN_EXPIRED: { message: authMessages.verifyLinkInvalid },
  },
};

const STATUS_MESSAGES: Record<number, string> = {
  400: commonMessages.invalidInput,
  401: authMessages.notAuthenticated,
  403: commonMessages.forbidden,
  404: commonMessages.notFound,
};

const SUCCESS_MESSAGES: Record<string, string> = {
  "/request-password-reset": authMessages.recoveryRequestAnswer,
};

/** Session tokens never reach the browser: the HttpOnly cookie is all it needs. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "token")
        .map(([key, item]) => [key, withoutTokens(item)]),
    );
  }
  return value;
}

function translateError(path: string, status: number, body: Partial<ApiErrorBody>, retryAfter: number) {
  if (status === 429) {
    return { code: "RATE_LIMITED", message: commonMessages.tooManyRequests(retryAfter), retryAfter };
  }
  // Our own hooks already answer in pt-BR with our codes.
  if (body.code && OUR_CODES.has(body.code) && body.message) return body;
  const specific = body.code ? PATH_MESSAGES[path]?.[body.code] : undefined;
  if (specific) {
    return {
      code: body.code!,
      message: specific.message,
      ...(specific.field ? { fieldErrors: { [specific.field]: specific.message } } : {}),
    };
  }
  const message =
    (body.code && AUTH_CODE_MESSAGES[body.code]) || STATUS_MESSAGES[status] || commonMessages.genericError;
  return { code: body.code && /^[A-Z_]+$/.test(body.code) ? body.code : "AUTH_ERROR", message };
}

async function translateResponse(path: string, response: Response) {
  const isJson = response.headers.get("content-type")?.includes("application/json");
  if (!isJson && response.status < 400) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json; charset=UTF-8");
  let out: unknown;
  if (response.status >= 400) {
    const retryAfter = Math.max(1, Math.ceil(Number(response.headers.get("x-retry-after")) || 10));
    if (response.status === 429) headers.set("retry-after", String(retryAfter));
    out = translateError(path, response.status, (body ?? {}) as Partial<ApiErrorBody>, retryAfter);
  } else {
    out = withoutTokens(body);
    const success = SUCCESS_MESSAGES[path];
    if (success && out && typeof out === "object" && "message" in out) out = { ...out, message: success };
  }
  return new Response(JSON.stringify(out), { status: response.status, headers });
}

/**
 * /api/auth/*: only the endpoints the app uses, with the client address resolved by us (never a
 * spoofable header), the JSON body already read and checked by the request guards, and every
 * answer in pt-BR `{ code, message }` without session tokens.
 */
export async function authEndpoint(c: Context<AppEnv>) {
  const { auth, config } = c.var.deps;
  const path = c.req.path.replace(/^\/api\/auth/, "");
  if (!OPEN_PATHS.has(path) && !OPEN_PREFIXES.some((p) => path.startsWith(p))) {
    return sendError(c, AppError.notFound());
  }
  const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
  const input = hasBody ? ((await c.req.json().catch(() => ({}))) as Record<string, unknown>) : {};
  for (const field of REDIRECT_FIELDS) {
    const values = [c.req.query(field), input?.[field]].filter((v) => v !== undefined);
    if (values.some((v) => !isOwnPage(v, config.publicUrl))) {
      return sendError(
        c,
        new AppError(400, "INVALID_CALLBACK_URL", authMessages.invalidRedirect, {
          [field]: authMessages.invalidRedirect,
        }),
      );
    }
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, config.trustProxy));
  const body = hasBody ? JSON.stringify(input) : undefined;
  if (body !== undefined) {
    headers.set("content-type", "application/json");
    headers.delete("content-length");
  }
  const url = new URL(c.req.url);
  url.pathname = c.req.path; // the normalized path, so rate limits key on one spelling of it
  const response = await auth.handler(new Request(url, { method: c.req.method, headers, body }));
  return translateResponse(path, response);
}
