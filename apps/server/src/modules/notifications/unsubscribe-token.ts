import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_TYPES, type NotificationType } from "@guilda/shared/schemas/notifications";

export type UnsubscribeScope = NotificationType | "all";

/** Keeps these signatures apart from anything else signed with the same secret. */
const PURPOSE = "guilda:notifications:unsubscribe";

function sign(secret: string, payload: string) {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${payload}`).digest();
}

/**
 * The token of an e-mail's unsubscribe link: who and which type (or 'all'), signed with
 * HMAC-SHA256 and the app's secret, all base64url. It does not expire: a link in an old e-mail
 * keeps working, and it can only ever turn e-mails off (or back on) for that member.
 */
export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  const payload = `${userId}\n${scope}`;
  return `${Buffer.from(payload).toString("base64url")}.${sign(secret, payload).toString("base64url")}`;
}

/** The member and scope of a genuine token, or null for anything forged, altered or malformed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: UnsubscribeScope } | null {
  const parts = token.split(".");
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]!) || !/^[A-Za-z0-9_-]+$/.test(parts[1]!)) {
    return null;
  }
  const payload = Buffer.from(parts[0]!, "base64url").toString("utf8");
  const given = Buffer.from(parts[1]!, "base64url");
  const expected = sign(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, scope, ...rest] = payload.split("\n");
  if (!userId || !scope || rest.length) return null;
  if (scope !== "all" && !(NOTIFICATION_TYPES as readonly string[]).includes(scope)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
