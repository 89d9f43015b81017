import { ERROR_CODES, type ApiErrorBody } from "../errors";
import { authMessages as m } from "./auth";
import { commonMessages } from "./common";

// Codes returned by the authentication endpoints, translated for the person reading them.
const AUTH_CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: m.invalidCredentials,
  INVALID_EMAIL: m.emailInvalid,
  INVALID_PASSWORD: m.invalidCredentials,
  EMAIL_NOT_VERIFIED: m.emailNotVerified,
  INVALID_TOKEN: m.resetLinkInvalid,
  TOKEN_EXPIRED: m.resetLinkInvalid,
  RATE_LIMITED: m.tooManyRequests,
  UNAUTHENTICATED: m.notAuthenticated,
};

const OUR_CODES = new Set<string>(ERROR_CODES);

/** The pt-BR text to show for an error answer of the authentication endpoints. */
export function authErrorMessage(error: Partial<ApiErrorBody> & { status?: number }): string {
  if (error.status === 429) return m.tooManyRequests;
  const known = error.code ? AUTH_CODE_MESSAGES[error.code] : undefined;
  if (known) return known;
  // Our own endpoints and hooks already answer in pt-BR; the library's defaults are English.
  if (error.code && /^[A-Z_]+$/.test(error.code) && error.message && !OUR_CODES.has(error.code)) {
    return commonMessages.genericError;
  }
  return error.message || commonMessages.genericError;
}
