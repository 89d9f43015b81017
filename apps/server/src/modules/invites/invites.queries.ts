import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { courses, memberInvites, profiles, userCourses, users } from "../../db/schema";
import type { Db } from "../../platform/db";
import { pgArray } from "../../platform/db/array";

/** Which of these addresses already belong to an account. */
export async function existingAccountEmails(db: Db, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

/** The pending invites of these addresses, with whether their e-mail already went out. */
export async function pendingInvites(db: Db, emails: string[]) {
  if (emails.length === 0)
    return new Map<string, { id: string; email: string; invite_token: string; sent: boolean }>();
  const rows = await db
    .select({
      id: memberInvites.id,
      email: memberInvites.email,
      invite_token: memberInvites.invite_token,
      email_sent_at: memberInvites.email_sent_at,
    })
    .from(memberInvites)
    .where(and(eq(memberInvites.status, "pending"), inArray(sql`lower(${memberInvites.email})`, emails)));
  return new Map(
    rows.map((r) => [
      r.email.toLowerCase(),
      {
        id: r.id,
        email: r.email.toLowerCase(),
        invite_token: r.invite_token,
        sent: r.email_sent_at !== null,
      },
    ]),
  );
}

/** Marks the invite's e-mail sent, once: false when it already was (the exactly-once guard). */
export async function markEmailSent(db: Db, id: string) {
  const rows = await db
    .update(memberInvites)
    .set({ email_sent_at: new Date(), email_failed_at: null })
    .where(and(eq(memberInvites.id, id), isNull(memberInvites.email_sent_at)))
    .returning({ id: memberInvites.id });
  return rows.length > 0;
}

export async function markEmailFailed(db: Db, id: string) {
  await db
    .update(memberInvites)
    .set({ email_failed_at: new Date() })
    .where(and(eq(memberInvites.id, id), isNull(memberInvites.email_sent_at)));
}

/** Invites whose e-mail is queued again after every retry had failed. */
export async function clearEmailFailed(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.update(memberInvites).set({ email_failed_at: null }).where(inArray(memberInvites.id, ids));
}

/** What the invite e-mail needs, with the inviting admin's address as the support contact. */
export async function findInviteToEmail(db: Db, id: string) {
  const [row] = await db
    .select({
      id: memberInvites.id,
      name: memberInvites.name,
      email: memberInvites.email,
      status: memberInvites.status,
      invite_token: memberInvites.invite_token,
      email_sent_at: memberInvites.email_sent_at,
      inviter_email: profiles.email,
    })
    .from(memberInvites)
    .leftJoin(profiles, eq(profiles.id, memberInvites.invited_by))
    .where(eq(memberInvites.id, id))
    .limit(1);
  return row;
}

export function inviteEmailStates(db: Db, ids: string[]) {
  return db
    .select({
      id: memberInvites.id,
      email_sent_at: memberInvites.email_sent_at,
      email_failed_at: memberInvites.email_failed_at,
    })
    .from(memberInvites)
    .where(inArray(memberInvites.id, ids));
}

/**
 * Inserts the invites in one statement; an address invited meanwhile (the pending-email unique
 * index) is skipped, never duplicated.
 */
export async function insertInvites(db: Db, rows: (typeof memberInvites.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(memberInvites).values(rows).onConflictDoNothing().returning({
    id: memberInvites.id,
    email: memberInvites.email,
    invite_token: memberInvites.invite_token,
  });
}

export async function findInviteByToken(db: Db, token: string) {
  const [row] = await db.select().from(memberInvites).where(eq(memberInvites.invite_token, token)).limit(1);
  return row;
}

export async function markAccepted(db: Db, id: string) {
  const rows = await db
    .update(memberInvites)
    .set({ status: "accepted", accepted_at: new Date() })
    .where(and(eq(memberInvites.id, id), eq(memberInvites.status, "pending")))
    .returning({ id: memberInvites.id });
  return rows.length > 0;
}

export async function existingCourseIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return (await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids))).map((r) => r.id);
}

export async function grantCourses(db: Db, userId: string, courseIds: string[]) {
  if (courseIds.length === 0) return;
  await db
    .insert(userCourses)
    .values(
      courseIds.map((course_id) => ({
        user_id: userId,
        course_id,
        access_granted: true,
        purchased_at: new Date(),
      })),
    )
    .onConflictDoNothing();
}

export async function usernameTaken(db: Db, username: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.username, username))
    .limit(1);
  return Boolean(row);
}

/** A purchase's courses join a pending invite, which lasts until `expires` (never shortened). */
export async function addBoughtCourses(db: Db, id: string, courseIds: string[], expires: Date) {
  await db
    .update(memberInvites)
    .set({
      selected_courses: sql`array(select distinct unnest(${memberInvites.selected_courses} || ${pgArray(courseIds)}::uuid[]))`,
      bought_courses: sql`array(select distinct unnest(${memberInvites.bought_courses} || ${pgArray(courseIds)}::uuid[]))`,
      expires_at: sql`greatest(${memberInvites.expires_at}, ${expires})`,
    })
    .where(and(eq(memberInvites.id, id), eq(memberInvites.status, "pending")));
}

/**
 * The courses still bought for a pending invite (null: no purchase gives access any more). The
 * courses no longer bought leave its selection; an invite sent only for purchases is cancelled.
 */
export async function settleBoughtCourses(db: Db, id: string, stillBought: string[] | null) {
  const keep = stillBought ?? [];
  await db
    .update(memberInvites)
    .set({
      selected_courses: sql`array(select c from unnest(${memberInvites.selected_courses}) c
        where not (c = any(${memberInvites.bought_courses})) or c = any(${pgArray(keep)}::uuid[]))`,
      bought_courses: sql`${pgArray(keep)}::uuid[]`,
      status:
        stillBought === null
          ? sql`case when ${memberInvites.for_purchase} then 'cancelled' else ${memberInvites.status} end`
          : memberInvites.status,
    })
    .where(and(eq(memberInvites.id, id), eq(memberInvites.status, "pending")));
}
