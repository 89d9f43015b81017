import { asc, eq, sql } from "drizzle-orm";
import { aiAgents, courses } from "../../db/schema";
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

export function listPublishedCourses(db: Db) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      category: sql<string>`coalesce(${courses.category}, 'Geral')`,
    })
    .from(courses)
    .where(eq(courses.is_published, true))
    .orderBy(asc(courses.title));
}
