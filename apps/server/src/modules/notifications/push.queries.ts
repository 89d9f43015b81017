import { and, desc, eq, sql } from "drizzle-orm";
import { notifications, pushSubscriptions } from "../../db/schema";
import type { Db } from "../../platform/db";
import { pgArray } from "../../platform/db/array";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Saves a browser's subscription; the same endpoint again (the browser renewed its keys, or
 * another member signed in on it) takes the new keys and the current member.
 */
export async function upsertSubscription(
  db: Db,
  values: { user_id: string; endpoint: string; p256dh: string; auth: string; user_agent: string },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        user_id: sql`excluded.user_id`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        user_agent: sql`excluded.user_agent`,
        created_at: sql`case when ${pushSubscriptions.user_id} = excluded.user_id then ${pushSubscriptions.created_at} else now() end`,
      },
    })
    .returning();
  return row!;
}

export function listSubscriptions(db: Db, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, userId))
    .orderBy(desc(pushSubscriptions.created_at), desc(pushSubscriptions.id));
}

/** Removes one of the member's devices; false when they have no such device. */
export async function deleteOwnSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.user_id, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function findSubscription(db: Db, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** The push service said the subscription is gone (404/410). */
export async function deleteSubscription(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function touchSubscription(db: Db, id: string) {
  await db
    .update(pushSubscriptions)
    .set({ last_used_at: sql`now()` })
    .where(eq(pushSubscriptions.id, id));
}

/**
 * The devices of these members who want push for `type` (their choice, else `byDefault`): one
 * row per device, in one statement.
 */
export async function pushTargets(
  db: Db,
  userIds: string[],
  type: string,
  byDefault: boolean,
): Promise<{ id: string; user_id: string }[]> {
  if (userIds.length === 0) return [];
  const result = (await db.execute(sql`
    select s.id, s.user_id from push_subscriptions s
    left join notification_preferences p on p.user_id = s.user_id and p.type = ${type}
    where s.user_id = any(${pgArray(userIds)}::text[]) and coalesce(p.push, ${byDefault})
  `)) as unknown as { rows: { id: string; user_id: string }[] };
  return result.rows;
}

export async function findNotification(db: Db, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}
