import { and, eq, inArray, lt } from "drizzle-orm";
import { levelName, profiles } from "../../db/schema";
import type { Db } from "../../platform/db";

export const profileColumns = {
  id: profiles.id,
  full_name: profiles.full_name,
  username: profiles.username,
  email: profiles.email,
  avatar_url: profiles.avatar_url,
  bio: profiles.bio,
  links: profiles.links,
  /** The level's name members read (the community's), never the stored key. */
  level: levelName(profiles.level),
  points: profiles.points,
  is_admin: profiles.is_admin,
  is_moderator: profiles.is_moderator,
  is_student: profiles.is_student,
  is_pending: profiles.is_pending,
  silenced_until: profiles.silenced_until,
  created_at: profiles.created_at,
};

/** The public part of a profile shown next to posts, comments and chat messages. */
export const authorColumns = {
  id: profiles.id,
  username: profiles.username,
  full_name: profiles.full_name,
  avatar_url: profiles.avatar_url,
  is_admin: profiles.is_admin,
  is_moderator: profiles.is_moderator,
};

export async function findProfile(db: Db, id: string) {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, id)).limit(1);
  return row;
}

/** A member by id; a sign-up waiting for approval is not one yet (nobody follows or adds them). */
export async function profileExists(db: Db, id: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.is_pending, false)))
    .limit(1);
  return Boolean(row);
}

export async function updateProfile(
  db: Db,
  id: string,
  fields: {
    full_name?: string;
    username?: string;
    avatar_url?: string | null;
    bio?: string;
    links?: { label: string; url: string }[];
  },
) {
  const [row] = await db
    .update(profiles)
    .set({ ...fields, updated_at: new Date() })
    .where(eq(profiles.id, id))
    .returning(profileColumns);
  return row;
}

/** Marks the member active now, unless that was already recorded in the last few minutes. */
export async function touchLastActive(db: Db, id: string, minIntervalMs: number) {
  await db
    .update(profiles)
    .set({ last_active_at: new Date() })
    .where(and(eq(profiles.id, id), lt(profiles.last_active_at, new Date(Date.now() - minIntervalMs))));
}

/**
 * Members by username (lower case), with the role flags that decide what they may see; a sign-up
 * waiting for approval is nobody to mention.
 */
export function findByUsernames(db: Db, usernames: string[]) {
  return db
    .select({
      id: profiles.id,
      username: profiles.username,
      is_admin: profiles.is_admin,
      is_moderator: profiles.is_moderator,
    })
    .from(profiles)
    .where(and(inArray(profiles.username, usernames), eq(profiles.is_pending, false)));
}

export async function listAdminIds(db: Db) {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.is_admin, true));
  return rows.map((r) => r.id);
}

/** Profiles by id as the moderators' queue shows a reported one: the name, the bio, the photo. */
export function profilesForModeration(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      username: profiles.username,
      bio: profiles.bio,
      avatar_url: profiles.avatar_url,
      created_at: profiles.created_at,
    })
    .from(profiles)
    .where(inArray(profiles.id, ids));
}
