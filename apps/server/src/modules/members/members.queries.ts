import { DEFAULT_COURSE_CATEGORY } from "@guilda/shared";
import { ROLE_FILTER_FLAGS } from "@guilda/shared/rules/directory-filters";
import type { RoleFilter } from "@guilda/shared/schemas/directory";
import { and, asc, desc, eq, gte, ilike, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  accounts,
  certificates,
  courses,
  lessonComments,
  levelName,
  lessonProgress,
  memberInvites,
  postComments,
  postLikes,
  posts,
  profiles,
  purchases,
  sessions,
  suggestionComments,
  suggestions,
  suggestionVotes,
  supplierRatings,
  suppliers,
  userCourseCategories,
  userCourses,
  users,
  webhookDeliveries,
} from "../../db/schema";
import type { Db } from "../../platform/db";

export type DirectoryFilter = {
  /** Already lower case and without accents. */
  search?: string | undefined;
  level?: string | undefined;
  role: RoleFilter;
  access: "all" | "with_access" | "no_access" | "only_courses" | "only_categories";
  since?: Date | undefined;
};

export type SortKey = "created_at" | "full_name" | "username" | "points" | "level";
/** Where the next page starts: the last row's sort value and id. */
export type DirectoryCursor = { v: string | number; i: string };

// Access flags kept by triggers on user_courses and user_course_categories (migration 0018). Spelled
// as plain columns, never as parameters, so 'with_access' is the partial index's own predicate and
// the other access filters imply it (or its negation) where the planner can prove it.
const hasCourses = sql`${profiles.has_course_access}`;
const hasCategories = sql`${profiles.has_category_access}`;

// LIKE wildcards typed by the member are plain text.
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const roleColumns = {
  is_admin: profiles.is_admin,
  is_moderator: profiles.is_moderator,
  is_student: profiles.is_student,
};

/** The shared role rule as SQL; 'moderator' comes out as the partial index's predicate. */
function roleCondition(role: Exclude<RoleFilter, "all">): SQL {
  return sql.join(
    ROLE_FILTER_FLAGS[role].map(([flag, on]) =>
      on ? sql`${roleColumns[flag]}` : sql`not ${roleColumns[flag]}`,
    ),
    sql` and `,
  );
}

/**
 * Sign-ups waiting for approval are not members yet: no listing shows them. A page reads each row
 * it shows anyway, so this costs it nothing; a count reads indexes only, so it takes the few
 * pending rows away instead (`pendingOf`, over their partial index) and keeps its plan.
 */
const isMember = sql`not ${profiles.is_pending}`;

function conditions(f: DirectoryFilter): SQL[] {
  const out: SQL[] = [];
  if (f.search) out.push(sql`${profiles.search_text} like ${likePattern(f.search)}`);
  if (f.level) out.push(eq(profiles.level, f.level));
  if (f.role !== "all") out.push(roleCondition(f.role));
  if (f.access === "with_access") out.push(sql`(${hasCourses} or ${hasCategories})`);
  if (f.access === "no_access") out.push(sql`not ${hasCourses} and not ${hasCategories}`);
  if (f.access === "only_courses") out.push(sql`${hasCourses} and not ${hasCategories}`);
  if (f.access === "only_categories") out.push(sql`${hasCategories} and not ${hasCourses}`);
  if (f.since) out.push(gte(profiles.created_at, f.since));
  return out;
}

/** Sort column and direction of each option (spec §9): newest, A–Z, A–Z, most points, highest level. */
const SORTS = {
  created_at: { column: profiles.created_at, descending: true },
  full_name: { column: profiles.full_name, descending: false },
  username: { column: profiles.username, descending: false },
  points: { column: profiles.points, descending: true },
  level: { column: profiles.level_rank, descending: true },
} as const;

export function sortValueOf(
  sort: SortKey,
  row: { created_key: string; full_name: string; username: string; points: number; level_rank: number },
) {
  if (sort === "created_at") return row.created_key;
  if (sort === "points") return row.points;
  if (sort === "level") return row.level_rank;
  return row[sort];
}

/** A member card's columns. */
const cardColumns = {
  id: profiles.id,
  full_name: profiles.full_name,
  username: profiles.username,
  avatar_url: profiles.avatar_url,
  /** The level's name members read (the community's), never the stored key. */
  level: levelName(profiles.level),
  level_rank: profiles.level_rank,
  points: profiles.points,
  is_admin: profiles.is_admin,
  is_moderator: profiles.is_moderator,
  is_student: profiles.is_student,
  created_at: profiles.created_at,
  email: profiles.email,
  /**
   * created_at to the microsecond, for the keyset cursor (a Date keeps milliseconds only). Dear
   * (~2 µs a row): a fenced search computes it for the page only, not for every match.
   */
  created_key:
    sql<string>`to_char(${profiles.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
      "created_key",
    ),
};

/** Where a keyset page starts: after (sort value, id) compared as a row value. */
function after(sort: SortKey, cursor: DirectoryCursor): SQL {
  const { column, descending } = SORTS[sort];
  const value = sort === "created_at" ? sql`${cursor.v}::timestamptz` : sql`${cursor.v}`;
  return descending
    ? sql`(${column}, ${profiles.id}) < (${value}, ${cursor.i})`
    : sql`(${column}, ${profiles.id}) > (${value}, ${cursor.i})`;
}

/**
 * How a page of a search is read. 'fence': the trigram index finds every match first (a subquery
 * kept apart by `offset 0`), and only they are sorted; it costs what the matches cost (a common name,
 * 3.6k of 100k members: ~11 ms of heap pages). 'walk': the sort's own index is read in order and
 * what does not match is discarded, which costs what is read before the page is full: cheap when the
 * matches are common and spread through that order, ruinous when they are rare or cluster in it (a
 * rare name sorted by points read 25k rows; every 'João' sorts under J).
 */
export type SearchPlan = "fence" | "walk";

/** Orders in which who matches a name is spread evenly: the date, the points, the level. */
const SPREAD_SORTS: ReadonlySet<SortKey> = new Set(["created_at", "points", "level"]);

/** A search shorter than a trigram: the trigram index has nothing to look it up by. */
const belowTrigram = (f?: DirectoryFilter) => {
  const length = f?.search?.length ?? 0;
  return length > 0 && length < 3;
};

/** Whether the counts can change how a search's page is read (searchPlan). */
export const countsChoosePlan = (f: DirectoryFilter, sort: SortKey) =>
  Boolean(f.search) && !belowTrigram(f) && SPREAD_SORTS.has(sort);

/**
 * The cheaper plan for a search, from how many members it matches (the kept count) among how many
 * there are. Walking reads about `limit × total / matched` rows for a page; fencing reads the
 * `matched` rows, each a few times dearer: so walk when the first is below the second. A search
 * shorter than a trigram has no trigram to look up, and a name order clusters the matches: both walk
 * and fence respectively, whatever the counts. Without a count, fence (its cost is bounded by the
 * matches).
 */
export function searchPlan(
  f: DirectoryFilter,
  sort: SortKey,
  limit: number,
  counts?: { matched: number; total: number },
): SearchPlan {
  if (belowTrigram(f)) return "walk";
  if (!countsChoosePlan(f, sort) || !counts || counts.matched === 0) return "fence";
  return limit * counts.total < counts.matched * counts.matched ? "walk" : "fence";
}

/** `offset 0`, which keeps a subquery from being merged into its query (Drizzle omits a plain 0). */
const KEEP_APART = sql.raw("0") as unknown as number;

/**
 * One keyset page of the directory, never OFFSET. A fenced search chooses the matching rows in a
 * subquery that `offset 0` keeps from being flattened (trigram index, every filter and the cursor),
 * and sorts only them (a top-N sort of the candidates); otherwise the sort's index is walked.
 */
export function listMembers(
  db: Db,
  f: DirectoryFilter,
  sort: SortKey,
  limit: number,
  cursor?: DirectoryCursor,
  plan: SearchPlan = searchPlan(f, sort, limit),
) {
  const { column, descending } = SORTS[sort];
  const where = [...conditions(f), isMember];
  if (cursor) where.push(after(sort, cursor));
  if (f.search && plan === "fence") {
    // The matches carry only their id and sort key into the top-N sort, and the cards are read for
    // the page alone: reading a card's columns for every match cost as much as finding the matches.
    const candidates = db
      .select({ id: profiles.id, key: column })
      .from(profiles)
      .where(and(...where))
      .offset(KEEP_APART)
      .as("candidates");
    const page = db
      .select({ id: candidates.id, key: candidates.key })
      .from(candidates)
      .orderBy(...inOrder(candidates.key, candidates.id, descending))
      .limit(limit)
      .as("page");
    return db
      .select(cardColumns)
      .from(page)
      .innerJoin(profiles, eq(profiles.id, page.id))
      .orderBy(...inOrder(page.key, page.id, descending));
  }
  return db
    .select(cardColumns)
    .from(profiles)
    .where(and(...where))
    .orderBy(...inOrder(column, profiles.id, descending))
    .limit(limit);
}

/** A sort key then the id, both in the sort's direction. */
const inOrder = (key: SQLWrapper, id: SQLWrapper, descending: boolean) =>
  descending ? [desc(key), desc(id)] : [asc(key), asc(id)];

/** The sign-ups waiting for approval that `where` keeps: a few rows of their partial index. */
const pendingOf = (where: SQL[]) =>
  sql`(select count(*) from ${profiles} where ${and(sql`${profiles.is_pending}`, ...where)})::int`;

/**
 * The statement that counts the members `f` keeps (one row, `count`), the sign-ups waiting for
 * approval taken away (`pendingOf`). 'no_access' keeps most of the table, which only a sequential
 * scan counts directly; it is counted as the profiles the other filters keep minus those of them
 * with access (the access flags' partial index), two index scans.
 */
export function countQuery(db: Db, f?: DirectoryFilter) {
  const where = f ? conditions(f) : [];
  if (f?.access === "no_access") {
    const rest = conditions({ ...f, access: "all" });
    const withAccess = conditions({ ...f, access: "with_access" });
    return db
      .select({
        count: sql<number>`(select count(*) from ${profiles} where ${rest.length ? and(...rest) : sql`true`})::int - (select count(*) from ${profiles} where ${and(...withAccess)})::int - ${pendingOf(where)}`,
      })
      .from(sql`(values (1)) as one`);
  }
  return db
    .select({ count: sql<number>`count(*)::int - ${pendingOf(where)}` })
    .from(profiles)
    .where(where.length ? and(...where) : undefined);
}

/**
 * `work` (the count of `f`) planned as the directory plans it. A search shorter than a trigram tests
 * every member's `search_text` whichever way it is read. The b-tree `profiles_search_text_idx` holds
 * just that text, a quarter of the table's pages: read alone (index-only), it counts 100k members in
 * ~20 ms where the table takes 30–50 ms. The planner's default page cost (4, a disk seek) prices
 * those index pages above the table's sequential read and picks the table on some databases; the
 * directory's table and indexes live in memory, so such a count is planned with the cost of a page
 * already there (1.1). Where most of the table changed since its last vacuum, an index-only read
 * would visit the table anyway, and the planner still picks the sequential read, the cheaper one then.
 */
export function plannedAsCount<T>(db: Db, f: DirectoryFilter | undefined, work: (db: Db) => Promise<T>) {
  if (!belowTrigram(f)) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return work(tx);
  });
}

/** How many members `f` keeps; everyone without it. */
export async function countMembers(db: Db, f?: DirectoryFilter): Promise<number> {
  const [row] = await plannedAsCount(db, f, async (d) => countQuery(d, f));
  return Number(row?.count ?? 0);
}

/** Granted courses and categories per member, for the admin's access summary. */
export async function accessCounts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { courses: number; categories: number }>();
  const rows = await db
    .select({
      id: profiles.id,
      courses: sql<number>`(select count(*)::int from ${userCourses} where ${userCourses.user_id} = ${profiles.id} and ${userCourses.access_granted})`,
      categories: sql<number>`(select count(*)::int from ${userCourseCategories} where ${userCourseCategories.user_id} = ${profiles.id} and ${userCourseCategories.access_granted})`,
    })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, { courses: Number(r.courses), categories: Number(r.categories) }]));
}

/** A member's card with what their page adds: bio and links. */
export async function findMember(db: Db, id: string) {
  const [row] = await db
    .select({ ...cardColumns, bio: profiles.bio, links: profiles.links, is_pending: profiles.is_pending })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row;
}

/**
 * 'Membros ativos': the most recently active members. The members module owns every public
 * listing of profiles (directory, member page, this list); profiles owns the viewer's own row.
 */
export function listActiveMembers(db: Db, limit: number) {
  return db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      username: profiles.username,
      avatar_url: profiles.avatar_url,
      last_active_at: profiles.last_active_at,
    })
    .from(profiles)
    .where(isMember)
    .orderBy(desc(profiles.last_active_at), asc(profiles.id))
    .limit(limit);
}

/** Up to 10 members whose name or username contains the text (LIKE wildcards escaped). */
export function lookupMembers(db: Db, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      username: profiles.username,
      avatar_url: profiles.avatar_url,
    })
    .from(profiles)
    .where(and(or(ilike(profiles.full_name, pattern), ilike(profiles.username, pattern)), isMember))
    .orderBy(asc(profiles.full_name))
    .limit(10);
}

export function listPendingInvites(db: Db) {
  return db
    .select()
    .from(memberInvites)
    .where(eq(memberInvites.status, "pending"))
    .orderBy(desc(memberInvites.created_at))
    .limit(500);
}

/** Invites not accepted, cancelled or expired yet: the admin hub's 'convites pendentes'. */
export async function countPendingInvites(db: Db, now: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberInvites)
    .where(and(eq(memberInvites.status, "pending"), gte(memberInvites.expires_at, now)));
  return Number(row?.count ?? 0);
}

/** The invite cancelled (its name and e-mail), or undefined when it no longer waited. */
export async function cancelInvite(db: Db, id: string) {
  const [row] = await db
    .update(memberInvites)
    .set({ status: "cancelled" })
    .where(and(eq(memberInvites.id, id), eq(memberInvites.status, "pending")))
    .returning({ id: memberInvites.id, name: memberInvites.name, email: memberInvites.email });
  return row;
}

export function publishedCourses(db: Db) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      category: sql<string>`coalesce(${courses.category}, 'Geral')`,
    })
    .from(courses)
    .where(eq(courses.is_published, true))
    .orderBy(asc(sql`coalesce(${courses.category}, 'Geral')`), asc(courses.title));
}

/** Granted courses, each with the end of its grant (null: never). */
export async function grantedCourses(db: Db, userId: string) {
  const rows = await db
    .select({ id: userCourses.course_id, expires_at: userCourses.expires_at })
    .from(userCourses)
    .where(and(eq(userCourses.user_id, userId), eq(userCourses.access_granted, true)));
  return new Map(rows.map((r) => [r.id, r.expires_at]));
}

/** Granted categories, each with the end of its grant (null: never). */
export async function grantedCategories(db: Db, userId: string) {
  const rows = await db
    .select({ category: userCourseCategories.category, expires_at: userCourseCategories.expires_at })
    .from(userCourseCategories)
    .where(and(eq(userCourseCategories.user_id, userId), eq(userCourseCategories.access_granted, true)));
  return new Map(rows.map((r) => [r.category, r.expires_at]));
}

/** A grant keeps its first date (drip counts from it); its end is set anew each time. */
export async function setCourseAccess(
  db: Db,
  userId: string,
  courseId: string,
  granted: boolean,
  expiresAt: Date | null,
) {
  if (granted)
    await db
      .insert(userCourses)
      .values({
        user_id: userId,
        course_id: courseId,
        access_granted: true,
        purchased_at: new Date(),
        expires_at: expiresAt,
      })
      .onConflictDoUpdate({
        target: [userCourses.user_id, userCourses.course_id],
        set: { access_granted: true, expires_at: expiresAt },
      });
  else
    await db
      .delete(userCourses)
      .where(and(eq(userCourses.user_id, userId), eq(userCourses.course_id, courseId)));
}

export async function setCategoryAccess(
  db: Db,
  userId: string,
  category: string,
  granted: boolean,
  expiresAt: Date | null,
) {
  if (granted)
    await db
      .insert(userCourseCategories)
      .values({ user_id: userId, category, access_granted: true, expires_at: expiresAt })
      .onConflictDoUpdate({
        target: [userCourseCategories.user_id, userCourseCategories.category],
        set: { access_granted: true, expires_at: expiresAt },
      });
  else
    await db
      .delete(userCourseCategories)
      .where(and(eq(userCourseCategories.user_id, userId), eq(userCourseCategories.category, category)));
}

export async function findCourse(db: Db, id: string) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row;
}

/** A member's name and roles; `lock`ed until the transaction ends for a change of roles. */
export async function lockRoles(db: Db, id: string, lock = true) {
  const query = db
    .select({ full_name: profiles.full_name, ...roleColumns })
    .from(profiles)
    .where(eq(profiles.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function setRoleFlags(db: Db, id: string, flags: { is_admin: boolean; is_moderator: boolean }) {
  await db.update(profiles).set(flags).where(eq(profiles.id, id));
}

export async function countAdmins(db: Db) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(eq(profiles.is_admin, true));
  return Number(row?.count ?? 0);
}

/**
 * Removes a member and everything spec §3 lists, in one transaction: access rows, lesson
 * progress and comments, certificates (a certificate names the person; once they are gone it
 * verifies as unknown), posts, likes, suggestion votes and comments, supplier ratings (suggestions
 * stay, anonymised), the profile, then the auth user with its sessions and accounts. Any failure
 * rolls all of it back. The last admin is never removed: false, and nothing is deleted.
 */
export async function deleteMemberCascade(
  db: Db,
  userId: string,
  /** Runs in the transaction once the deletion is allowed, before any row goes. */
  beforeRows?: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The admins' rows are locked first, so two admins leaving at once cannot both go.
    const admins = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.is_admin, true))
      .orderBy(profiles.id)
      .for("update");
    if (admins.length <= 1 && admins.some((a) => a.id === userId)) return false;
    if (beforeRows) await beforeRows(tx);
    // Other members' posts this member liked or commented on: their counters are recounted.
    const touched = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(
        sql`${posts.author_id} <> ${userId} and (${posts.id} in (select ${postLikes.post_id} from ${postLikes} where ${postLikes.user_id} = ${userId}) or ${posts.id} in (select ${postComments.post_id} from ${postComments} where ${postComments.author_id} = ${userId}))`,
      );
    // The invites sent to the member's address (name, e-mail, tags) are about them: they go too.
    await tx
      .delete(memberInvites)
      .where(
        sql`lower(${memberInvites.email}) = (select lower(${profiles.email}) from ${profiles} where ${profiles.id} = ${userId})`,
      );
    // Purchases stay for the community's books and for the provider's later notices (a chargeback
    // must find its sale and never grant again), without who bought; the provider's notifications
    // about them lose their bodies (name, address, document) and the address.
    const email = sql`(select lower(${profiles.email}) from ${profiles} where ${profiles.id} = ${userId})`;
    await tx
      .update(purchases)
      .set({ email: null, buyer_name: null, user_id: null })
      .where(or(eq(purchases.user_id, userId), sql`${purchases.email} = ${email}`));
    await tx
      .update(webhookDeliveries)
      .set({ body: null, buyer_email: null })
      .where(sql`${webhookDeliveries.buyer_email} = ${email}`);
    await tx.delete(userCourses).where(eq(userCourses.user_id, userId));
    await tx.delete(userCourseCategories).where(eq(userCourseCategories.user_id, userId));
    await tx.delete(lessonProgress).where(eq(lessonProgress.user_id, userId));
    await tx.delete(lessonComments).where(eq(lessonComments.user_id, userId));
    await tx.delete(certificates).where(eq(certificates.user_id, userId));
    await tx.delete(postLikes).where(eq(postLikes.user_id, userId));
    // Replies by others to this member's comments go with them (one level of replies).
    await tx.delete(postComments).where(eq(postComments.author_id, userId));
    // Suggestions stay, anonymised (user_id → null by the foreign key, 'Membro removido'); the
    // member's votes and suggestion comments go, and the touched suggestions are recounted.
    // Their supplier ratings go too, and the touched suppliers' totals are recounted.
    const votedOrCommented = await tx
      .select({ id: suggestions.id })
      .from(suggestions)
      .where(
        sql`${suggestions.id} in (select ${suggestionVotes.suggestion_id} from ${suggestionVotes} where ${suggestionVotes.user_id} = ${userId}) or ${suggestions.id} in (select ${suggestionComments.suggestion_id} from ${suggestionComments} where ${suggestionComments.user_id} = ${userId})`,
      );
    const rated = await tx
      .select({ id: supplierRatings.supplier_id })
      .from(supplierRatings)
      .where(eq(supplierRatings.user_id, userId));
    await tx.delete(suggestionVotes).where(eq(suggestionVotes.user_id, userId));
    await tx.delete(suggestionComments).where(eq(suggestionComments.user_id, userId));
    await tx.delete(supplierRatings).where(eq(supplierRatings.user_id, userId));
    await tx.delete(posts).where(eq(posts.author_id, userId));
    await tx.delete(profiles).where(eq(profiles.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    // Each recount locks its rows first, in a statement of its own: an UPDATE that waited for a
    // concurrent like, vote or rating would otherwise count from its snapshot and miss it.
    const ids = touched.map((t) => t.id);
    if (ids.length) {
      await tx
        .select({ id: posts.id })
        .from(posts)
        .where(inArray(posts.id, ids))
        .orderBy(posts.id)
        .for("update");
      await tx
        .update(posts)
        .set({
          likes_count: sql`(select count(*)::int from ${postLikes} where ${postLikes.post_id} = ${posts.id})`,
          // The comments members see: visible ones whose parent is visible too.
          comments_count: sql`(select count(*)::int from ${postComments} c where c.post_id = ${posts.id}
            and c.moderation = 'visible' and (c.parent_id is null or exists (
              select 1 from ${postComments} p where p.id = c.parent_id and p.moderation = 'visible')))`,
        })
        .where(inArray(posts.id, ids));
    }
    const suggestionIds = votedOrCommented.map((t) => t.id);
    if (suggestionIds.length) {
      await tx
        .select({ id: suggestions.id })
        .from(suggestions)
        .where(inArray(suggestions.id, suggestionIds))
        .orderBy(suggestions.id)
        .for("update");
      await tx
        .update(suggestions)
        .set({
          vote_count: sql`(select count(*)::int from ${suggestionVotes} where ${suggestionVotes.suggestion_id} = ${suggestions.id})`,
          comment_count: sql`(select count(*)::int from ${suggestionComments} where ${suggestionComments.suggestion_id} = ${suggestions.id} and ${suggestionComments.moderation} = 'visible')`,
        })
        .where(inArray(suggestions.id, suggestionIds));
    }
    const supplierIds = rated.map((t) => t.id);
    if (supplierIds.length) {
      await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(inArray(suppliers.id, supplierIds))
        .orderBy(suppliers.id)
        .for("update");
      await tx
        .update(suppliers)
        .set({
          rating_count: sql`(select count(*)::int from ${supplierRatings} where ${supplierRatings.supplier_id} = ${suppliers.id} and ${supplierRatings.moderation} = 'visible')`,
          rating_sum: sql`(select coalesce(sum(${supplierRatings.stars}), 0)::int from ${supplierRatings} where ${supplierRatings.supplier_id} = ${suppliers.id} and ${supplierRatings.moderation} = 'visible')`,
        })
        .where(inArray(suppliers.id, supplierIds));
    }
    return true;
  });
}

/** The member's AI tier, or undefined when there is no such member. */
export async function aiTierOf(db: Db, id: string) {
  const [row] = await db
    .select({ tier: profiles.ai_tier })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row?.tier;
}

export async function setAiTier(db: Db, id: string, tier: string) {
  const rows = await db
    .update(profiles)
    .set({ ai_tier: tier })
    .where(eq(profiles.id, id))
    .returning({ tier: profiles.ai_tier });
  return rows[0]?.tier;
}

/**
 * One keyset batch of the members CSV export: the directory's filters and order, with what the
 * spreadsheet adds (e-mail, last access, granted courses and categories).
 */
export function exportBatch(
  db: Db,
  f: DirectoryFilter,
  sort: SortKey,
  limit: number,
  cursor?: DirectoryCursor,
) {
  const { column, descending } = SORTS[sort];
  const where = [...conditions(f), isMember];
  if (cursor) where.push(after(sort, cursor));
  return db
    .select({
      ...cardColumns,
      last_active_at: profiles.last_active_at,
      courses: sql<number>`(select count(*)::int from ${userCourses} where ${userCourses.user_id} = ${profiles.id} and ${userCourses.access_granted})`,
      categories: sql<number>`(select count(*)::int from ${userCourseCategories} where ${userCourseCategories.user_id} = ${profiles.id} and ${userCourseCategories.access_granted})`,
    })
    .from(profiles)
    .where(and(...where))
    .orderBy(...inOrder(column, profiles.id, descending))
    .limit(limit);
}

// ——— Sign-ups waiting for approval ———

/** Where the next page of pending sign-ups starts: the last one's sign-up time (µs) and id. */
export type PendingCursor = { v: string; i: string };

/**
 * One page of the sign-ups waiting for approval whose e-mail is confirmed (an unconfirmed one is
 * nobody yet), oldest first, over the pending rows' partial index.
 */
export function listPendingSignups(db: Db, limit: number, cursor?: PendingCursor) {
  return db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      username: profiles.username,
      email: profiles.email,
      created_at: profiles.created_at,
      created_key: cardColumns.created_key,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        sql`${profiles.is_pending}`,
        eq(users.emailVerified, true),
        cursor
          ? sql`(${profiles.created_at}, ${profiles.id}) > (${cursor.v}::timestamptz, ${cursor.i})`
          : undefined,
      ),
    )
    .orderBy(asc(profiles.created_at), asc(profiles.id))
    .limit(limit);
}

/** How many sign-ups with a confirmed e-mail wait for approval. */
export async function countPendingSignups(db: Db) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(sql`${profiles.is_pending}`, eq(users.emailVerified, true)));
  return Number(row?.count ?? 0);
}

/** A sign-up waiting for approval, locked until the transaction ends (one decision at a time). */
export async function lockPendingSignup(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: profiles.id, full_name: profiles.full_name, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.id, id), sql`${profiles.is_pending}`))
    .for("update");
  return row;
}

/** Approves a pending sign-up: its profile, or undefined when it was not waiting. */
export async function approvePendingSignup(tx: Db, id: string) {
  const [row] = await tx
    .update(profiles)
    .set({ is_pending: false, updated_at: new Date() })
    .where(and(eq(profiles.id, id), sql`${profiles.is_pending}`))
    .returning({ id: profiles.id, full_name: profiles.full_name, email: profiles.email });
  return row;
}

/**
 * Published courses (any, with `publishedOnly` false) among `scope` (these ids, or those of this
 * category; a course without one is 'Geral') that the member can open now through a live course
 * or category grant, in the showcase's order.
 */
export async function openableCourses(
  db: Db,
  userId: string,
  scope: { courseIds: string[] } | { category: string },
  publishedOnly = true,
) {
  if ("courseIds" in scope && scope.courseIds.length === 0) return [];
  const inScope =
    "courseIds" in scope
      ? inArray(courses.id, scope.courseIds)
      : sql`coalesce(${courses.category}, ${DEFAULT_COURSE_CATEGORY}) = ${scope.category}`;
  const live = (expires: SQLWrapper) => sql`(${expires} is null or ${expires} > now())`;
  return db
    .select({ id: courses.id, title: courses.title, slug: courses.slug })
    .from(courses)
    .where(
      and(
        publishedOnly ? eq(courses.is_published, true) : undefined,
        inScope,
        sql`(exists (select 1 from ${userCourses} where ${userCourses.user_id} = ${userId}
              and ${userCourses.course_id} = ${courses.id} and ${userCourses.access_granted}
              and ${live(userCourses.expires_at)})
          or exists (select 1 from ${userCourseCategories} where ${userCourseCategories.user_id} = ${userId}
              and ${userCourseCategories.category} = coalesce(${courses.category}, ${DEFAULT_COURSE_CATEGORY})
              and ${userCourseCategories.access_granted} and ${live(userCourseCategories.expires_at)}))`,
      ),
    )
    .orderBy(asc(courses.order), asc(courses.title));
}

/** Account ids by e-mail (stored and asked in lower case). */
export async function memberIdsByEmail(db: Db, emails: string[]) {
  if (emails.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
}
