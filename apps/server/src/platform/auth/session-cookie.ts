import { createHmac, timingSafeEqual } from "node:crypto";
import type { Auth } from "./auth";

/**
 * What the fast path of the session middleware needs from the library's configuration: the
 * cookie names, the signing secret and the sliding-expiry settings, read once.
 */
export type SessionCookieReader = {
  /**
   * The session token of a request whose only auth cookie is a correctly signed session cookie;
   * null when there is none, or when something else is there (a "don't remember me" or cached
   * session cookie, a bad signature, a repeated cookie) and the library must decide.
   */
  token(cookieHeader: string): string | null;
  /** Whether a session expiring at this time is still valid and not yet due for its sliding refresh. */
  isFresh(expiresAt: Date, now?: number): boolean;
};

/** The value of each cookie, the first one winning as in the library's parser; null on a repeat. */
function parseCookies(header: string): Map<string, string> | null {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim();
    if (cookies.has(key)) return null;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      /* kept as sent, as the library does */
    }
    cookies.set(key, value);
  }
  return cookies;
}

/** `token.signature`: HMAC-SHA256 of the token with the secret, base64 (the library's format). */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export async function sessionCookieReader(auth: Auth): Promise<SessionCookieReader> {
  const context = await auth.$context;
  const { sessionToken, dontRememberToken, sessionData } = context.authCookies;
  const { expiresIn, updateAge } = context.sessionConfig;
  const secret = context.secret;
  return {
    token(cookieHeader) {
      const cookies = parseCookies(cookieHeader);
      if (!cookies || cookies.has(dontRememberToken.name)) return null;
      // The session data cookie (chunked as name, name.0, …) is the library's to clean up.
      for (const name of cookies.keys()) if (name.startsWith(sessionData.name)) return null;
      const value = cookies.get(sessionToken.name);
      return value ? verifiedToken(value, secret) : null;
    },
    isFresh(expiresAt, now = Date.now()) {
      const at = expiresAt.getTime();
      return at > now && at - expiresIn * 1000 + updateAge * 1000 > now;
    },
  };
}
