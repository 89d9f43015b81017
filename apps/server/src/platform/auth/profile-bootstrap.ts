import { sql } from "drizzle-orm";
import { profiles } from "../../db/schema";
import type { Db } from "../db";
import { isUniqueViolation } from "../db/errors";

export class UsernameTakenError extends Error {}

export async function isUsernameTaken(db: Db, username: string, exceptUserId?: string) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`${profiles.username} = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0 && rows[0]!.id !== exceptUserId;
}

type NewProfile = {
  id: string;
  email: string;
  fullName: string;
  username: string;
  isAdmin?: boolean;
  /** Signed up while 'Cadastro' asks for approval: waits for an admin. */
  isPending?: boolean;
};

/**
 * The profile every new account gets: Padawan, 0 points, student only (spec §6); pending when it
 * was made through the sign-up page while 'Cadastro' asks for approval.
 */
export async function createProfileForUser(db: Db, p: NewProfile) {
  try {
    await db.insert(profiles).values({
      id: p.id,
      email: p.email.toLowerCase(),
      full_name: p.fullName,
      username: p.username.toLowerCase(),
      level: "Padawan",
      points: 0,
      is_admin: p.isAdmin ?? false,
      is_moderator: false,
      is_student: true,
      is_pending: p.isPending ?? false,
    });
  } catch (error) {
    if (isUniqueViolation(error, "profiles_username_key")) throw new UsernameTakenError();
    throw error;
  }
}
