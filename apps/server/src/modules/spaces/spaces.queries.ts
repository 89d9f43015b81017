import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { posts, profiles, spaceMembers, spaceReads, spaces } from "../../db/schema";
import type { Db } from "../../platform/db";

export const spaceColumns = {
  id: spaces.id,
  name: spaces.name,
  slug: spaces.slug,
  description: spaces.description,
  icon: spaces.icon,
  path: spaces.path,
  order: spaces.order,
  space_type: spaces.space_type,
  is_private: spaces.is_private,
  course_id: spaces.course_id,
};

export type SpaceRow = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  path: string;
  order: number;
  space_type: string;
  is_private: boolean;
  course_id: string | null;
};

/** Private spaces this member was not added to (everything else is visible to them). */
export async function listHiddenSpaceIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: spaces.id })
    .from(spaces)
    .where(
      and(
        eq(spaces.is_private, true),
        sql`not exists (select 1 from ${spaceMembers} where ${spaceMembers.space_id} = ${spaces.id} and ${spaceMembers.user_id} = ${userId})`,
      ),
    );
  return rows.map((r) => r.id);
}

export function listSpaces(db: Db, hiddenIds: string[]) {
  return db
    .select(spaceColumns)
    .from(spaces)
    .where(hiddenIds.length ? notInArray(spaces.id, hiddenIds) : undefined)
    .orderBy(asc(spaces.order), asc(spaces.name));
}

/**
 * Posts by others in each space since the member last opened it (or since they joined,
 * for a space never opened). One grouped query for the whole sidebar.
 */
export async function countUnseenPosts(db: Db, userId: string, joinedAt: Date, spaceIds: string[]) {
  if (spaceIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ space_id: posts.space_id, count: sql<number>`count(*)::int` })
    .from(posts)
    .leftJoin(spaceReads, and(eq(spaceReads.space_id, posts.space_id), eq(spaceReads.user_id, userId)))
    .where(
      and(
        inArray(posts.space_id, spaceIds),
        eq(posts.is_deleted, false),
        sql`${posts.author_id} <> ${userId}`,
        sql`${posts.created_at} > coalesce(${spaceReads.last_seen_at}, ${joinedAt.toISOString()}::timestamptz)`,
      ),
    )
    .groupBy(posts.space_id);
  return new Map(rows.map((r) => [r.space_id, Number(r.count)]));
}

export async function findSpaceBySlug(db: Db, slug: string) {
  const [row] = await db.select(spaceColumns).from(spaces).where(eq(spaces.slug, slug)).limit(1);
  return row;
}

export async function findSpaceById(db: Db, id: string) {
  const [row] = await db.select(spaceColumns).from(spaces).where(eq(spaces.id, id)).limit(1);
  return row;
}

export async function isSpaceMember(db: Db, spaceId: string, userId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.space_id, spaceId), eq(spaceMembers.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function listSpaceMemberIds(db: Db, spaceId: string) {
  const rows = await db
    .select({ id: spaceMembers.user_id })
    .from(spaceMembers)
    .where(eq(spaceMembers.space_id, spaceId));
  return rows.map((r) => r.id);
}

export async function markSpaceSeen(db: Db, userId: string, spaceId: string) {
  await db
    .insert(spaceReads)
    .values({ user_id: userId, space_id: spaceId, last_seen_at: new Date() })
    .onConflictDoUpdate({
      target: [spaceReads.user_id, spaceReads.space_id],
      set: { last_seen_at: new Date() },
    });
}

export async function insertSpace(db: Db, values: typeof spaces.$inferInsert) {
  const [row] = await db.insert(spaces).values(values).returning(spaceColumns);
  return row!;
}

export async function updateSpace(db: Db, id: string, values: Partial<typeof spaces.$inferInsert>) {
  const [row] = await db.update(spaces).set(values).where(eq(spaces.id, id)).returning(spaceColumns);
  return row;
}

export async function deleteSpace(db: Db, id: string) {
  const rows = await db.delete(spaces).where(eq(spaces.id, id)).returning({ id: spaces.id });
  return rows.length > 0;
}

export async function listAllSpaceIds(db: Db) {
  return (await db.select({ id: spaces.id }).from(spaces)).map((r) => r.id);
}

/** Saves the order of every space by its index, in one transaction. */
export async function saveSpaceOrder(db: Db, ids: string[]) {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries())
      await tx.update(spaces).set({ order: index }).where(eq(spaces.id, id));
  });
}

const memberColumns = {
  id: profiles.id,
  full_name: profiles.full_name,
  username: profiles.username,
  avatar_url: profiles.avatar_url,
};

export function listSpaceMembers(db: Db, spaceId: string) {
  return db
    .select(memberColumns)
    .from(spaceMembers)
    .innerJoin(profiles, eq(profiles.id, spaceMembers.user_id))
    .where(eq(spaceMembers.space_id, spaceId))
    .orderBy(asc(profiles.full_name));
}

export async function addSpaceMember(db: Db, spaceId: string, userId: string) {
  await db.insert(spaceMembers).values({ space_id: spaceId, user_id: userId }).onConflictDoNothing();
}

export async function removeSpaceMember(db: Db, spaceId: string, userId: string) {
  await db
    .delete(spaceMembers)
    .where(and(eq(spaceMembers.space_id, spaceId), eq(spaceMembers.user_id, userId)));
}

/** Every space and the private ones among them (the admin hub's 'Espaços'). */
export async function countSpaces(db: Db) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      private: sql<number>`count(*) filter (where ${spaces.is_private})::int`,
    })
    .from(spaces);
  return { total: Number(row?.total ?? 0), private: Number(row?.private ?? 0) };
}

/** The public spaces in the sidebar's order (every member sees these). */
export function listPublicSpaces(db: Db) {
  return db
    .select(spaceColumns)
    .from(spaces)
    .where(eq(spaces.is_private, false))
    .orderBy(asc(spaces.order), asc(spaces.name));
}
