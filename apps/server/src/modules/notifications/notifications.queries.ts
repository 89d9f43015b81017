import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { notificationPreferences, notifications, profiles, signupEmails } from "../../db/schema";
import type { Db } from "../../platform/db";
import { pgArray } from "../../platform/db/array";

/** Timestamps this module writes: milliseconds, so a keyset cursor (ISO string) names them exactly. */
const nowMs = sql`date_trunc('milliseconds', now())`;

export type ActorRow = { id: string; full_name: string; username: string; avatar_url: string | null };

export async function findActor(db: Db, id: string): Promise<ActorRow | undefined> {
  const [row] = await db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      username: profiles.username,
      avatar_url: profiles.avatar_url,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row;
}

/** Role flags of a member, for what they may see (undefined: no such member). */
export async function findMemberFlags(db: Db, id: string) {
  const [row] = await db
    .select({ is_admin: profiles.is_admin, is_moderator: profiles.is_moderator })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row;
}

/** The member's own choice for one type, if any (null: the type's default). */
export async function emailPreference(db: Db, userId: string, type: string): Promise<boolean | null> {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.user_id, userId), eq(notificationPreferences.type, type)));
  return row ? row.email : null;
}

/** Where a lesson comment lives, for its link. */
export async function lessonCommentPlace(db: Db, lessonCommentId: string) {
  const result = (await db.execute(sql`
    select c.slug as course_slug, l.slug as lesson_slug, l.title as lesson_title
    from lesson_comments lc
    join course_lessons l on l.id = lc.lesson_id
    join courses c on c.id = l.course_id
    where lc.id = ${lessonCommentId}
  `)) as unknown as { rows: { course_slug: string; lesson_slug: string; lesson_title: string }[] };
  return result.rows[0];
}

export type NotificationRow = typeof notifications.$inferSelect;

export type NewNotification = {
  user_id: string;
  type: string;
  title: string;
  link: string | null;
  actor_id: string | null;
  post_id: string | null;
  comment_id: string | null;
  lesson_comment_id: string | null;
  suggestion_id: string | null;
  event_id?: string | null;
  group_key: string | null;
  data: Record<string, string | number | null>;
  email_state: "pending" | null;
};

/**
 * Inserts a notification, or — when an unread one of the same member has the same group key —
 * grows that one: latest actor, one more actor, new data, now. E-mail: a row already sent or being
 * sent keeps its state (never mailed twice); an in-app-only row becomes pending if asked.
 */
export async function insertOrGrow(db: Db, row: NewNotification): Promise<NotificationRow> {
  const [saved] = await db
    .insert(notifications)
    .values({ ...row, created_at: nowMs as unknown as Date, updated_at: nowMs as unknown as Date })
    .onConflictDoUpdate({
      target: [notifications.user_id, notifications.group_key],
      targetWhere: sql`${notifications.read_at} is null and ${notifications.group_key} is not null`,
      set: {
        actor_id: sql`excluded.actor_id`,
        actor_count: sql`${notifications.actor_count} + 1`,
        title: sql`excluded.title`,
        link: sql`excluded.link`,
        data: sql`excluded.data`,
        email_state: sql`coalesce(${notifications.email_state}, excluded.email_state)`,
        updated_at: nowMs,
      },
    })
    .returning();
  return saved!;
}

/** The e-mail choice of each of `userIds` for one type (members without a stored choice are absent). */
export async function emailPreferences(
  db: Db,
  userIds: string[],
  type: string,
): Promise<Map<string, boolean>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ user_id: notificationPreferences.user_id, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.user_id, userIds), eq(notificationPreferences.type, type)));
  return new Map(rows.map((r) => [r.user_id, r.email]));
}

/** Inserts ungrouped notifications, 500 rows per statement. */
export async function insertMany(db: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  const saved: NotificationRow[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows
      .slice(i, i + 500)
      .map((row) => ({ ...row, created_at: nowMs as unknown as Date, updated_at: nowMs as unknown as Date }));
    saved.push(...(await db.insert(notifications).values(chunk).returning()));
  }
  return saved;
}

export async function setTitle(db: Db, id: string, title: string) {
  await db.update(notifications).set({ title }).where(eq(notifications.id, id));
}

/**
 * What the member may see: not about a deleted post or one in a space hidden from them, not about
 * a lesson comment whose lesson they can no longer open, not about a post or comment the
 * moderation hid (unless it is their own). `courseDays` null: every lesson (admins);
 * else the open courses with the days since their drip start (courses.service.openCourseDays).
 */
export type VisibilityRule = { hiddenSpaceIds: string[]; courseDays: Record<string, number> | null };

export function visibleCondition(rule: VisibilityRule): SQL {
  const open = Object.entries(rule.courseDays ?? {});
  const lessonOpen =
    rule.courseDays === null
      ? sql`true`
      : sql`(l.is_preview or exists (
          select 1 from unnest(${pgArray(open.map(([id]) => id))}::uuid[], ${`{${open
            .map(([, d]) => Math.trunc(d))
            .join(",")}}`}::int[]) as o(course_id, days)
          where o.course_id = l.course_id and coalesce(l.release_after_days, 0) <= o.days))`;
  const lessonCourseVisible = rule.courseDays === null ? sql`true` : sql`c.is_published`;
  // Scalar subqueries, one index lookup per notification: an EXISTS under OR becomes a hashed
  // subplan that reads every live post to count a handful of notifications.
  return sql`(
    coalesce((
      select not p.is_deleted and not (p.space_id = any(${pgArray(rule.hiddenSpaceIds)}::uuid[]))
        and (p.moderation = 'visible' or p.author_id = ${notifications.user_id})
      from posts p where p.id = ${notifications.post_id}), ${notifications.post_id} is null)
    and coalesce((
      select pc.moderation = 'visible' or pc.author_id = ${notifications.user_id}
      from post_comments pc where pc.id = ${notifications.comment_id}), true)
    and coalesce((
      select sg.moderation = 'visible' or sg.user_id = ${notifications.user_id}
      from suggestions sg where sg.id = ${notifications.suggestion_id}), true)
    and coalesce((
      select ${lessonCourseVisible} and ${lessonOpen}
        and (lc.moderation = 'visible' or lc.user_id = ${notifications.user_id})
      from lesson_comments lc
      join course_lessons l on l.id = lc.lesson_id
      join courses c on c.id = l.course_id
      where lc.id = ${notifications.lesson_comment_id}), ${notifications.lesson_comment_id} is null)
    and coalesce((
      select not (e.space_id = any(${pgArray(rule.hiddenSpaceIds)}::uuid[]))
      from events e where e.id = ${notifications.event_id}), ${notifications.event_id} is null)
  )`;
}

/** How many unread rows the member has, and how many of them are about a lesson comment. */
export async function unreadShape(db: Db, userId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      lessons: sql<number>`count(${notifications.lesson_comment_id})::int`,
    })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return { total: row?.total ?? 0, lessons: row?.lessons ?? 0 };
}

export async function countUnread(db: Db, userId: string, rule: VisibilityRule) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at), visibleCondition(rule)));
  return row?.count ?? 0;
}

/** The keyset position of a row: its update time (to the millisecond) and id. */
const sortTime = sql`date_trunc('milliseconds', ${notifications.updated_at})`;

/** One page of the member's visible notifications, newest update first, with the actor. */
export function listPage(
  db: Db,
  userId: string,
  rule: VisibilityRule,
  opts: { limit: number; unreadOnly: boolean; after?: { updatedAt: Date; id: string } },
) {
  return db
    .select({
      row: notifications,
      actor: {
        id: profiles.id,
        full_name: profiles.full_name,
        username: profiles.username,
        avatar_url: profiles.avatar_url,
      },
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.actor_id))
    .where(
      and(
        eq(notifications.user_id, userId),
        opts.unreadOnly ? isNull(notifications.read_at) : undefined,
        opts.after
          ? sql`(${sortTime}, ${notifications.id}) < (${opts.after.updatedAt.toISOString()}::timestamptz, ${opts.after.id}::uuid)`
          : undefined,
        visibleCondition(rule),
      ),
    )
    .orderBy(sql`${sortTime} desc`, sql`${notifications.id} desc`)
    .limit(opts.limit);
}

/** A read notification no longer waits for its e-mail. */
const readSet = () => ({
  read_at: sql`now()`,
  email_state: sql`case when ${notifications.email_state} = 'pending' then 'skipped' else ${notifications.email_state} end`,
});

/** Marks one of the member's notifications read; false when the member has no such notification. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const [own] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)));
  if (!own) return false;
  await db
    .update(notifications)
    .set(readSet())
    .where(and(eq(notifications.id, id), isNull(notifications.read_at)));
  return true;
}

export async function markAllRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set(readSet())
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
}

// ——— Preferences ———

export async function listPreferences(db: Db, userId: string) {
  return db
    .select({
      type: notificationPreferences.type,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
}

/** Saves e-mail choices, and push choices where given (a type's push without one stays as it was). */
export async function savePreferences(
  db: Db,
  userId: string,
  items: { type: string; email: boolean; push?: boolean }[],
) {
  if (items.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(items.map((i) => ({ user_id: userId, type: i.type, email: i.email, push: i.push ?? null })))
    .onConflictDoUpdate({
      target: [notificationPreferences.user_id, notificationPreferences.type],
      set: {
        email: sql`excluded.email`,
        push: sql`coalesce(excluded.push, ${notificationPreferences.push})`,
        updated_at: sql`now()`,
      },
    });
}

/** Unsubscribed: what still waits for an e-mail of these types is not sent. */
export async function skipPendingEmails(db: Db, userId: string, types: string[]) {
  await db
    .update(notifications)
    .set({ email_state: "skipped" })
    .where(
      and(
        eq(notifications.user_id, userId),
        eq(notifications.email_state, "pending"),
        inArray(notifications.type, types),
      ),
    );
}

export async function findMemberName(db: Db, userId: string) {
  const [row] = await db
    .select({ full_name: profiles.full_name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

// ——— E-mail digest ———

/** Read before their e-mail went out: not sent (the sweep tidies them; reads mark them too). */
export async function skipReadPending(db: Db) {
  await db
    .update(notifications)
    .set({ email_state: "skipped" })
    .where(and(eq(notifications.email_state, "pending"), sql`${notifications.read_at} is not null`));
}

/** Members with unread notifications waiting for e-mail who have not been seen since `awaySince`. */
export async function membersAwayWithPending(db: Db, awaySince: Date, limit: number): Promise<string[]> {
  // Driven by the few pending rows (their partial index), not by every member.
  const result = (await db.execute(sql`
    select p.id from profiles p
    where p.id in (
        select n.user_id from notifications n
        where n.email_state = 'pending' and n.read_at is null)
      and p.last_active_at < ${awaySince.toISOString()}::timestamptz
    order by p.last_active_at
    limit ${limit}
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/** Whether the member has not been seen since `awaySince` (still away when their job runs). */
export async function isAway(db: Db, userId: string, awaySince: Date) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(eq(profiles.id, userId), sql`${profiles.last_active_at} < ${awaySince.toISOString()}::timestamptz`),
    );
  return !!row;
}

/** The rows of a batch, oldest first. */
export async function batchRows(db: Db, batch: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.email_batch, batch))
    .orderBy(notifications.created_at, notifications.id);
}

/** Claims the member's unread pending rows for one batch (atomic: a row joins one batch only). */
export async function claimBatch(db: Db, userId: string, batch: string) {
  await db
    .update(notifications)
    .set({ email_state: "sending", email_batch: batch })
    .where(
      and(
        eq(notifications.user_id, userId),
        eq(notifications.email_state, "pending"),
        isNull(notifications.read_at),
      ),
    );
}

/** Rows of a batch set to `to` (only those still being sent). Answers how many changed. */
export async function setBatchState(db: Db, batch: string, to: "sent" | "skipped", ids?: string[]) {
  const rows = await db
    .update(notifications)
    .set({ email_state: to })
    .where(
      and(
        eq(notifications.email_batch, batch),
        eq(notifications.email_state, "sending"),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Which of these rows the member may still see (visibility rule). */
export async function visibleIds(db: Db, ids: string[], rule: VisibilityRule): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inArray(notifications.id, ids), visibleCondition(rule)));
  return new Set(rows.map((r) => r.id));
}

// ——— E-mails about a sign-up's approval ———

export type SignupEmailRow = typeof signupEmails.$inferSelect;

export async function insertSignupEmail(db: Db, values: typeof signupEmails.$inferInsert) {
  await db.insert(signupEmails).values(values);
}

/**
 * Takes up to `limit` e-mails to send, oldest first: those nobody took, and those taken before
 * `staleBefore` (their sweep died). Concurrent sweeps skip each other's rows.
 */
export function claimSignupEmails(db: Db, limit: number, staleBefore: Date) {
  return db
    .update(signupEmails)
    .set({ claimed_at: sql`now()`, attempts: sql`${signupEmails.attempts} + 1` })
    .where(
      sql`${signupEmails.id} in (
        select ${signupEmails.id} from ${signupEmails}
        where ${signupEmails.claimed_at} is null or ${signupEmails.claimed_at} < ${staleBefore.toISOString()}::timestamptz
        order by ${signupEmails.created_at}
        limit ${limit}
        for update skip locked)`,
    )
    .returning();
}

/** Sent (or given up): the row goes, and the address with it. */
export async function deleteSignupEmail(db: Db, id: string) {
  await db.delete(signupEmails).where(eq(signupEmails.id, id));
}

/** Not sent this time: the next sweep tries again. */
export async function releaseSignupEmail(db: Db, id: string) {
  await db.update(signupEmails).set({ claimed_at: null }).where(eq(signupEmails.id, id));
}
