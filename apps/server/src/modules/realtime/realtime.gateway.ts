import type { RealtimeEvent } from "@guilda/shared";
import type { Db } from "../../platform/db";
import type { Deps } from "../../platform/http/context";
import { signedSessionToken } from "../../platform/http/session";
import type { Reach, SessionLookup, SocketViewer } from "../../platform/realtime/socket";
import { getProfile } from "../profiles/profiles.service";
import { findSpaceById, spaceMemberIds } from "../spaces/spaces.service";

/** What the composition root hands over: the sessions of many tokens, with their roles, in one query. */
type SessionsByTokens = (tokens: string[]) => Promise<
  Map<
    string,
    {
      expiresAt: Date;
      profile: { id: string; is_admin: boolean; is_moderator: boolean; is_pending: boolean };
    }
  >
>;

/** Tokens looked up in one statement, at most. */
const BATCH = 500;

const toViewer = (profile: { id: string; is_admin: boolean; is_moderator: boolean }): SocketViewer => ({
  userId: profile.id,
  is_admin: profile.is_admin,
  is_moderator: profile.is_moderator,
});

/**
 * The sessions behind the live sockets, resolved as a page request resolves them (a signed cookie,
 * then one query for session, member and profile) but for many at once: a thousand tabs opening
 * together cost a few statements, not a thousand. Cookies the fast path leaves to the library
 * (a session not remembered, a cached session) go through the library, one at a time.
 */
export function realtimeSessions(
  deps: Deps,
  sessionsByTokens: SessionsByTokens,
): SessionLookup<SocketViewer> {
  /** Valid now: not expired, and not a sign-up waiting for approval (it hears nothing). */
  const valid = async (tokens: string[]) => {
    const now = Date.now();
    const viewers = new Map<string, SocketViewer>();
    for (let i = 0; i < tokens.length; i += BATCH) {
      const found = await sessionsByTokens(tokens.slice(i, i + BATCH));
      for (const [token, { expiresAt, profile }] of found)
        if (expiresAt.getTime() > now && !profile.is_pending) viewers.set(token, toViewer(profile));
    }
    return viewers;
  };

  // One look-up at a time: the tokens asked for while it runs wait for the next one, so the more
  // sockets arrive at once, the more each statement resolves (and a token asked for twice is
  // looked up once).
  let waiting = new Map<string, ((viewer: SocketViewer | null) => void)[]>();
  let running = false;
  const flush = () => {
    if (running || waiting.size === 0) return;
    running = true;
    const batch = waiting;
    waiting = new Map();
    valid([...batch.keys()])
      .then(
        (viewers) => {
          for (const [token, callbacks] of batch)
            for (const done of callbacks) done(viewers.get(token) ?? null);
        },
        (err) => {
          deps.logger.error({ err }, "realtime sessions lookup failed");
          for (const callbacks of batch.values()) for (const done of callbacks) done(null);
        },
      )
      .finally(() => {
        running = false;
        flush();
      });
  };
  const byToken = (token: string) =>
    new Promise<SocketViewer | null>((resolve) => {
      const callbacks = waiting.get(token);
      if (callbacks) callbacks.push(resolve);
      else waiting.set(token, [resolve]);
      // Those arriving in the same turn of the event loop go together.
      if (!running && waiting.size === 1) setImmediate(flush);
    });

  return {
    async authenticate(headers) {
      const cookie = headers.get("cookie");
      if (!cookie) return null;
      const token = await signedSessionToken(deps.auth, cookie);
      if (token) {
        const viewer = await byToken(token);
        return viewer ? { key: token, viewer } : null;
      }
      const session = await deps.auth.api.getSession({ headers });
      if (!session) return null;
      const profile = await getProfile(deps.database.db, session.user.id);
      if (!profile || profile.is_pending) return null;
      return { key: session.session.token, viewer: toViewer(profile) };
    },
    revalidate: valid,
  };
}

/**
 * Who an event reaches, decided once per event whoever is connected: a member's own events
 * (notifications, points) reach only them; a private space's reach its members and the staff;
 * the rest reach everyone.
 */
export async function realtimeReach(db: Db, event: RealtimeEvent): Promise<Reach> {
  if ("user_id" in event) return { userIds: new Set([event.user_id]), staff: false };
  const space = await findSpaceById(db, event.space_id);
  if (!space) return { userIds: new Set(), staff: false };
  if (!space.is_private) return "all";
  return { userIds: new Set(await spaceMemberIds(db, space.id)), staff: true };
}
