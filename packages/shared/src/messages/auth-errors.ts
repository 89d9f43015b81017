import { ERROR_CODES, type ApiErrorBody } from "../errors";
import { authMessages as m } from "./auth";
import { commonMessages } from "./common";

/** Codes returned by the authentication library, translated for the person reading them. */
export const AUTH_CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: m.invalidCredentials,
  INVALID_EMAIL: m.emailInvalid,
  INVALID_PASSWORD: m.invalidCredentials,
  EMAIL_NOT_VERIFIED: m.emailNotVerified,
  INVALID_TOKEN: m.resetLinkInvalid,
  TOKEN_EXPIRED: m.resetLinkInvalid,
  RATE_LIMITED: m.tooManyRequests,
  UNAUTHENTICATED: m.notAuthenticated,
  USER_NOT_FOUND: m.accountNotFound,
  ACCOUNT_NOT_FOUND: m.accountNotFound,
  CREDENTIAL_ACCOUNT_NOT_FOUND: m.accountNotFound,
  FAILED_TO_CREATE_USER: m.createAccountFailed,
  USER_ALREADY_EXISTS: m.createAccountFailed,
  SESSION_EXPIRED: m.sessionExpired,
  SESSION_NOT_FRESH: m.reauthenticate,
  EMAIL_ALREADY_VERIFIED: m.emailAlreadyVerified,
  INVALID_CALLBACK_URL: m.invalidRedirect,
  INVALID_REDIRECT_URL: m.invalidRedirect,
  INVALID_ERROR_CALLBACK_URL: m.invalidRedirect,
  INVALID_NEW_USER_CALLBACK_URL: m.invalidRedirect,
  CALLBACK_URL_REQUIRED: m.invalidRedirect,
};

const OUR_CODES = new Set<string>(ERROR_CODES);

/** The pt-BR text to show for an error answer of the authentication endpoints. */
export function authErrorMessage(error: Partial<ApiErrorBody> & { status?: number }): string {
  // The server's own 429 says how long to wait; anything else gets the general text.
  if (error.status === 429)
    return error.code === "RATE_LIMITED" && error.message ? error.message : m.tooManyRequests;
  const known = error.code ? AUTH_CODE_MESSAGES[error.code] : undefined;
  if (known) return known;
  // Our own endpoints and hooks already answer in pt-BR; the library's defaults are English.
  if (error.code && /^[A-Z_]+$/.test(error.code) && error.message && !OUR_CODES.has(error.code)) {
    return commonMessages.genericError;
  }
  return error.message || commonMessages.genericError;
}
