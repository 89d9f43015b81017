import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { notificationPreferences, notifications, profiles } from "../../db/schema";
import type { Db } from "../../platform/db";

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

export async function setTitle(db: Db, id: string, title: string) {
  await db.update(notifications).set({ title }).where(eq(notifications.id, id));
}

/**
 * What the member may see: not about a deleted post or one in a space hidden from them, not about
 * a lesson comment whose lesson they can no longer open. `courseDays` null: every lesson (admins);
 * else the open courses with the days since their drip start (courses.service.openCourseDays).
 */
export type VisibilityRule = { hiddenSpaceIds: string[]; courseDays: Record<string, number> | null };

function pgArray(values: string[]) {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, "")}"`).join(",")}}`;
}

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
  return sql`(
    (${notifications.post_id} is null or exists (
      select 1 from posts p
      where p.id = ${notifications.post_id} and not p.is_deleted
        and not (p.space_id = any(${pgArray(rule.hiddenSpaceIds)}::uuid[]))))
    and (${notifications.lesson_comment_id} is null or exists (
      select 1 from lesson_comments lc
      join course_lessons l on l.id = lc.lesson_id
      join courses c on c.id = l.course_id
      where lc.id = ${notifications.lesson_comment_id} and ${lessonCourseVisible} and ${lessonOpen}))
  )`;
}

export async function countUnread(db: Db, userId: string, rule: VisibilityRule) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at), visibleCondition(rule)));
  return row?.count ?? 0;
}

export function listRecent(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      read_at: notifications.read_at,
      created_at: notifications.created_at,
    })
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(sql`${notifications.updated_at} desc`)
    .limit(limit);
}

export function markAllRead(db: Db, userId: string) {
  return db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
}
