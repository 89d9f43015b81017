import { authMessages, commonMessages, type ApiErrorBody, type ErrorCode } from "@guilda/shared";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

/** The one error type routes and services throw; the app's error handler turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
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
  };
}

export function sendError(c: Context, error: AppError) {
  return c.json(errorBody(error), error.status);
}
