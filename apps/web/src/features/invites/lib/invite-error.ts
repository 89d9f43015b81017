import { directoryMessages } from "@guilda/shared/messages/directory";
import { isApiError } from "@/lib/api";

const GONE: Record<string, string> = {
  INVITE_USED: directoryMessages.inviteUsed,
  INVITE_CANCELLED: directoryMessages.inviteCancelled,
  INVITE_EXPIRED: directoryMessages.inviteExpired,
};

/**
 * Why an invite link can't be used, in pt-BR: the server's message for a used, cancelled or
 * expired invite (410), the "unknown invite" text for a token that matches nothing (404) or is
 * malformed (400). Null when the failure is temporary (network, server error): worth a retry.
 */
export function inviteUnavailableMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 410) return error.message || GONE[error.code] || directoryMessages.inviteUnknown;
  if (error.status === 404 || error.status === 400) return directoryMessages.inviteUnknown;
  return null;
}
