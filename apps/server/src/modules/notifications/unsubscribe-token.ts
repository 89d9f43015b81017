import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_TYPES, type NotificationType } from "@guilda/shared/schemas/notifications";

export type UnsubscribeScope = NotificationType | "all";

/** Keeps these signatures apart from anything else signed with the same secret. */
const PURPOSE = "guilda:notifications:unsubscribe";

function sign(secret: string, payload: string) {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${payload}`).digest();
}

/** How long an e-mail's unsubscribe link works: a year, longer than anyone keeps acting on a message. */
export const UNSUBSCRIBE_LINK_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Links sent before they carried an end (who and which type only) keep working until this day,
 * a year after links began to carry one.
 */
const UNDATED_LINKS_END = Date.UTC(2027, 10, 28);

/**
 * The token of an e-mail's unsubscribe link: who, which type (or 'all') and until when (epoch
 * seconds, a year from the sending), signed with HMAC-SHA256 and the app's secret, all
 * base64url. It can only ever turn e-mails off (or back on) for that member; the same token is
 * the List-Unsubscribe one-click address (RFC 8058), which works as long as the link does.
 */
export function unsubscribeToken(
  secret: string,
  userId: string,
  scope: UnsubscribeScope,
  now = Date.now(),
): string {
  const until = Math.floor((now + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000);
  const payload = `${userId}\n${scope}\n${until}`;
  return `${Buffer.from(payload).toString("base64url")}.${sign(secret, payload).toString("base64url")}`;
}

/**
 * The member and scope of a genuine token still within its time, or null for anything forged,
 * altered, malformed or expired.
 */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now = Date.now(),
): { userId: string; scope: UnsubscribeScope } | null {
  const parts = token.split(".");
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]!) || !/^[A-Za-z0-9_-]+$/.test(parts[1]!)) {
    return null;
  }
  const payload = Buffer.from(parts[0]!, "base64url").toString("utf8");
  const given = Buffer.from(parts[1]!, "base64url");
  const expected = sign(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, scope, until, ...rest] = payload.split("\n");
  if (!userId || !scope || rest.length) return null;
  if (scope !== "all" && !(NOTIFICATION_TYPES as readonly string[]).includes(scope)) return null;
  const endsAt =
    until === undefined ? UNDATED_LINKS_END : /^[0-9]{1,12}$/.test(until) ? Number(until) * 1000 : 0;
  if (now >= endsAt) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
