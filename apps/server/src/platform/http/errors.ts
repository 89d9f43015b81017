import { authMessages, commonMessages, type ApiErrorBody, type ErrorCode } from "@guilda/shared";
import type { Context } from "hono";
import type { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

/** The one error type routes and services throw; the app's error handler turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Seconds a 429 asks the client to wait (sent as Retry-After too). */
    readonly retryAfter?: number,
    /** Machine-readable reasons (e.g. why a lesson is locked: no_access, expired, drip). */
    readonly reasons?: string[],
  ) {
    super(message);
  }

  static rateLimited(seconds: number) {
    return new AppError(429, "RATE_LIMITED", commonMessages.tooManyRequests(seconds), undefined, seconds);
  }

  static unauthenticated() {
    return new AppError(401, "UNAUTHENTICATED", authMessages.notAuthenticated);
  }
  static forbidden() {
    return new AppError(403, "FORBIDDEN", commonMessages.forbidden);
  }
  static notFound() {
    return new AppError(404, "NOT_FOUND", commonMessages.notFound);
  }
  static validation(fieldErrors: Record<string, string>) {
    return new AppError(
      400,
      "VALIDATION",
      Object.values(fieldErrors)[0] ?? commonMessages.invalidInput,
      fieldErrors,
    );
  }
}

const HTTP_STATUS_MESSAGES: Partial<Record<number, [ErrorCode, string]>> = {
  400: ["VALIDATION", commonMessages.invalidInput],
  401: ["UNAUTHENTICATED", authMessages.notAuthenticated],
  403: ["FORBIDDEN", commonMessages.forbidden],
  404: ["NOT_FOUND", commonMessages.notFound],
  405: ["VALIDATION", commonMessages.methodNotAllowed],
  408: ["REQUEST_TIMEOUT", commonMessages.requestTimeout],
  413: ["PAYLOAD_TOO_LARGE", commonMessages.payloadTooLarge],
  415: ["UNSUPPORTED_CONTENT_TYPE", commonMessages.unsupportedContentType],
};

/** A framework HTTPException (English, text/plain) as our pt-BR JSON error. */
export function fromHttpException(error: HTTPException): AppError {
  const known = HTTP_STATUS_MESSAGES[error.status];
  if (known) return new AppError(error.status as ContentfulStatusCode, known[0], known[1]);
  return new AppError(500, "INTERNAL", commonMessages.genericError);
}

export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join(".") || "_"] ??= issue.message;
  return out;
}

export function errorBody(error: AppError): ApiErrorBody {
  return {
    code: error.code,
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
    ...(error.reasons ? { reasons: error.reasons } : {}),
  };
}

export function sendError(c: Context, error: AppError) {
  if (error.retryAfter) c.header("retry-after", String(error.retryAfter));
  return c.json(errorBody(error), error.status);
}
