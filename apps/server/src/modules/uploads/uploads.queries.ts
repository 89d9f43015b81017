import { and, eq, isNull, lt } from "drizzle-orm";
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
