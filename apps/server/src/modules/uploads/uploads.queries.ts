import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { mediaUploads } from "../../db/schema";
import type { Db } from "../../platform/db";

export async function insertUpload(db: Db, values: typeof mediaUploads.$inferInsert) {
  const [row] = await db.insert(mediaUploads).values(values).returning();
  return row!;
}

export async function findUploadByKey(db: Db, key: string) {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.object_key, key)).limit(1);
  return row;
}

export async function findUpload(db: Db, id: string) {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id)).limit(1);
  return row;
}

/**
 * Attaches the upload to the post that shows it (kept from the orphan sweep from then on). An
 * upload belongs to one post: false when another post already has it.
 */
export async function attachUploadToPost(db: Db, id: string, postId: string) {
  const rows = await db
    .update(mediaUploads)
    .set({ used_at: sql`coalesce(${mediaUploads.used_at}, now())`, post_id: postId })
    .where(and(eq(mediaUploads.id, id), isNull(mediaUploads.post_id)))
    .returning({ id: mediaUploads.id });
  return rows.length > 0;
}

export async function deleteUpload(db: Db, id: string) {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, id));
}

/** Uploads older than `before` that no post ever used. */
export function listOrphanUploads(db: Db, before: Date, limit: number) {
  return db
    .select({ id: mediaUploads.id, object_key: mediaUploads.object_key })
    .from(mediaUploads)
    .where(and(isNull(mediaUploads.used_at), lt(mediaUploads.created_at, before)))
    .limit(limit);
}
