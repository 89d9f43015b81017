import type { Context, MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth";
import { sessionCookieReader, type SessionCookieReader } from "../auth/session-cookie";
import type { AppEnv, Viewer, ViewerProfiles } from "./context";
import { AppError } from "./errors";

const readers = new WeakMap<Auth, Promise<SessionCookieReader>>();

function readerOf(auth: Auth) {
  let reader = readers.get(auth);
  if (!reader) readers.set(auth, (reader = sessionCookieReader(auth)));
  return reader;
}

/**
 * Whether the request carries a correctly signed session cookie, without asking the database:
 * only a guess for the first paint of the web app (the session may have ended since).
 */
export async function hasSignedSessionCookie(auth: Auth, cookie: string | undefined) {
  return !!cookie && !!(await readerOf(auth)).token(cookie);
}

/**
 * The common case in one query and no write: a correctly signed session cookie (the library's
 * HMAC, checked here) whose session is valid and not yet due for its sliding refresh, with its
 * member and profile. Anything else (no session, expired, due for refresh, other auth cookies)
 * is undefined, and the library resolves it as before.
 */
async function fastViewer(auth: Auth, profiles: ViewerProfiles, cookie: string) {
  if (!profiles.bySessionToken) return undefined;
  const reader = await readerOf(auth);
  const token = reader.token(cookie);
  if (!token) return undefined;
  const found = await profiles.bySessionToken(token);
  if (!found || !reader.isFresh(found.expiresAt)) return undefined;
  const viewer: Viewer = { userId: found.userId, email: found.email, profile: found.profile };
  return viewer;
}

/**
 * Resolves the session cookie into the viewer (user + profile). The library slides the
 * session forward while it is used; its refreshed cookie is passed on to the response.
 * The profile comes from the `viewerProfiles` resolver the composition root (app.ts) sets.
 * Nothing is cached between requests: a session ended on any instance ends on the next request.
 */
export const loadViewer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.var.deps;
  const profiles = c.var.viewerProfiles;
  c.set("viewer", null);
  const cookie = c.req.header("cookie");
  if (cookie) {
    const viewer = await fastViewer(auth, profiles, cookie);
    if (viewer) {
      c.set("viewer", viewer);
      await profiles.onSeen?.(viewer.userId);
      return next();
    }
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (response) {
      const profile = await profiles.find(response.user.id);
      if (profile) {
        c.set("viewer", { userId: response.user.id, email: response.user.email, profile });
        await profiles.onSeen?.(profile.id);
      }
    }
    await next();
    for (const cookie of headers?.getSetCookie?.() ?? []) c.header("set-cookie", cookie, { append: true });
    return;
  }
  await next();
};

export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.var.viewer;
  if (!viewer) throw AppError.unauthenticated();
  return viewer;
}

export function requireAdmin(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (!viewer.profile.is_admin) throw AppError.forbidden();
  return viewer;
}
