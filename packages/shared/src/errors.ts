/** Error codes the API returns in `{ code, message, fieldErrors?, reasons? }`. */
export const ERROR_CODES = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION",
  "USERNAME_TAKEN",
  "WEAK_PASSWORD",
  "CROSS_ORIGIN",
  "UNSUPPORTED_CONTENT_TYPE",
  "RATE_LIMITED",
  "FILE_TOO_LARGE",
  "FILE_TYPE",
  "INVITE_USED",
  "INVITE_CANCELLED",
  "INVITE_EXPIRED",
  "INVALID_CALLBACK_URL",
  "PAYLOAD_TOO_LARGE",
  "INVALID_JSON",
  "CURSOR_INVALID",
  "COURSE_LOCKED",
  "LESSON_NOT_WATCHED",
  "AI_TIER_REQUIRED",
  "AI_QUOTA_EXCEEDED",
  "INVALID_SIGNATURE",
  "SIGNUP_CLOSED",
  "PENDING_APPROVAL",
  "SILENCED",
  "SUSPENDED",
  "EMAIL_BANNED",
  "CONFLICT",
  "EXPORT_EXPIRED",
  "EVENT_CANCELLED",
  "REQUEST_TIMEOUT",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiErrorBody = {
  code: ErrorCode | string;
  message: string;
  fieldErrors?: Record<string, string>;
  reasons?: string[];
};
