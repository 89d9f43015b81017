import type { ApiErrorBody } from "@guilda/shared/errors";
import { commonMessages } from "@guilda/shared/messages/common";

/** A non-2xx answer (or no answer at all) from the API, in the server's error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors?: Record<string, string>;
  readonly reasons?: string[];

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.message || commonMessages.genericError);
    this.name = "ApiError";
    this.status = status;
    this.code = body.code || (status === 429 ? "RATE_LIMITED" : status === 0 ? "NETWORK" : "HTTP_" + status);
    if (body.fieldErrors) this.fieldErrors = body.fieldErrors;
    if (body.reasons) this.reasons = body.reasons;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/**
 * Called when a data call answers 401: the session ended on the server (sign-out elsewhere,
 * password reset, expiry), so the app must forget it. Auth endpoints, /api/me and
 * /api/session report their own 401s and are excluded.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

const SESSION_PATHS = ["/api/auth/", "/api/me", "/api/session"];

function isSessionCall(path: string): boolean {
  return SESSION_PATHS.some((p) => path === p || (p.endsWith("/") && path.startsWith(p)));
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type RequestOptions = {
  signal?: AbortSignal | undefined;
  /** The request outlives the page (a last save when the tab is hidden or closed). */
  keepalive?: boolean | undefined;
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const init: RequestInit = { method, credentials: "same-origin", headers, signal: options.signal ?? null };
  if (options.keepalive) init.keepalive = true;
  if (method !== "GET") {
    // The server refuses writes that are not JSON (a CSRF defence), so always send a JSON body.
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, { message: commonMessages.connectionError });
  }

  const data = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      (data && typeof data === "object" ? data : {}) as Partial<ApiErrorBody>,
    );
    if (response.status === 401 && !isSessionCall(path)) onUnauthorized();
    throw error;
  }
  return data as T;
}

/** Answers the server wrote into the page, by path, and when the page arrived. */
const given = new Map<string, unknown>();
let givenAt = 0;
/** How long an answer the page carried may stand in for a request. */
const GIVEN_FOR_MS = 30_000;

/**
 * Keeps answers of GET requests that the server wrote into the page: the first GET of each path
 * in the next half minute takes its answer instead of asking (once; later ones ask as usual).
 */
export function takeGivenAnswers(answers: Record<string, unknown>): void {
  given.clear();
  for (const [path, answer] of Object.entries(answers)) given.set(path, answer);
  givenAt = Date.now();
}

function givenAnswer(path: string): { answer: unknown } | undefined {
  if (!given.has(path)) return undefined;
  const answer = given.get(path);
  given.delete(path);
  return Date.now() - givenAt <= GIVEN_FOR_MS ? { answer } : undefined;
}

/** The one HTTP client of the app: same-origin JSON with the session cookie. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => {
    const carried = givenAnswer(path);
    return carried ? Promise.resolve(carried.answer as T) : request<T>("GET", path, undefined, options);
  },
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("PATCH", path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("DELETE", path, body, options),
};

/** Any thrown value as an ApiError, so callers can read code and message safely. */
export function toApiError(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError(0, {});
}

/**
 * For calls whose failure the spec says to log only (settings, sidebar lists): the query still
 * fails and retries, but the console says why in English for whoever debugs it.
 */
export async function warnOnFailure<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === "AbortError"))
      console.warn(`${what} unavailable`, error);
    throw error;
  }
}
