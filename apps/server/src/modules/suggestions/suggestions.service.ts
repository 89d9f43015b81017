import { commonMessages } from "@guilda/shared/messages/common";
import { foldSearch } from "@guilda/shared/rules/directory-filters";
import { suggestionMessages as m } from "@guilda/shared/messages/suggestions";
import {
  CLOSED_SUGGESTION_STATUSES,
  MAX_OPEN_SUGGESTION_VOTES,
  type SuggestionStatus,
} from "@guilda/shared/rules/suggestions";
import {
  SUGGESTION_SORTS,
  SUGGESTION_TRENDING_DAYS,
  type SuggestionCategory,
  type SuggestionComment,
  type SuggestionCommentsPage,
  type SuggestionDetail,
  type SuggestionListItem,
  type SuggestionRef,
  type SuggestionSort,
  type SuggestionsPage,
  type SuggestionVoteBudget,
  type SuggestionVoteResult,
} from "@guilda/shared/schemas/suggestions";
import { z } from "zod";
import type { AccessViewer } from "../../platform/access";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import {
  cursorCodec,
  cursorInt,
  cursorTimestamp,
  encodeTimeCursor,
  timeCursor,
} from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { PendingEvents } from "../../platform/realtime/pending";
import { publish } from "../../platform/events";
import { moderationOf } from "../../platform/moderation";
import { recordAudit } from "../audit/audit.service";
import { isStaff } from "../spaces/spaces.service";
import * as q from "./suggestions.queries";

type Ctx = { db: Db; realtime: RealtimeHub; viewer: Viewer };

const DAY_MS = 24 * 60 * 60 * 1000;
const EXCERPT_CHARS = 220;
const COMMENTS_PAGE = 50;

const isClosed = (status: string) => (CLOSED_SUGGESTION_STATUSES as readonly string[]).includes(status);
const trendingSince = (now: number) => new Date(now - SUGGESTION_TRENDING_DAYS * DAY_MS);

const notFound = () => new AppError(404, "NOT_FOUND", m.notFound);

const listCursor = cursorCodec(
  z
    .object({
      k: z.enum(SUGGESTION_SORTS),
      s: cursorInt.optional(),
      v: cursorInt.optional(),
      c: cursorTimestamp,
      i: z.uuid(),
    })
    .strict(),
);

function excerptOf(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS).trimEnd()}…` : flat;
}

function toRef(
  ref: { id: string | null; title: string | null; status: string | null } | null,
): SuggestionRef | null {
  return ref?.id ? { id: ref.id, title: ref.title ?? "", status: ref.status as SuggestionStatus } : null;
}

function toItem(
  row: Omit<q.ItemRow, "score" | "open_votes">,
  recentVotes: number | null,
): SuggestionListItem {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.excerpt),
    category: row.category as SuggestionCategory,
    status: row.status as SuggestionStatus,
    vote_count: row.vote_count,
    comment_count: row.comment_count,
    recent_votes: recentVotes,
    created_at: row.created_at.toISOString(),
    author: row.author,
    has_voted: Boolean(row.has_voted),
    duplicate_of: toRef(row.duplicate_of),
    ...moderationOf(row.moderation),
  };
}

/** Hidden and held suggestions and comments: their author and the staff only. */
function sees(viewer: AccessViewer, row: { user_id: string | null; moderation: string }) {
  return row.moderation === "visible" || row.user_id === viewer.userId || isStaff(viewer.profile);
}

/** Whom hidden and held rows are left out for in a list: nobody for the staff. */
const hiddenFrom = (viewer: AccessViewer) => (isStaff(viewer.profile) ? undefined : viewer.userId);

async function budget(db: Db, userId: string): Promise<SuggestionVoteBudget> {
  return { open_votes: await q.countOpenVotes(db, userId), max_open_votes: MAX_OPEN_SUGGESTION_VOTES };
}

export type ListOptions = {
  sort: SuggestionSort;
  status?: SuggestionStatus | undefined;
  category?: SuggestionCategory | undefined;
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};

/** GET /api/suggestions — a page in the chosen order, with the viewer's votes and open-vote budget. */
export async function listSuggestions(
  { db, viewer }: Ctx,
  options: ListOptions,
  now = Date.now(),
): Promise<SuggestionsPage> {
  let cursor: q.ListCursor | undefined;
  if (options.cursor) {
    const raw = listCursor.decode(options.cursor);
    // A cursor names its sort: one from another order is refused like a hand-edited one.
    if (raw.k !== options.sort)
      throw new AppError(400, "CURSOR_INVALID", commonMessages.cursorInvalid, {
        cursor: commonMessages.cursorInvalid,
      });
    cursor = { score: raw.s, votes: raw.v, createdAt: new Date(raw.c), id: raw.i };
  }
  const words = options.q ? foldSearch(options.q).split(/\s+/).filter(Boolean).slice(0, 8) : [];
  const since = trendingSince(now);
  const filter = {
    status: options.status,
    category: options.category,
    words,
    hiddenFrom: hiddenFrom(viewer),
  };
  const rows = await q.listPage(db, filter, options.sort, options.limit + 1, cursor, since, viewer.userId);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const next =
    rows.length > options.limit && last
      ? listCursor.encode({
          k: options.sort,
          ...(options.sort === "trending" ? { s: Number(last.score) } : {}),
          ...(options.sort === "recent" ? {} : { v: last.vote_count }),
          c: last.created_at.toISOString(),
          i: last.id,
        })
      : null;
  return {
    items: page.map((row) => toItem(row, options.sort === "trending" ? Number(row.score) : null)),
    next_cursor: next,
    // An empty page has no row to carry the open votes.
    open_votes: rows[0] ? Number(rows[0].open_votes) : await q.countOpenVotes(db, viewer.userId),
    max_open_votes: MAX_OPEN_SUGGESTION_VOTES,
  };
}

function canEdit(viewer: Viewer, row: { user_id: string | null; status: string }) {
  return isStaff(viewer.profile) || (row.user_id === viewer.userId && row.status === "nova");
}

/** GET /api/suggestions/:id */
export async function getSuggestion({ db, viewer }: Ctx, id: string): Promise<SuggestionDetail> {
  const row = await q.findDetail(db, id, viewer.userId);
  if (!row || !sees(viewer, { user_id: row.author?.id ?? null, moderation: row.moderation }))
    throw notFound();
  // One after another: PGlite runs one query at a time, and each of these is an index read.
  const duplicates = await q.duplicatesOf(db, id, hiddenFrom(viewer));
  const changes = await q.history(db, id);
  const votes = await budget(db, viewer.userId);
  const item = toItem(row, null);
  return {
    ...item,
    ...votes,
    description: row.description,
    updated_at: row.updated_at.toISOString(),
    status_note: row.status_note,
    status_changed_at: row.status_changed_at?.toISOString() ?? null,
    duplicates: duplicates.map((d) => toRef(d)!),
    history: changes.map((c) => ({
      id: c.id,
      from_status: c.from_status as SuggestionStatus,
      to_status: c.to_status as SuggestionStatus,
      note: c.note,
      duplicate_of: toRef(c.duplicate_of),
      changed_by: c.changed_by?.id ? { id: c.changed_by.id, full_name: c.changed_by.full_name } : null,
      created_at: c.created_at.toISOString(),
    })),
    can_edit: canEdit(viewer, { user_id: row.author?.id ?? null, status: row.status }),
    can_delete: isStaff(viewer.profile),
    can_change_status: viewer.profile.is_admin,
  };
}

/** POST /api/suggestions — starts as 'nova', by the signed-in member. */
export async function createSuggestion(
  ctx: Ctx,
  input: { title: string; description: string; category: SuggestionCategory },
): Promise<SuggestionDetail> {
  const at = new Date();
  const id = await q.insertSuggestion(ctx.db, {
    ...input,
    user_id: ctx.viewer.userId,
    status: "nova",
    created_at: at,
    updated_at: at,
  });
  return getSuggestion(ctx, id);
}

/** PATCH /api/suggestions/:id — the author while 'nova'; admins and moderators always. */
export async function updateSuggestion(
  ctx: Ctx,
  id: string,
  input: {
    title?: string | undefined;
    description?: string | undefined;
    category?: SuggestionCategory | undefined;
  },
): Promise<SuggestionDetail> {
  const values: { title?: string; description?: string; category?: string } = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description;
  if (input.category !== undefined) values.category = input.category;
  // Under the row lock: an admin moving it out of 'nova' meanwhile ends the author's right to edit.
  await ctx.db.transaction(async (tx) => {
    const row = (await q.lockSuggestions(tx, [id])).get(id);
    if (!row || !sees(ctx.viewer, row)) throw notFound();
    if (!canEdit(ctx.viewer, row)) {
      if (row.user_id === ctx.viewer.userId) throw new AppError(403, "FORBIDDEN", m.editOnlyWhileNew);
      throw AppError.forbidden();
    }
    await q.updateSuggestion(tx, id, values);
  });
  return getSuggestion(ctx, id);
}

/**
 * DELETE /api/suggestions/:id — admins and moderators; its votes, comments and history go with it.
 * Refused while other suggestions are marked as its duplicates. Someone else's suggestion goes
 * on the record.
 */
export async function deleteSuggestion(ctx: Ctx, id: string) {
  const { viewer } = ctx;
  if (!isStaff(viewer.profile)) throw AppError.forbidden();
  await ctx.db.transaction(async (tx) => {
    const row = await removeSuggestionIn(tx, id);
    if (row.user_id !== viewer.userId)
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: "suggestion.delete",
        target: { kind: "suggestion", id, label: row.title },
        before: { title: row.title, status: row.status, author_id: row.user_id },
      });
  });
}

/** Deletes a suggestion in the caller's transaction, under its row lock; answers the row it was. */
export async function removeSuggestionIn(tx: Db, id: string) {
  const row = (await q.lockSuggestions(tx, [id])).get(id);
  if (!row) throw notFound();
  // Its duplicates gave it their votes: removing it would leave them pointing at nothing.
  if (await q.hasDuplicates(tx, id)) throw new AppError(409, "CONFLICT", m.deleteHasDuplicates);
  await q.deleteSuggestion(tx, id);
  return row;
}

/**
 * Votes (or takes the vote back) as the viewer. Idempotent: voting twice keeps one vote. A
 * member holds at most MAX_OPEN_SUGGESTION_VOTES votes on suggestions that are not closed; the
 * suggestion's row and the member's vote lock are held while counting, so neither parallel votes
 * nor a status change in between can slip past the cap or leave a vote on a closed suggestion.
 */
export async function setVote(ctx: Ctx, id: string, voted: boolean): Promise<SuggestionVoteResult> {
  const { db, viewer } = ctx;
  return db.transaction(async (tx) => {
    const row = (await q.lockSuggestions(tx, [id])).get(id);
    if (!row || !sees(viewer, row)) throw notFound();
    await q.lockMemberVotes(tx, viewer.userId);
    const already = await q.hasVoted(tx, id, viewer.userId);
    if (already !== voted) {
      if (isClosed(row.status)) throw new AppError(409, "CONFLICT", m.closedForVotes);
      if (voted) {
        if ((await q.countOpenVotes(tx, viewer.userId)) >= MAX_OPEN_SUGGESTION_VOTES)
          throw new AppError(409, "CONFLICT", m.voteLimit);
        await q.addVote(tx, id, viewer.userId);
      } else {
        await q.removeVote(tx, id, viewer.userId);
      }
    }
    return {
      id,
      vote_count: await q.voteCount(tx, id),
      has_voted: voted,
      ...(await budget(tx, viewer.userId)),
    };
  });
}

export type StatusChange = {
  status: SuggestionStatus;
  note: string | null;
  duplicate_of?: string | null | undefined;
};

/**
 * An admin moves a suggestion to a status, with an optional note: the change joins the history,
 * and every voter and the author (not the admin) are told — in the app and by e-mail per their
 * preferences. 'duplicada' names an original (not itself, not a duplicate): the duplicate's
 * voters become the original's (one vote each), the duplicate keeps none, and duplicates of the
 * duplicate now point at the original, so there are no chains. Votes moved onto an open original
 * count as open votes again, even past the cap: the member chose to vote, the admin merged.
 * Leaving 'duplicada' does not move votes back (which of them came from the duplicate is not kept).
 */
export async function changeStatus(
  ctx: Ctx,
  id: string,
  input: StatusChange,
  now = new Date(),
): Promise<SuggestionDetail> {
  const { db, viewer } = ctx;
  if (!viewer.profile.is_admin) throw AppError.forbidden();
  const originalId = input.status === "duplicada" ? (input.duplicate_of ?? null) : null;
  if (originalId === id) throw AppError.validation({ duplicate_of: m.duplicateOfSelf });
  const events = new PendingEvents();
  await db.transaction(async (tx) => {
    const locked = await q.lockSuggestions(tx, originalId ? [id, originalId] : [id]);
    const row = locked.get(id);
    if (!row) throw notFound();
    if (row.status === input.status) throw AppError.validation({ status: m.sameStatus });
    if (originalId) {
      const original = locked.get(originalId);
      if (!original) throw AppError.validation({ duplicate_of: m.duplicateOfNotFound });
      if (original.status === "duplicada")
        throw AppError.validation({ duplicate_of: m.duplicateOfDuplicate });
    }
    const told = new Set(await q.voterIds(tx, id));
    if (row.user_id) told.add(row.user_id);
    await q.setStatus(tx, id, {
      from: row.status as SuggestionStatus,
      status: input.status,
      note: input.note,
      duplicateOf: originalId,
      by: viewer.userId,
      at: now,
    });
    if (originalId) {
      await q.moveVotes(tx, id, originalId);
      await q.repointDuplicates(tx, id, originalId);
      await q.recountVotes(tx, [id, originalId]);
    }
    // Every voter and the author hear of it (in a few batched statements: the suggestion's row
    // lock is held for the inserts only, whatever the number of voters).
    await publish({ tx, db, pending: events }, "suggestion.status_changed", {
      suggestionId: id,
      title: row.title,
      status: input.status,
      actorId: viewer.userId,
      memberIds: [...told].sort(),
    });
  });
  await events.flush(ctx.realtime);
  return getSuggestion(ctx, id);
}

// ---------------------------------------------------------------------------------------------
// Comments

function toComment({
  moderation,
  ...row
}: Awaited<ReturnType<typeof q.listComments>>[number]): SuggestionComment {
  return { ...row, ...moderationOf(moderation), created_at: row.created_at.toISOString() };
}

/** GET /api/suggestions/:id/comments — oldest first, 50 a page. */
export async function listComments(
  { db, viewer }: Ctx,
  id: string,
  cursorText?: string | undefined,
): Promise<SuggestionCommentsPage> {
  const suggestion = await q.findSuggestion(db, id);
  if (!suggestion || !sees(viewer, suggestion)) throw notFound();
  const cursor = cursorText ? timeCursor.decode(cursorText) : undefined;
  const rows = await q.listComments(db, id, COMMENTS_PAGE + 1, cursor, hiddenFrom(viewer));
  const page = rows.slice(0, COMMENTS_PAGE);
  const last = page.at(-1);
  return {
    items: page.map(toComment),
    next_cursor:
      rows.length > COMMENTS_PAGE && last
        ? encodeTimeCursor({ createdAt: last.created_at, id: last.id })
        : null,
    comment_count: await q.commentCount(db, id),
  };
}

/** POST /api/suggestions/:id/comments — any member, on any suggestion. */
export async function addComment(ctx: Ctx, id: string, body: string): Promise<SuggestionComment> {
  const { db, viewer } = ctx;
  const commentId = await db.transaction(async (tx) => {
    const row = (await q.lockSuggestions(tx, [id])).get(id);
    if (!row || !sees(viewer, row)) throw notFound();
    return q.insertComment(tx, id, viewer.userId, body);
  });
  const saved = await q.findCommentView(db, commentId);
  if (!saved) throw new AppError(404, "NOT_FOUND", m.commentNotFound);
  return toComment(saved);
}

/**
 * DELETE /api/suggestions/:id/comments/:commentId — its author, or an admin or moderator (then
 * someone else's comment goes on the record).
 */
export async function removeComment(ctx: Ctx, id: string, commentId: string) {
  const { db, viewer } = ctx;
  const comment = await q.findComment(db, commentId);
  if (!comment || comment.suggestion_id !== id || !sees(viewer, comment))
    throw new AppError(404, "NOT_FOUND", m.commentNotFound);
  if (comment.user_id !== viewer.userId && !isStaff(viewer.profile)) throw AppError.forbidden();
  await db.transaction(async (tx) => {
    await removeCommentIn(tx, comment);
    if (comment.user_id !== viewer.userId)
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: "suggestion_comment.delete",
        target: { kind: "suggestion_comment", id: commentId, label: comment.body.slice(0, 120) },
        before: { content: comment.body, author_id: comment.user_id, suggestion_id: id },
      });
  });
  return { comment_count: await q.commentCount(db, id) };
}

/** Deletes a comment in the caller's transaction; its suggestion's count is taken again under its lock. */
export async function removeCommentIn(tx: Db, comment: { id: string; suggestion_id: string }) {
  await q.lockSuggestions(tx, [comment.suggestion_id]);
  await q.deleteComment(tx, comment.id, comment.suggestion_id);
}

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** A suggestion the viewer may see (hidden or held: theirs or they are staff), or null. */
export async function visibleSuggestion(db: Db, viewer: AccessViewer, id: string) {
  if (!isUuid(id)) return null;
  const row = await q.findSuggestion(db, id);
  return row && sees(viewer, row) ? row : null;
}

/** A comment the viewer may see, on a suggestion they may see, or null. */
export async function visibleSuggestionComment(db: Db, viewer: AccessViewer, id: string) {
  if (!isUuid(id)) return null;
  const comment = await q.findComment(db, id);
  if (!comment || !sees(viewer, comment)) return null;
  return (await visibleSuggestion(db, viewer, comment.suggestion_id)) ? comment : null;
}

/**
 * Sets a comment's moderation state and counts its suggestion's comments again, after locking the
 * suggestion's row in a statement of its own (so the count sees every comment committed before).
 */
export async function setCommentModeration(
  tx: Db,
  comment: { id: string; suggestion_id: string },
  to: string,
) {
  await q.lockSuggestions(tx, [comment.suggestion_id]);
  await q.setCommentModeration(tx, comment.id, to);
  await q.recountComments(tx, [comment.suggestion_id]);
}

/** The admin hub's 'Sugestões' card: new suggestions and those in review. */
export function suggestionsHubCounts(db: Db) {
  return q.countSuggestionsAwaiting(db);
}
