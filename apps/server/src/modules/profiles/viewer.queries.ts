import { eq, sql } from "drizzle-orm";
import type { Profile } from "@guilda/shared";
import { profiles, sessions, users } from "../../db/schema";
import { type Db, prepareByName } from "../../platform/db";
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
