import { eq, sql } from "drizzle-orm";
import { communityRules, profiles } from "../../db/schema";
import type { Db } from "../../platform/db";

/** The rules row with the name of who last changed it (null once that member is gone). */
export async function readRules(db: Db) {
  const [row] = await db
    .select({
      markdown: communityRules.markdown,
      updated_at: communityRules.updated_at,
      updated_by_name: profiles.full_name,
    })
    .from(communityRules)
    .leftJoin(profiles, eq(profiles.id, communityRules.updated_by))
    .where(eq(communityRules.id, 1))
    .limit(1);
  return row;
}

export async function upsertRules(db: Db, markdown: string, updatedBy: string) {
  await db
    .insert(communityRules)
    .values({ id: 1, markdown, updated_by: updatedBy })
    .onConflictDoUpdate({
      target: communityRules.id,
      set: { markdown, updated_by: updatedBy, updated_at: sql`now()` },
    });
}
