import { eq, inArray } from "drizzle-orm";
import { profiles, sessions } from "../../db/schema";
import type { Db } from "../../platform/db";

const subjectColumns = {
  id: profiles.id,
  full_name: profiles.full_name,
  username: profiles.username,
  email: profiles.email,
  avatar_url: profiles.avatar_url,
  is_admin: profiles.is_admin,
  is_moderator: profiles.is_moderator,
  silenced_until: profiles.silenced_until,
  suspended_at: profiles.suspended_at,
  banned_at: profiles.banned_at,
};

export function findSubjects(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(subjectColumns).from(profiles).where(inArray(profiles.id, ids));
}

/** The member's row, locked for the caller's transaction (two moderators acting at once queue up). */
export async function lockSubject(db: Db, id: string) {
  const [row] = await db.select(subjectColumns).from(profiles).where(eq(profiles.id, id)).for("update");
  return row;
}

export async function setSanctions(
  db: Db,
  id: string,
  patch: { silenced_until?: Date | null; suspended_at?: Date | null; banned_at?: Date | null },
) {
  await db
    .update(profiles)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(profiles.id, id));
}

export async function endSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
