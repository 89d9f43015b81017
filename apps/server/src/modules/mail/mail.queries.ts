import { desc } from "drizzle-orm";
import { mailOutbox } from "../../db/schema";
import type { Db } from "../../platform/db";

export function listOutbox(db: Db, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.created_at)).limit(limit);
}
