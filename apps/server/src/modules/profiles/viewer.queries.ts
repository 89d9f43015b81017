import { eq, sql } from "drizzle-orm";
import type { Profile } from "@guilda/shared";
import { profiles, sessions, users } from "../../db/schema";
import { type Db, prepareByName, queryByName } from "../../platform/db";
import { profileColumns } from "./profiles.queries";
import { toProfile } from "./profiles.service";

/** The session behind a token with its member's e-mail and profile, in one statement. */
function viewerStatement(db: Db) {
  const select = db
    .select({ expiresAt: sessions.expiresAt, email: users.email, profile: profileColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1);
  return prepareByName(db, select, "viewer_by_session_token");
}

// Built once per database handle: every signed-in request runs it.
const statements = new WeakMap<Db, ReturnType<typeof viewerStatement>>();

export type SessionViewer = { userId: string; email: string; expiresAt: Date; profile: Profile };

/**
 * The viewer of a session token: null when the token has no session or its member no profile.
 * Expiry is the caller's to check (the library decides what an expired session does).
 */
export async function findViewerBySessionToken(db: Db, token: string): Promise<SessionViewer | null> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = viewerStatement(db)));
  const [row] = await statement.execute({ token });
  if (!row) return null;
  return {
    userId: row.profile.id,
    email: row.email,
    expiresAt: row.expiresAt,
    profile: toProfile(row.profile),
  };
}

export type SocketSession = {
  expiresAt: Date;
  profile: { id: string; is_admin: boolean; is_moderator: boolean; is_pending: boolean };
};

const SESSIONS_BY_TOKENS = `select s.token, s.expires_at, p.id, p.is_admin, p.is_moderator, p.is_pending
  from sessions s join profiles p on p.id = s.user_id
  where s.token = any($1::text[])`;

/**
 * The sessions of many tokens with their member's roles, in one statement prepared once: what the
 * live sockets need, asked for thousands of sockets at a time.
 */
export async function findSocketSessions(db: Db, tokens: string[]): Promise<Map<string, SocketSession>> {
  const found = new Map<string, SocketSession>();
  if (tokens.length === 0) return found;
  type Row = {
    token: string;
    expires_at: Date | string;
    id: string;
    is_admin: boolean;
    is_moderator: boolean;
    is_pending: boolean;
  };
  const rows = await queryByName<Row>(db, "socket_sessions_by_tokens", SESSIONS_BY_TOKENS, [tokens]);
  for (const row of rows)
    found.set(row.token, {
      expiresAt: new Date(row.expires_at),
      profile: {
        id: row.id,
        is_admin: row.is_admin,
        is_moderator: row.is_moderator,
        is_pending: row.is_pending,
      },
    });
  return found;
}
