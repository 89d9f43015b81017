import { asc, eq, inArray, sql } from "drizzle-orm";
import { profiles, resources } from "../../db/schema";
import type { Db } from "../../platform/db";

const columns = {
  id: resources.id,
  slug: resources.slug,
  title: resources.title,
  kind: resources.kind,
  position: resources.position,
  is_visible: resources.is_visible,
};
export type ResourceRow = Awaited<ReturnType<typeof listResources>>[number];

/** Every resource in the section's order (hidden ones too: the service filters). */
export function listResources(db: Db) {
  return db.select(columns).from(resources).orderBy(asc(resources.position), asc(resources.title));
}

/** A resource with its markdown and who last changed it (null once that member is gone). */
export async function findResource(db: Db, by: { slug: string } | { id: string }) {
  const [row] = await db
    .select({
      ...columns,
      body: resources.body,
      updated_at: resources.updated_at,
      updated_by_name: profiles.full_name,
    })
    .from(resources)
    .leftJoin(profiles, eq(profiles.id, resources.updated_by))
    .where("slug" in by ? eq(resources.slug, by.slug) : eq(resources.id, by.id))
    .limit(1);
  return row;
}

/**
 * Every resource id in the section's order, read under a transaction-scoped lock: creating,
 * deleting and reordering renumber the positions, so they run one at a time, each reading the
 * list the previous one committed (row locks would not see a page inserted meanwhile).
 */
export async function lockOrder(db: Db): Promise<string[]> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('resources:order'))`);
  const rows = await db
    .select({ id: resources.id })
    .from(resources)
    .orderBy(asc(resources.position), asc(resources.title));
  return rows.map((r) => r.id);
}

/** Slugs equal to `base` or `base-N`, for picking a free one. */
export async function slugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: resources.slug })
    .from(resources)
    .where(sql`${resources.slug} = ${base} or ${resources.slug} ~ ${`^${base}-[0-9]+$`}`);
  return rows.map((r) => r.slug);
}

export async function insertPage(
  db: Db,
  values: {
    slug: string;
    title: string;
    body: string;
    is_visible: boolean;
    position: number;
    updated_by: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(resources)
    .values({ ...values, kind: "page" })
    .returning({ id: resources.id });
  return row!.id;
}

export async function updateResource(
  db: Db,
  id: string,
  values: Partial<{ slug: string; title: string; body: string; is_visible: boolean }> & {
    updated_by: string;
  },
): Promise<boolean> {
  const rows = await db
    .update(resources)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(resources.id, id))
    .returning({ id: resources.id });
  return rows.length > 0;
}

export async function deleteResource(db: Db, id: string): Promise<void> {
  await db.delete(resources).where(eq(resources.id, id));
}

/** Positions 0…n-1 in the given order; rows already in place are left alone. */
export async function savePositions(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const current = await db
    .select({ id: resources.id, position: resources.position })
    .from(resources)
    .where(inArray(resources.id, ids));
  const positionOf = new Map(current.map((r) => [r.id, r.position]));
  for (const [index, id] of ids.entries())
    if (positionOf.get(id) !== index)
      await db.update(resources).set({ position: index }).where(eq(resources.id, id));
}

/** The sidebar's Recursos items members see and those hidden (the admin hub's 'Recursos'). */
export async function countResources(db: Db) {
  const [row] = await db
    .select({
      visible: sql<number>`count(*) filter (where ${resources.is_visible})::int`,
      hidden: sql<number>`count(*) filter (where not ${resources.is_visible})::int`,
    })
    .from(resources);
  return { visible: Number(row?.visible ?? 0), hidden: Number(row?.hidden ?? 0) };
}
