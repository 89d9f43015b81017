import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { chatMessages, profiles, spaces } from "../../db/schema";
import type { Db } from "../../platform/db";
import { authorColumns } from "../profiles/profiles.service";

function selectMessages(db: Db) {
  return db
    .select({
      id: chatMessages.id,
      space_id: chatMessages.space_id,
      content: chatMessages.content,
      created_at: chatMessages.created_at,
      moderation: chatMessages.moderation,
      author: authorColumns,
    })
    .from(chatMessages)
    .innerJoin(profiles, eq(profiles.id, chatMessages.author_id));
}

/**
 * Newest first, keyset on (created_at, id). `viewerId` set: hidden and held messages only when
 * they are theirs (staff: unset).
 */
export function listMessages(
  db: Db,
  spaceId: string,
  limit: number,
  cursor?: { createdAt: Date; id: string },
  viewerId?: string,
) {
  const conditions: SQL[] = [eq(chatMessages.space_id, spaceId)];
  if (viewerId)
    conditions.push(sql`(${chatMessages.moderation} = 'visible' or ${chatMessages.author_id} = ${viewerId})`);
  if (cursor)
    conditions.push(
      sql`(${chatMessages.created_at}, ${chatMessages.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
    );
  return selectMessages(db)
    .where(and(...conditions))
    .orderBy(desc(chatMessages.created_at), desc(chatMessages.id))
    .limit(limit);
}

export async function insertMessage(db: Db, values: typeof chatMessages.$inferInsert) {
  const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id });
  const [message] = await selectMessages(db).where(eq(chatMessages.id, row!.id));
  return message!;
}

/** Messages by id as the moderators' queue shows them, with their space. */
export function messagesForModeration(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: chatMessages.id,
      space_id: chatMessages.space_id,
      author_id: chatMessages.author_id,
      content: chatMessages.content,
      created_at: chatMessages.created_at,
      moderation: chatMessages.moderation,
      space_name: spaces.name,
      space_slug: spaces.slug,
      space_type: spaces.space_type,
      is_private: spaces.is_private,
    })
    .from(chatMessages)
    .innerJoin(spaces, eq(spaces.id, chatMessages.space_id))
    .where(inArray(chatMessages.id, ids));
}

export async function setMessageModeration(db: Db, id: string, state: string) {
  await db.update(chatMessages).set({ moderation: state }).where(eq(chatMessages.id, id));
}

export async function deleteMessage(db: Db, id: string) {
  await db.delete(chatMessages).where(eq(chatMessages.id, id));
}
