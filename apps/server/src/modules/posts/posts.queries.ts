import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { posts, profiles, spaces } from "../../db/schema";
import type { Db } from "../../platform/db";

export type FeedCursor = { createdAt: Date; id: string };

type FeedParams = {
  pinned: boolean;
  limit: number;
  cursor?: FeedCursor;
  includePrivate: boolean;
};

/** One slice of the feed, newest first, using the (created_at, id) keyset; never OFFSET. */
export function listFeed(db: Db, { pinned, limit, cursor, includePrivate }: FeedParams) {
  const conditions: SQL[] = [eq(posts.is_deleted, false), eq(posts.is_pinned, pinned)];
  if (cursor)
    conditions.push(
      sql`(${posts.created_at}, ${posts.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
    );
  if (!includePrivate) conditions.push(eq(spaces.is_private, false));
  return db
    .select({
      id: posts.id,
      title: posts.title,
      content: posts.content,
      created_at: posts.created_at,
      is_pinned: posts.is_pinned,
      media_url: posts.media_url,
      media_type: posts.media_type,
      author: {
        id: profiles.id,
        username: profiles.username,
        full_name: profiles.full_name,
        avatar_url: profiles.avatar_url,
        is_admin: profiles.is_admin,
        is_moderator: profiles.is_moderator,
      },
      space: { name: spaces.name, slug: spaces.slug },
    })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.author_id))
    .innerJoin(spaces, eq(spaces.id, posts.space_id))
    .where(and(...conditions))
    .orderBy(desc(posts.created_at), desc(posts.id))
    .limit(limit);
}
