import { and, eq, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import { follows } from "../../db/schema";
import type { Db } from "../../platform/db";

/** Follows or unfollows; answers whether this call changed anything. */
export async function setFollow(db: Db, followerId: string, followeeId: string, follow: boolean) {
  const changed = follow
    ? await db
        .insert(follows)
        .values({ follower_id: followerId, followee_id: followeeId })
        .onConflictDoNothing()
        .returning({ id: follows.follower_id })
    : await db
        .delete(follows)
        .where(and(eq(follows.follower_id, followerId), eq(follows.followee_id, followeeId)))
        .returning({ id: follows.follower_id });
  return changed.length > 0;
}

export async function followStats(db: Db, memberId: string, viewerId: string) {
  const [row] = await db
    .select({
      followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followee_id} = ${memberId})`,
      following: sql<number>`(select count(*)::int from ${follows} where ${follows.follower_id} = ${memberId})`,
      is_following: sql<boolean>`exists (select 1 from ${follows} where ${follows.follower_id} = ${viewerId} and ${follows.followee_id} = ${memberId})`,
    })
    .from(sql`(select 1) as one`);
  return {
    followers: Number(row?.followers ?? 0),
    following: Number(row?.following ?? 0),
    is_following: Boolean(row?.is_following),
  };
}

/** Subquery: the ids of the members `followerId` follows (the Seguindo tab of the feed). */
export function followeeIdsOf(followerId: string): SQL {
  return sql`(select ${follows.followee_id} from ${follows} where ${follows.follower_id} = ${followerId})`;
}

/** Whether `followerId` follows the member in the outer query's `followee` column. */
export function followsSql(followerId: string | Placeholder, followee: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${follows} where ${follows.follower_id} = ${followerId} and ${follows.followee_id} = ${followee})`;
}
