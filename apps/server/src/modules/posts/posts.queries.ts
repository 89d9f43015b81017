import { and, asc, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { postComments, postLikes, posts, profiles, spaceMembers, spaces } from "../../db/schema";
import type { Db } from "../../platform/db";
import { followeeIdsOf, followsSql } from "../follows/follows.service";
import { authorColumns } from "../profiles/profiles.service";

/** Where the next page starts: the last row's sort key (score only for Populares). */
export type FeedCursor = { createdAt: Date; id: string; score?: number };

export type FeedFilter = {
  viewerId: string;
  /** Leave out the private spaces this member was not added to (unset for admins and moderators). */
  hiddenFrom?: string | undefined;
  spaceId?: string;
  authorId?: string;
  imagesOnly?: boolean;
  followingOnly?: boolean;
  /** Populares: only posts newer than this, ranked by likes + comments. */
  popularSince?: Date;
};

const score = sql<number>`(${posts.likes_count} + ${posts.comments_count})`;

function postColumns(viewerId: string) {
  return {
    id: posts.id,
    title: posts.title,
    content: posts.content,
    created_at: posts.created_at,
    is_pinned: posts.is_pinned,
    media_url: posts.media_url,
    media_type: posts.media_type,
    author: authorColumns,
    space: { id: spaces.id, name: spaces.name, slug: spaces.slug },
    likes_count: posts.likes_count,
    comments_count: posts.comments_count,
    is_liked_by_user: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.post_id} = ${posts.id} and ${postLikes.user_id} = ${viewerId})`,
    is_following_author: followsSql(viewerId, posts.author_id),
    score,
  };
}

export type PostRow = Awaited<ReturnType<typeof findPost>> & {};

function filterConditions(f: FeedFilter): SQL[] {
  const conditions: SQL[] = [eq(posts.is_deleted, false)];
  if (f.hiddenFrom)
    conditions.push(
      sql`${posts.space_id} not in (select ${spaces.id} from ${spaces} where ${spaces.is_private} and not exists (select 1 from ${spaceMembers} where ${spaceMembers.space_id} = ${spaces.id} and ${spaceMembers.user_id} = ${f.hiddenFrom}))`,
    );
  if (f.spaceId) conditions.push(eq(posts.space_id, f.spaceId));
  if (f.authorId) conditions.push(eq(posts.author_id, f.authorId));
  if (f.imagesOnly) conditions.push(inArray(posts.media_type, ["image", "gif"]));
  if (f.followingOnly) conditions.push(inArray(posts.author_id, followeeIdsOf(f.viewerId)));
  if (f.popularSince) conditions.push(gt(posts.created_at, f.popularSince));
  return conditions;
}

function selectPosts(db: Db, viewerId: string) {
  return db
    .select(postColumns(viewerId))
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.author_id))
    .innerJoin(spaces, eq(spaces.id, posts.space_id));
}

/**
 * The rows of a page are chosen first (ids and sort keys, limited), and only then joined to
 * authors and spaces and probed for "liked by me" / "I follow the author". Probing inside the
 * limited scan made PostgreSQL hash every like the member ever gave, on every page.
 */
function decoratedPage(db: Db, viewerId: string, conditions: SQL[], popular: boolean, limit: number) {
  const order = popular
    ? [desc(score), desc(posts.created_at), desc(posts.id)]
    : [desc(posts.created_at), desc(posts.id)];
  const page = db
    .select({ id: posts.id, at: posts.created_at, rank: sql<number>`${score}`.as("rank") })
    .from(posts)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit)
    .as("page");
  return db
    .select(postColumns(viewerId))
    .from(page)
    .innerJoin(posts, eq(posts.id, page.id))
    .innerJoin(profiles, eq(profiles.id, posts.author_id))
    .innerJoin(spaces, eq(spaces.id, posts.space_id))
    .orderBy(...(popular ? [desc(page.rank), desc(page.at), desc(page.id)] : [desc(page.at), desc(page.id)]));
}

/** Pinned posts (newest first) for the top of the first page. */
export function listPinned(db: Db, f: FeedFilter, limit: number) {
  return decoratedPage(db, f.viewerId, [...filterConditions(f), eq(posts.is_pinned, true)], false, limit);
}

/**
 * One page of the feed with a keyset cursor compared as a row value, never OFFSET:
 * newest first, or by score for Populares. `excludePinned` keeps pinned posts out when
 * they were listed on top.
 */
export function listPage(db: Db, f: FeedFilter, limit: number, cursor?: FeedCursor, excludePinned = false) {
  const conditions = filterConditions(f);
  if (excludePinned) conditions.push(eq(posts.is_pinned, false));
  const popular = Boolean(f.popularSince);
  if (cursor) {
    const at = sql`${cursor.createdAt.toISOString()}::timestamptz`;
    conditions.push(
      popular
        ? sql`(${score}, ${posts.created_at}, ${posts.id}) < (${cursor.score ?? 0}::int, ${at}, ${cursor.id}::uuid)`
        : sql`(${posts.created_at}, ${posts.id}) < (${at}, ${cursor.id}::uuid)`,
    );
  }
  return decoratedPage(db, f.viewerId, conditions, popular, limit);
}

export async function findPost(db: Db, viewerId: string, id: string) {
  const [row] = await selectPosts(db, viewerId)
    .where(and(eq(posts.id, id), eq(posts.is_deleted, false)))
    .limit(1);
  return row;
}

/** The bare post row (for permission checks), deleted ones excluded. */
export async function findPostMeta(db: Db, id: string) {
  const [row] = await db
    .select({ id: posts.id, title: posts.title, author_id: posts.author_id, space_id: posts.space_id })
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.is_deleted, false)))
    .limit(1);
  return row;
}

export async function insertPost(db: Db, values: typeof posts.$inferInsert) {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  return row!.id;
}

export async function setPinned(db: Db, id: string, isPinned: boolean) {
  await db.update(posts).set({ is_pinned: isPinned, updated_at: new Date() }).where(eq(posts.id, id));
}

export async function softDelete(db: Db, id: string) {
  await db
    .update(posts)
    .set({ is_deleted: true, is_pinned: false, updated_at: new Date() })
    .where(eq(posts.id, id));
}

export async function counts(db: Db, id: string) {
  const [row] = await db
    .select({ likes_count: posts.likes_count, comments_count: posts.comments_count })
    .from(posts)
    .where(eq(posts.id, id));
  return row ?? { likes_count: 0, comments_count: 0 };
}

/**
 * Adds or removes the viewer's like and moves the counter in the same transaction; `changed`
 * says whether this call added or removed it.
 */
export async function setLike(db: Db, postId: string, userId: string, liked: boolean) {
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx
          .insert(postLikes)
          .values({ post_id: postId, user_id: userId })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(postLikes)
          .where(and(eq(postLikes.post_id, postId), eq(postLikes.user_id, userId)))
          .returning();
    if (changed.length)
      await tx
        .update(posts)
        .set({ likes_count: sql`greatest(${posts.likes_count} + ${liked ? 1 : -1}, 0)` })
        .where(eq(posts.id, postId));
    const [row] = await tx.select({ likes_count: posts.likes_count }).from(posts).where(eq(posts.id, postId));
    return { likes_count: row?.likes_count ?? 0, changed: changed.length > 0 };
  });
}

function selectComments(db: Db) {
  return db
    .select({
      id: postComments.id,
      post_id: postComments.post_id,
      parent_id: postComments.parent_id,
      content: postComments.content,
      created_at: postComments.created_at,
      author: authorColumns,
    })
    .from(postComments)
    .innerJoin(profiles, eq(profiles.id, postComments.author_id));
}

export function listComments(db: Db, postId: string) {
  return selectComments(db)
    .where(eq(postComments.post_id, postId))
    .orderBy(asc(postComments.created_at), asc(postComments.id))
    .limit(1000);
}

export async function findCommentView(db: Db, id: string) {
  const [row] = await selectComments(db).where(eq(postComments.id, id)).limit(1);
  return row;
}

export async function findComment(db: Db, id: string) {
  const [row] = await db
    .select({
      id: postComments.id,
      post_id: postComments.post_id,
      parent_id: postComments.parent_id,
      author_id: postComments.author_id,
    })
    .from(postComments)
    .where(eq(postComments.id, id))
    .limit(1);
  return row;
}

export async function insertComment(db: Db, values: typeof postComments.$inferInsert) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(postComments).values(values).returning({ id: postComments.id });
    await tx
      .update(posts)
      .set({ comments_count: sql`${posts.comments_count} + 1` })
      .where(eq(posts.id, values.post_id));
    return row!.id;
  });
}

/** Deletes a comment with its replies and lowers the counter by as many; answers what went. */
export async function deleteComment(db: Db, id: string, postId: string) {
  return db.transaction(async (tx) => {
    const removedColumns = { id: postComments.id, author_id: postComments.author_id };
    const replies = await tx
      .delete(postComments)
      .where(eq(postComments.parent_id, id))
      .returning(removedColumns);
    const own = await tx.delete(postComments).where(eq(postComments.id, id)).returning(removedColumns);
    const removed = replies.length + own.length;
    await tx
      .update(posts)
      .set({ comments_count: sql`greatest(${posts.comments_count} - ${removed}, 0)` })
      .where(eq(posts.id, postId));
    const [row] = await tx
      .select({ comments_count: posts.comments_count })
      .from(posts)
      .where(eq(posts.id, postId));
    return { comments_count: row?.comments_count ?? 0, removed: [...own, ...replies] };
  });
}

/** The first 'publicacoes' space in sidebar order that everyone can see. */
export async function firstPublicationsSpace(db: Db) {
  const [row] = await db
    .select({ id: spaces.id })
    .from(spaces)
    .where(and(eq(spaces.space_type, "publicacoes"), eq(spaces.is_private, false)))
    .orderBy(asc(spaces.order), asc(spaces.name))
    .limit(1);
  return row?.id;
}
