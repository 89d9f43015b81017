import { asc, eq } from "drizzle-orm";
import { aiAgents } from "../../db/schema";
import type { Db } from "../../platform/db";

export function listActiveAgents(db: Db) {
  return db
    .select({
      id: aiAgents.id,
      name: aiAgents.name,
      icon_svg: aiAgents.icon_svg,
      required_tier: aiAgents.required_tier,
    })
    .from(aiAgents)
    .where(eq(aiAgents.is_active, true))
    .orderBy(asc(aiAgents.name));
}
