import { authMessages } from "@guilda/shared/messages/auth";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Quick check for the sign-in and recovery forms, which must stay light (they are the first
 * page most people load). The server validates for real; sign-up uses the full zod schema.
 */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return authMessages.emailRequired;
  if (email.length > 254 || !EMAIL_SHAPE.test(email)) return authMessages.emailInvalid;
  return undefined;
}
