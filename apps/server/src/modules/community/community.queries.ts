import { asc, notInArray, sql } from "drizzle-orm";
import { chatMessages, posts, profiles, spaces } from "../../db/schema";
import type { Db } from "../../platform/db";

/**
 * The spaces not in `hiddenIds`, in sidebar order, each with its count of non-deleted posts, of
 * chat messages, and the newest one's date. One statement: the lateral aggregate reads the partial index
 * posts_space_feed_idx (space_id, created_at, id) where not is_deleted, index-only.
 */
export function spacesWithActivity(db: Db, hiddenIds: string[]) {
  const activity = db
    .select({
      post_count: sql<number>`count(*)::int`.as("post_count"),
      last_activity_at: sql<Date | null>`max(${posts.created_at})`.as("last_activity_at"),
    })
    .from(posts)
    .where(sql`${posts.space_id} = ${spaces.id} and not ${posts.is_deleted}`)
    .as("activity");
  // A chat space lives in its messages (chat_messages_space_idx, index-only too).
  const chat = db
    .select({
      message_count: sql<number>`count(*)::int`.as("message_count"),
      last_message_at: sql<Date | null>`max(${chatMessages.created_at})`.as("last_message_at"),
    })
    .from(chatMessages)
    .where(sql`${chatMessages.space_id} = ${spaces.id}`)
    .as("chat");
  return db
    .select({
      id: spaces.id,
      name: spaces.name,
      slug: spaces.slug,
      icon: spaces.icon,
      description: spaces.description,
      space_type: spaces.space_type,
      post_count: activity.post_count,
      message_count: chat.message_count,
      last_activity_at: sql<Date | null>`greatest(${activity.last_activity_at}, ${chat.last_message_at})`.as(
        "last_activity_at",
      ),
    })
    .from(spaces)
    .leftJoinLateral(activity, sql`true`)
    .leftJoinLateral(chat, sql`true`)
    .where(hiddenIds.length ? notInArray(spaces.id, hiddenIds) : undefined)
    .orderBy(asc(spaces.order), asc(spaces.name));
}

/**
 * Every member of the community (the directory's total): the sign-ups waiting for approval, not
 * members yet, taken away over their partial index.
 */
export async function countMembers(db: Db): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int - (select count(*) from ${profiles} where ${profiles.is_pending})::int`,
    })
    .from(profiles);
  return Number(row?.count ?? 0);
}
