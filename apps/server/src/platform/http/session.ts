import type { Context, MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth";
import { sessionCookieReader, type SessionCookieReader } from "../auth/session-cookie";
import type { AppEnv, Viewer, ViewerProfiles } from "./context";
import { joinPolicyMessages } from "@guilda/shared";
import { silencedMessage } from "@guilda/shared/rules/moderation";
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
 * The session token of a correctly signed session cookie (the library's HMAC, checked here), or
 * null when the library must decide (see SessionCookieReader.token). Does not ask the database.
 */
export async function signedSessionToken(auth: Auth, cookie: string): Promise<string | null> {
  return (await readerOf(auth)).token(cookie);
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
      // Someone waiting for approval is not seen in the community (no activity, no daily visit).
      if (!viewer.profile.is_pending) await profiles.onSeen?.(viewer.userId);
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
        if (!profile.is_pending) await profiles.onSeen?.(profile.id);
      }
    }
    await next();
    for (const cookie of headers?.getSetCookie?.() ?? []) c.header("set-cookie", cookie, { append: true });
    return;
  }
  await next();
};

/** The 403 of everything a sign-up waiting for approval asks for beyond its session. */
export function pendingApproval() {
  return new AppError(403, "PENDING_APPROVAL", joinPolicyMessages.pendingApproval);
}

/**
 * The signed-in member: 401 without a session, 403 while their sign-up waits for approval (they
 * have a session but are not a member yet).
 */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.var.viewer;
  if (!viewer) throw AppError.unauthenticated();
  if (viewer.profile.is_pending) throw pendingApproval();
  return viewer;
}

/**
 * After `loadViewer`: a session whose sign-up waits for approval reaches only `allowed` paths (its
 * session, the public settings); anything else is 403, even what a visitor may read.
 */
export function refusePending(allowed: readonly string[]): MiddlewareHandler<AppEnv> {
  const open = new Set(allowed);
  return async (c, next) => {
    if (c.var.viewer?.profile.is_pending && !open.has(c.req.path)) throw pendingApproval();
    await next();
  };
}

/**
 * The signed-in member about to write something others read (a post, a comment, a message, a
 * suggestion, a rating): a silenced member gets 403 with the silence's end in pt-BR.
 */
export function requireWriter(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  const until = viewer.profile.silenced_until;
  if (until && Date.parse(until) > Date.now()) throw new AppError(403, "SILENCED", silencedMessage(until));
  return viewer;
}

/** Admins and moderators: the moderation queue. */
export function requireStaff(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (!viewer.profile.is_admin && !viewer.profile.is_moderator) throw AppError.forbidden();
  return viewer;
}

export function requireAdmin(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (!viewer.profile.is_admin) throw AppError.forbidden();
  return viewer;
}

/** `requireWriter` as a route's first step, before its input is read. */
export const writersOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireWriter(c);
  await next();
};
