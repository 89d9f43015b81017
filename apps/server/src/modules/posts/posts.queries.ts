import { and, asc, desc, eq, gt, inArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import { postComments, postLikes, posts, profiles, spaceMembers, spaces } from "../../db/schema";
import { type Db, prepareByName } from "../../platform/db";
import { followeeIdsOf, followsSql } from "../follows/follows.service";
import { authorColumns } from "../profiles/profiles.service";

/** Where the next page starts: the last row's sort key (score only for Populares). */
export type FeedCursor = { createdAt: Date; id: string; score?: number };

/** A value of a statement: given, or a placeholder filled in when a prepared statement runs. */
type Param = string | Placeholder;

export type FeedFilter = {
  viewerId: Param;
  /** Leave out the private spaces this member was not added to (unset for admins and moderators). */
  hiddenFrom?: Param | undefined;
  spaceId?: string;
  authorId?: string;
  imagesOnly?: boolean;
  followingOnly?: boolean;
  /** Populares: only posts newer than this, ranked by likes + comments. */
  popularSince?: Date;
};

const score = sql<number>`(${posts.likes_count} + ${posts.comments_count})`;

function postColumns(viewerId: Param) {
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
    moderation: posts.moderation,
    is_liked_by_user: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.post_id} = ${posts.id} and ${postLikes.user_id} = ${viewerId})`,
    is_following_author: followsSql(viewerId, posts.author_id),
    score,
  };
}

export type PostRow = Awaited<ReturnType<typeof findPost>> & {};

/*
 * The flags are written as literals (`not is_deleted`), never as bound values: a prepared
 * statement's generic plan cannot prove a partial index's `where not is_deleted` from `= $1`.
 */
function filterConditions(f: FeedFilter): SQL[] {
  const conditions: SQL[] = [sql`not ${posts.is_deleted}`];
  // Hidden and held posts: their author and the staff only (the staff have no `hiddenFrom`).
  if (f.hiddenFrom)
    conditions.push(sql`(${posts.moderation} = 'visible' or ${posts.author_id} = ${f.hiddenFrom})`);
  if (f.hiddenFrom)
    conditions.push(
      sql`${posts.space_id} not in (select ${spaces.id} from ${spaces} where ${spaces.is_private} and not exists (select 1 from ${spaceMembers} where ${spaceMembers.space_id} = ${spaces.id} and ${spaceMembers.user_id} = ${f.hiddenFrom}))`,
    );
  if (f.spaceId) conditions.push(eq(posts.space_id, f.spaceId));
  if (f.authorId) conditions.push(eq(posts.author_id, f.authorId));
  if (f.imagesOnly) conditions.push(inArray(posts.media_type, ["image", "gif"]));
  if (f.followingOnly) conditions.push(inArray(posts.author_id, followeeIdsOf(f.viewerId as string)));
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
/**
 * A page size written into the statement: a prepared statement's generic plan takes `limit $1`
 * for a tenth of the table and hashes whole tables to join the page.
 */
function literalLimit(limit: number) {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`invalid limit ${limit}`);
  // The builder takes a number or a placeholder; an SQL chunk is written as it is.
  return sql.raw(String(limit)) as unknown as Placeholder;
}

function decoratedPage(db: Db, viewerId: Param, conditions: SQL[], popular: boolean, limit: number) {
  const order = popular
    ? [desc(score), desc(posts.created_at), desc(posts.id)]
    : [desc(posts.created_at), desc(posts.id)];
  const page = db
    .select({ id: posts.id, at: posts.created_at, rank: sql<number>`${score}`.as("rank") })
    .from(posts)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(literalLimit(limit))
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
  return decoratedPage(db, f.viewerId, [...filterConditions(f), sql`${posts.is_pinned}`], false, limit);
}

/**
 * One page of the feed with a keyset cursor compared as a row value, never OFFSET:
 * newest first, or by score for Populares. `excludePinned` keeps pinned posts out when
 * they were listed on top.
 */
export function listPage(
  db: Db,
  f: FeedFilter,
  limit: number,
  cursor?: FeedCursor | { createdAt: Placeholder; id: Placeholder },
  excludePinned = false,
) {
  const conditions = filterConditions(f);
  if (excludePinned) conditions.push(sql`not ${posts.is_pinned}`);
  const popular = Boolean(f.popularSince);
  if (cursor) {
    const at = sql`${cursor.createdAt instanceof Date ? cursor.createdAt.toISOString() : cursor.createdAt}::timestamptz`;
    conditions.push(
      popular
        ? sql`(${score}, ${posts.created_at}, ${posts.id}) < (${("score" in cursor && cursor.score) || 0}::int, ${at}, ${cursor.id}::uuid)`
        : sql`(${posts.created_at}, ${posts.id}) < (${at}, ${cursor.id}::uuid)`,
    );
  }
  return decoratedPage(db, f.viewerId, conditions, popular, limit);
}

/**
 * Mais recentes without filters, what nearly every feed request asks for, as prepared statements
 * built once per database handle, role (staff see every space) and page size: the first page is
 * the pinned posts and the page in one statement (`union all`), the next pages the page alone.
 */
function recentStatement(db: Db, staff: boolean, pinnedLimit: number | null, limit: number) {
  const viewer = sql.placeholder("viewer");
  const f: FeedFilter = { viewerId: viewer, hiddenFrom: staff ? undefined : viewer };
  const role = staff ? "staff" : "member";
  if (pinnedLimit === null)
    return prepareByName(
      db,
      listPage(db, f, limit, { createdAt: sql.placeholder("at"), id: sql.placeholder("id") }, true),
      `feed_recent_next_${role}_${limit}`,
    );
  return prepareByName(
    db,
    listPinned(db, f, pinnedLimit).unionAll(listPage(db, f, limit, undefined, true)),
    `feed_recent_first_${role}_${pinnedLimit}_${limit}`,
  );
}

const recent = new WeakMap<Db, Map<string, ReturnType<typeof recentStatement>>>();

function recentOf(db: Db, staff: boolean, pinnedLimit: number | null, limit: number) {
  let built = recent.get(db);
  if (!built) recent.set(db, (built = new Map()));
  const key = `${staff}:${pinnedLimit}:${limit}`;
  let statement = built.get(key);
  if (!statement) built.set(key, (statement = recentStatement(db, staff, pinnedLimit, limit)));
  return statement;
}

/** Newest first, then by id: the order of both parts of the first page. */
const newestFirst = (a: { created_at: Date; id: string }, b: { created_at: Date; id: string }) =>
  b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The first page of Mais recentes: up to `pinnedLimit` pinned posts, then `limit` others. */
export async function recentFirstPage(
  db: Db,
  viewer: { id: string; staff: boolean },
  pinnedLimit: number,
  limit: number,
) {
  const rows = await recentOf(db, viewer.staff, pinnedLimit, limit).execute({
    viewer: viewer.id,
  });
  // A union keeps no order of its own: each part is put back in the order it was chosen in.
  const pinned = rows.filter((r) => r.is_pinned).sort(newestFirst);
  const page = rows.filter((r) => !r.is_pinned).sort(newestFirst);
  return { pinned, page };
}

/** A later page of Mais recentes, after the cursor (pinned posts were on the first page). */
export function recentNextPage(
  db: Db,
  viewer: { id: string; staff: boolean },
  cursor: FeedCursor,
  limit: number,
) {
  return recentOf(db, viewer.staff, null, limit).execute({
    viewer: viewer.id,
    at: cursor.createdAt.toISOString(),
    id: cursor.id,
  });
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
    .select({
      id: posts.id,
      title: posts.title,
      author_id: posts.author_id,
      space_id: posts.space_id,
      moderation: posts.moderation,
    })
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
      moderation: postComments.moderation,
      author: authorColumns,
    })
    .from(postComments)
    .innerJoin(profiles, eq(profiles.id, postComments.author_id));
}

/** A post's comments; `viewerId` set: hidden and held ones only when they are theirs (staff: unset). */
export function listComments(db: Db, postId: string, viewerId?: string) {
  return selectComments(db)
    .where(
      and(
        eq(postComments.post_id, postId),
        viewerId
          ? sql`(${postComments.moderation} = 'visible' or ${postComments.author_id} = ${viewerId})`
          : undefined,
      ),
    )
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
      content: postComments.content,
      created_at: postComments.created_at,
      moderation: postComments.moderation,
    })
    .from(postComments)
    .where(eq(postComments.id, id))
    .limit(1);
  return row;
}

/** Adds a comment; one held for review is not counted until it is approved. */
export async function insertComment(db: Db, values: typeof postComments.$inferInsert) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(postComments).values(values).returning({ id: postComments.id });
    if ((values.moderation ?? "visible") === "visible")
      await tx
        .update(posts)
        .set({ comments_count: sql`${posts.comments_count} + 1` })
        .where(eq(posts.id, values.post_id));
    return row!.id;
  });
}

/**
 * Counts the post's comments members see again (visible ones whose parent is visible too), after
 * a comment was hidden, shown or removed. The post's row is locked first, in a statement of its
 * own, so the count sees every comment committed before it.
 */
export async function recountComments(db: Db, postId: string) {
  await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for("update");
  await db.execute(sql`
    update posts set comments_count = (
      select count(*)::int from post_comments c
      where c.post_id = ${postId} and c.moderation = 'visible'
        and (c.parent_id is null or exists (
          select 1 from post_comments p where p.id = c.parent_id and p.moderation = 'visible'))
    ) where id = ${postId}`);
}

export async function setPostModeration(db: Db, id: string, state: string) {
  await db.update(posts).set({ moderation: state, updated_at: new Date() }).where(eq(posts.id, id));
}

export async function setCommentModeration(db: Db, id: string, state: string) {
  await db.update(postComments).set({ moderation: state }).where(eq(postComments.id, id));
}

/** How many times the author wrote this very text (a post's content or a comment) since then. */
export async function countSameText(db: Db, authorId: string, text: string, since: Date) {
  const [inPosts] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.author_id, authorId), gt(posts.created_at, since), eq(posts.content, text)));
  const [inComments] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postComments)
    .where(
      and(
        eq(postComments.author_id, authorId),
        gt(postComments.created_at, since),
        eq(postComments.content, text),
      ),
    );
  return (inPosts?.n ?? 0) + (inComments?.n ?? 0);
}

/** Posts by id as the moderators' queue shows them (deleted ones marked). */
export function postsForModeration(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: posts.id,
      title: posts.title,
      content: posts.content,
      author_id: posts.author_id,
      created_at: posts.created_at,
      moderation: posts.moderation,
      is_deleted: posts.is_deleted,
      media_url: posts.media_url,
      media_type: posts.media_type,
      space_name: spaces.name,
      space_id: posts.space_id,
      is_private: spaces.is_private,
    })
    .from(posts)
    .innerJoin(spaces, eq(spaces.id, posts.space_id))
    .where(inArray(posts.id, ids));
}

/** Comments by id as the moderators' queue shows them, with their post. */
export function commentsForModeration(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: postComments.id,
      post_id: postComments.post_id,
      parent_id: postComments.parent_id,
      content: postComments.content,
      author_id: postComments.author_id,
      created_at: postComments.created_at,
      moderation: postComments.moderation,
      post_title: posts.title,
      post_deleted: posts.is_deleted,
      space_id: posts.space_id,
      post_author_id: posts.author_id,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.post_id))
    .where(inArray(postComments.id, ids));
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
