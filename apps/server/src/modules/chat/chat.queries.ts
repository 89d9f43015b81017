import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { chatMessages, profiles } from "../../db/schema";
import type { Db } from "../../platform/db";
import { authorColumns } from "../profiles/profiles.service";

function selectMessages(db: Db) {
  return db
    .select({
      id: chatMessages.id,
      space_id: chatMessages.space_id,
      content: chatMessages.content,
      created_at: chatMessages.created_at,
      author: authorColumns,
    })
    .from(chatMessages)
    .innerJoin(profiles, eq(profiles.id, chatMessages.author_id));
}

/** Newest first, keyset on (created_at, id). */
export function listMessages(
  db: Db,
  spaceId: string,
  limit: number,
  cursor?: { createdAt: Date; id: string },
) {
  const conditions: SQL[] = [eq(chatMessages.space_id, spaceId)];
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
