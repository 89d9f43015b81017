import { CLOSED_SUGGESTION_STATUSES, type SuggestionStatus } from "@guilda/shared/rules/suggestions";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  profiles,
  suggestionComments,
  suggestionStatusChanges,
  suggestionVotes,
  suggestions,
} from "../../db/schema";
import type { Db } from "../../platform/db";
import { authorColumns } from "../profiles/profiles.service";

export type ListSort = "votes" | "recent" | "trending";

export type ListFilter = {
  status?: SuggestionStatus | undefined;
  category?: string | undefined;
  /** Each word already lower case and without accents; every one must be in the title. */
  words?: string[] | undefined;
  /** Hidden and held suggestions are left out unless they are this member's (staff: unset). */
  hiddenFrom?: string | undefined;
};

/** Where the next page starts: the last row's sort key. */
export type ListCursor = {
  score?: number | undefined;
  votes?: number | undefined;
  createdAt: Date;
  id: string;
};

const closedList = sql.join(
  CLOSED_SUGGESTION_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

// LIKE wildcards typed by the member are plain text.
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function filterConditions(f: ListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.hiddenFrom)
    conditions.push(sql`(${suggestions.moderation} = 'visible' or ${suggestions.user_id} = ${f.hiddenFrom})`);
  if (f.status) conditions.push(eq(suggestions.status, f.status));
  if (f.category) conditions.push(eq(suggestions.category, f.category));
  for (const word of f.words ?? [])
    conditions.push(sql`${suggestions.search_text} like ${likePattern(word)}`);
  return conditions;
}

/** Votes of the last days, per suggestion ('Em alta'). */
function recentVotes(db: Db, since: Date) {
  return db
    .select({
      suggestion_id: suggestionVotes.suggestion_id,
      n: sql<number>`count(*)::int`.as("n"),
    })
    .from(suggestionVotes)
    .where(sql`${suggestionVotes.created_at} > ${at(since)}`)
    .groupBy(suggestionVotes.suggestion_id)
    .as("recent");
}

/**
 * The ids of one page, in order, with their sort keys. Each order is written so that an index
 * serves it: the migration's indexes are `vote_count DESC NULLS LAST, created_at DESC NULLS LAST,
 * id DESC NULLS LAST` (also behind status), and `created_at` ascending alone — a plain `DESC`
 * would not match the first ones. The columns are NOT NULL, so both spellings order alike.
 *
 * 'Em alta' (trending): score = the votes received in the last `since` window (7 days); ties go to
 * the most voted overall, then the newest. Only that window's votes are grouped (an index range),
 * then joined to the filtered suggestions.
 */
export function listPageIds(
  db: Db,
  f: ListFilter,
  sort: ListSort,
  limit: number,
  cursor: ListCursor | undefined,
  since: Date,
) {
  const s = suggestions;
  const conditions = filterConditions(f);
  const recent = recentVotes(db, since);
  const score = sort === "trending" ? sql<number>`coalesce(${recent.n}, 0)::int` : sql<number>`0`;
  const cursorAt = cursor ? at(cursor.createdAt) : sql``;
  let order: SQL[];
  if (sort === "votes") {
    if (cursor)
      conditions.push(
        sql`(${s.vote_count}, ${s.created_at}, ${s.id}) < (${cursor.votes ?? 0}::int, ${cursorAt}, ${cursor.id}::uuid)`,
      );
    order = [
      sql`${s.vote_count} desc nulls last`,
      sql`${s.created_at} desc nulls last`,
      sql`${s.id} desc nulls last`,
    ];
  } else if (sort === "recent") {
    if (cursor) conditions.push(sql`(${s.created_at}, ${s.id}) < (${cursorAt}, ${cursor.id}::uuid)`);
    order = f.status
      ? [sql`${s.created_at} desc nulls last`, sql`${s.id} desc nulls last`]
      : [sql`${s.created_at} desc`, sql`${s.id} desc`];
  } else {
    if (cursor)
      conditions.push(
        sql`(${score}, ${s.vote_count}, ${s.created_at}, ${s.id}) < (${cursor.score ?? 0}::int, ${cursor.votes ?? 0}::int, ${cursorAt}, ${cursor.id}::uuid)`,
      );
    order = [sql`${score} desc`, sql`${s.vote_count} desc`, sql`${s.created_at} desc`, sql`${s.id} desc`];
  }
  const query = db
    .select({ id: s.id, created_at: s.created_at, vote_count: s.vote_count, score: score.as("score") })
    .from(s)
    .$dynamic();
  return (sort === "trending" ? query.leftJoin(recent, eq(recent.suggestion_id, s.id)) : query)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit);
}

const original = alias(suggestions, "original");

function itemColumns(viewerId: string) {
  return {
    id: suggestions.id,
    title: suggestions.title,
    excerpt: sql<string>`left(${suggestions.description}, 240)`,
    category: suggestions.category,
    status: suggestions.status,
    vote_count: suggestions.vote_count,
    comment_count: suggestions.comment_count,
    created_at: suggestions.created_at,
    author: authorColumns,
    moderation: suggestions.moderation,
    has_voted: sql<boolean>`exists (select 1 from ${suggestionVotes} where ${suggestionVotes.suggestion_id} = ${suggestions.id} and ${suggestionVotes.user_id} = ${viewerId})`,
    duplicate_of: { id: original.id, title: original.title, status: original.status },
  };
}

/** The viewer's open votes, as a column (computed once per query, whatever the rows). */
const openVotesOf = (viewerId: string) =>
  sql<number>`(select count(*)::int from ${suggestionVotes} v join ${suggestions} s on s.id = v.suggestion_id where v.user_id = ${viewerId} and s.status not in (${closedList}))`;

/**
 * One page of the list in one query: the page's ids chosen first (limited, by index), then joined
 * to their rows, authors and originals, with the viewer's open votes. Votes of the week are not
 * counted per row: the most voted suggestions hold thousands of votes, and only 'Em alta' shows
 * them (its score).
 */
export function listPage(
  db: Db,
  f: ListFilter,
  sort: ListSort,
  limit: number,
  cursor: ListCursor | undefined,
  since: Date,
  viewerId: string,
) {
  const page = listPageIds(db, f, sort, limit, cursor, since).as("page");
  const order =
    sort === "votes"
      ? [desc(page.vote_count), desc(page.created_at), desc(page.id)]
      : sort === "recent"
        ? [desc(page.created_at), desc(page.id)]
        : [desc(page.score), desc(page.vote_count), desc(page.created_at), desc(page.id)];
  return db
    .select({ ...itemColumns(viewerId), score: page.score, open_votes: openVotesOf(viewerId) })
    .from(page)
    .innerJoin(suggestions, eq(suggestions.id, page.id))
    .leftJoin(profiles, eq(profiles.id, suggestions.user_id))
    .leftJoin(original, eq(original.id, suggestions.duplicate_of))
    .orderBy(...order);
}
export type ItemRow = Awaited<ReturnType<typeof listPage>>[number];

/** One suggestion as its page shows it, or undefined. */
export async function findDetail(db: Db, id: string, viewerId: string) {
  const [row] = await db
    .select({
      ...itemColumns(viewerId),
      description: suggestions.description,
      updated_at: suggestions.updated_at,
      status_note: suggestions.status_note,
      status_changed_at: suggestions.status_changed_at,
    })
    .from(suggestions)
    .leftJoin(profiles, eq(profiles.id, suggestions.user_id))
    .leftJoin(original, eq(original.id, suggestions.duplicate_of))
    .where(eq(suggestions.id, id))
    .limit(1);
  return row;
}

/** The bare row, for permission checks and writes. */
export async function findSuggestion(db: Db, id: string) {
  const [row] = await db
    .select({
      id: suggestions.id,
      user_id: suggestions.user_id,
      title: suggestions.title,
      status: suggestions.status,
      duplicate_of: suggestions.duplicate_of,
      moderation: suggestions.moderation,
    })
    .from(suggestions)
    .where(eq(suggestions.id, id))
    .limit(1);
  return row;
}
export type SuggestionRow = NonNullable<Awaited<ReturnType<typeof findSuggestion>>>;

/** Locks these suggestions' rows (in id order, so two writers never wait on each other crosswise). */
export async function lockSuggestions(db: Db, ids: string[]) {
  const rows = await db
    .select({
      id: suggestions.id,
      user_id: suggestions.user_id,
      title: suggestions.title,
      status: suggestions.status,
      duplicate_of: suggestions.duplicate_of,
      moderation: suggestions.moderation,
    })
    .from(suggestions)
    .where(inArray(suggestions.id, ids))
    .orderBy(asc(suggestions.id))
    .for("update");
  return new Map(rows.map((r) => [r.id, r]));
}

/** Suggestions marked as duplicates of this one (hidden ones only for `hiddenFrom`'s own). */
export function duplicatesOf(db: Db, id: string, hiddenFrom?: string) {
  return db
    .select({ id: suggestions.id, title: suggestions.title, status: suggestions.status })
    .from(suggestions)
    .where(
      and(
        eq(suggestions.duplicate_of, id),
        hiddenFrom
          ? sql`(${suggestions.moderation} = 'visible' or ${suggestions.user_id} = ${hiddenFrom})`
          : undefined,
      ),
    )
    .orderBy(asc(suggestions.created_at), asc(suggestions.id));
}

const changer = alias(profiles, "changer");
const target = alias(suggestions, "target");

/** The status history, oldest first. */
export function history(db: Db, id: string) {
  const c = suggestionStatusChanges;
  return db
    .select({
      id: c.id,
      from_status: c.from_status,
      to_status: c.to_status,
      note: c.note,
      duplicate_of: { id: target.id, title: target.title, status: target.status },
      changed_by: { id: changer.id, full_name: changer.full_name },
      created_at: c.created_at,
    })
    .from(c)
    .leftJoin(changer, eq(changer.id, c.changed_by))
    .leftJoin(target, eq(target.id, c.duplicate_of))
    .where(eq(c.suggestion_id, id))
    .orderBy(asc(c.created_at), asc(c.id));
}

export async function insertSuggestion(db: Db, values: typeof suggestions.$inferInsert) {
  const [row] = await db.insert(suggestions).values(values).returning({ id: suggestions.id });
  return row!.id;
}

export async function updateSuggestion(
  db: Db,
  id: string,
  values: { title?: string; description?: string; category?: string },
) {
  await db
    .update(suggestions)
    .set({ ...values, updated_at: new Date() })
    .where(eq(suggestions.id, id));
}

export async function hasDuplicates(db: Db, id: string) {
  const [row] = await db
    .select({ id: suggestions.id })
    .from(suggestions)
    .where(eq(suggestions.duplicate_of, id))
    .limit(1);
  return row !== undefined;
}

export async function deleteSuggestion(db: Db, id: string) {
  await db.delete(suggestions).where(eq(suggestions.id, id));
}

// ---------------------------------------------------------------------------------------------
// Votes

/**
 * Serializes one member's votes (held to the end of the transaction): two votes sent at once
 * cannot both see 9 open votes and both pass the cap.
 */
export async function lockMemberVotes(db: Db, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`suggestion-votes:${userId}`}, 0))`);
}

/** Votes of this member on suggestions that are not closed. */
export async function countOpenVotes(db: Db, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suggestionVotes)
    .innerJoin(suggestions, eq(suggestions.id, suggestionVotes.suggestion_id))
    .where(and(eq(suggestionVotes.user_id, userId), sql`${suggestions.status} not in (${closedList})`));
  return Number(row?.n ?? 0);
}

/** Adds the vote (nothing when it exists) and moves the count with it; true when it was new. */
export async function addVote(db: Db, suggestionId: string, userId: string) {
  const inserted = await db
    .insert(suggestionVotes)
    .values({ suggestion_id: suggestionId, user_id: userId, created_at: new Date() })
    .onConflictDoNothing()
    .returning({ user_id: suggestionVotes.user_id });
  if (!inserted.length) return false;
  await db
    .update(suggestions)
    .set({ vote_count: sql`${suggestions.vote_count} + 1` })
    .where(eq(suggestions.id, suggestionId));
  return true;
}

/** Removes the vote (nothing when there is none) and moves the count with it; true when it existed. */
export async function removeVote(db: Db, suggestionId: string, userId: string) {
  const deleted = await db
    .delete(suggestionVotes)
    .where(and(eq(suggestionVotes.suggestion_id, suggestionId), eq(suggestionVotes.user_id, userId)))
    .returning({ user_id: suggestionVotes.user_id });
  if (!deleted.length) return false;
  await db
    .update(suggestions)
    .set({ vote_count: sql`greatest(${suggestions.vote_count} - 1, 0)` })
    .where(eq(suggestions.id, suggestionId));
  return true;
}

export async function voteCount(db: Db, suggestionId: string) {
  const [row] = await db
    .select({ n: suggestions.vote_count })
    .from(suggestions)
    .where(eq(suggestions.id, suggestionId));
  return Number(row?.n ?? 0);
}

export async function hasVoted(db: Db, suggestionId: string, userId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(suggestionVotes)
    .where(and(eq(suggestionVotes.suggestion_id, suggestionId), eq(suggestionVotes.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function voterIds(db: Db, suggestionId: string) {
  const rows = await db
    .select({ user_id: suggestionVotes.user_id })
    .from(suggestionVotes)
    .where(eq(suggestionVotes.suggestion_id, suggestionId))
    .orderBy(asc(suggestionVotes.user_id));
  return rows.map((r) => r.user_id);
}

/**
 * The duplicate's votes become the original's (a member who voted both keeps one vote, the
 * original's, with its date), and the duplicate keeps none.
 */
export async function moveVotes(db: Db, fromId: string, toId: string) {
  await db.execute(sql`
    insert into ${suggestionVotes} (suggestion_id, user_id, created_at)
    select ${toId}::uuid, ${suggestionVotes.user_id}, ${suggestionVotes.created_at}
    from ${suggestionVotes} where ${suggestionVotes.suggestion_id} = ${fromId}::uuid
    on conflict do nothing`);
  await db.delete(suggestionVotes).where(eq(suggestionVotes.suggestion_id, fromId));
}

/** vote_count of these suggestions from their votes. */
export async function recountVotes(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(suggestions)
    .set({
      vote_count: sql`(select count(*)::int from ${suggestionVotes} where ${suggestionVotes.suggestion_id} = ${suggestions.id})`,
    })
    .where(inArray(suggestions.id, ids));
}

// ---------------------------------------------------------------------------------------------
// Status

export async function setStatus(
  db: Db,
  id: string,
  values: {
    from: SuggestionStatus;
    status: SuggestionStatus;
    note: string | null;
    duplicateOf: string | null;
    by: string;
    at: Date;
  },
) {
  await db
    .update(suggestions)
    .set({
      status: values.status,
      status_note: values.note,
      status_changed_at: values.at,
      status_changed_by: values.by,
      duplicate_of: values.duplicateOf,
      updated_at: values.at,
    })
    .where(eq(suggestions.id, id));
  await db.insert(suggestionStatusChanges).values({
    suggestion_id: id,
    from_status: values.from,
    to_status: values.status,
    note: values.note,
    duplicate_of: values.duplicateOf,
    changed_by: values.by,
    created_at: values.at,
  });
}

/** Duplicates of `fromId` now point at `toId` (no chains of duplicates); their ids. */
export async function repointDuplicates(db: Db, fromId: string, toId: string) {
  const rows = await db
    .update(suggestions)
    .set({ duplicate_of: toId })
    .where(eq(suggestions.duplicate_of, fromId))
    .returning({ id: suggestions.id });
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Comments

export type CommentCursor = { createdAt: Date; id: string };

function selectComments(db: Db) {
  const c = suggestionComments;
  return db
    .select({
      id: c.id,
      suggestion_id: c.suggestion_id,
      content: c.body,
      created_at: c.created_at,
      moderation: c.moderation,
      author: authorColumns,
    })
    .from(c)
    .innerJoin(profiles, eq(profiles.id, c.user_id));
}

/**
 * Oldest first, keyset by (created_at, id). `hiddenFrom` set: hidden and held comments only when
 * they are theirs (staff: unset).
 */
export function listComments(
  db: Db,
  suggestionId: string,
  limit: number,
  cursor?: CommentCursor,
  hiddenFrom?: string,
) {
  const c = suggestionComments;
  const conditions: SQL[] = [eq(c.suggestion_id, suggestionId)];
  if (hiddenFrom) conditions.push(sql`(${c.moderation} = 'visible' or ${c.user_id} = ${hiddenFrom})`);
  if (cursor)
    conditions.push(sql`(${c.created_at}, ${c.id}) > (${at(cursor.createdAt)}, ${cursor.id}::uuid)`);
  return selectComments(db)
    .where(and(...conditions))
    .orderBy(asc(c.created_at), asc(c.id))
    .limit(limit);
}

export async function findCommentView(db: Db, id: string) {
  const [row] = await selectComments(db).where(eq(suggestionComments.id, id)).limit(1);
  return row;
}

export async function findComment(db: Db, id: string) {
  const [row] = await db
    .select({
      id: suggestionComments.id,
      suggestion_id: suggestionComments.suggestion_id,
      user_id: suggestionComments.user_id,
      body: suggestionComments.body,
      moderation: suggestionComments.moderation,
    })
    .from(suggestionComments)
    .where(eq(suggestionComments.id, id))
    .limit(1);
  return row;
}

export async function insertComment(db: Db, suggestionId: string, userId: string, body: string) {
  const [row] = await db
    .insert(suggestionComments)
    .values({ suggestion_id: suggestionId, user_id: userId, body, created_at: new Date() })
    .returning({ id: suggestionComments.id });
  await recountComments(db, [suggestionId]);
  return row!.id;
}

export async function deleteComment(db: Db, id: string, suggestionId: string) {
  await db.delete(suggestionComments).where(eq(suggestionComments.id, id));
  await recountComments(db, [suggestionId]);
}

/** comment_count of these suggestions from the comments members see (visible ones). */
export async function recountComments(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(suggestions)
    .set({
      comment_count: sql`(select count(*)::int from ${suggestionComments} where ${suggestionComments.suggestion_id} = ${suggestions.id} and ${suggestionComments.moderation} = 'visible')`,
    })
    .where(inArray(suggestions.id, ids));
}

export async function commentCount(db: Db, suggestionId: string) {
  const [row] = await db
    .select({ n: suggestions.comment_count })
    .from(suggestions)
    .where(eq(suggestions.id, suggestionId));
  return Number(row?.n ?? 0);
}

export async function setSuggestionModeration(db: Db, id: string, state: string) {
  await db.update(suggestions).set({ moderation: state }).where(eq(suggestions.id, id));
}

export async function setCommentModeration(db: Db, id: string, state: string) {
  await db.update(suggestionComments).set({ moderation: state }).where(eq(suggestionComments.id, id));
}

/** Suggestions by id as the moderators' queue shows them. */
export function suggestionsForModeration(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: suggestions.id,
      user_id: suggestions.user_id,
      title: suggestions.title,
      description: suggestions.description,
      created_at: suggestions.created_at,
      moderation: suggestions.moderation,
    })
    .from(suggestions)
    .where(inArray(suggestions.id, ids));
}

/** Comments by id as the moderators' queue shows them, with their suggestion's title. */
export function commentsForModeration(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: suggestionComments.id,
      suggestion_id: suggestionComments.suggestion_id,
      user_id: suggestionComments.user_id,
      body: suggestionComments.body,
      created_at: suggestionComments.created_at,
      moderation: suggestionComments.moderation,
      suggestion_title: suggestions.title,
    })
    .from(suggestionComments)
    .innerJoin(suggestions, eq(suggestions.id, suggestionComments.suggestion_id))
    .where(inArray(suggestionComments.id, ids));
}

/** Suggestions nobody on the staff has looked at yet and those in review (the admin hub's 'Sugestões'). */
export async function countSuggestionsAwaiting(db: Db) {
  const [row] = await db
    .select({
      new: sql<number>`count(*) filter (where ${suggestions.status} = 'nova')::int`,
      in_review: sql<number>`count(*) filter (where ${suggestions.status} = 'em_analise')::int`,
    })
    .from(suggestions)
    .where(inArray(suggestions.status, ["nova", "em_analise"]));
  return { new: Number(row?.new ?? 0), in_review: Number(row?.in_review ?? 0) };
}
