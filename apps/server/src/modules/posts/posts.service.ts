import {
  feedMessages as m,
  parseVideoLink,
  POPULAR_WINDOW_DAYS,
  type CommentView,
  type CreateCommentInput,
  type FeedPage,
  type PostMediaType,
  type PostView,
  type RealtimeEvent,
} from "@guilda/shared";
import { isPostableSpace } from "@guilda/shared/rules/composer-space";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { encodeTimeCursor, timeCursor } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { canSee, type AccessViewer } from "../../platform/access";
import { publish as publishEvent } from "../../platform/events";
import { PendingEvents } from "../../platform/realtime/pending";
import { moderationOf } from "../../platform/moderation";
import { REPEAT_WINDOW_MINUTES } from "@guilda/shared/schemas/moderation";
import { heldReasonFor, holdForReview } from "../moderation/moderation.service";
import { recordAudit } from "../audit/audit.service";
import { mentionMaps } from "../profiles/profiles.service";
import { defaultPostSpace } from "../settings/settings.service";
import { findSpaceById, isStaff, visibleSpace } from "../spaces/spaces.service";
import { attachUploadToPost, findUpload, mediaUrl } from "../uploads/uploads.service";
import * as q from "./posts.queries";
import type { FeedFilter } from "./posts.queries";

const MAX_PINNED = 20;

type Ctx = { db: Db; realtime: RealtimeHub; viewer: Viewer };

type Row = NonNullable<Awaited<ReturnType<typeof q.findPost>>>;

function toView({ score: _score, moderation, ...row }: Row, mentions: Record<string, string>): PostView {
  return {
    ...row,
    ...moderationOf(moderation),
    mentions,
    created_at: row.created_at.toISOString(),
    media_type: row.media_type as PostMediaType | null,
    likes_count: Number(row.likes_count),
    comments_count: Number(row.comments_count),
    is_liked_by_user: Boolean(row.is_liked_by_user),
    is_following_author: Boolean(row.is_following_author),
  };
}

export type FeedOptions = {
  tab: "recentes" | "populares" | "seguindo";
  space?: string | undefined;
  author?: string | undefined;
  media?: "images" | undefined;
  limit: number;
  cursor?: string | undefined;
};

/**
 * A page of the feed. Mais recentes: pinned posts on top of the first page, then the newest.
 * Populares: posts of the last 30 days by likes + comments. Seguindo: posts of followed members.
 */
export async function feedPage(
  { db, viewer }: Ctx,
  options: FeedOptions,
  now = new Date(),
): Promise<FeedPage> {
  const cursor = options.cursor ? timeCursor.decode(options.cursor) : undefined;
  const filter: FeedFilter = {
    viewerId: viewer.userId,
    hiddenFrom: isStaff(viewer.profile) ? undefined : viewer.userId,
  };
  if (options.space) filter.spaceId = (await visibleSpace(db, viewer, options.space)).id;
  if (options.author) filter.authorId = options.author;
  if (options.media === "images") filter.imagesOnly = true;
  if (options.tab === "seguindo") filter.followingOnly = true;
  if (options.tab === "populares")
    filter.popularSince = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 24 * 60 * 60 * 1000);

  const pinnedOnTop = options.tab === "recentes" && !options.author && !options.media;
  let pinned: Row[] = [];
  let rows: Row[];
  if (pinnedOnTop && !filter.spaceId) {
    // The common case, with prepared statements; the first page in one round trip.
    const who = { id: viewer.userId, staff: !filter.hiddenFrom };
    if (cursor) rows = await q.recentNextPage(db, who, cursor, options.limit + 1);
    else ({ pinned, page: rows } = await q.recentFirstPage(db, who, MAX_PINNED, options.limit + 1));
  } else {
    if (pinnedOnTop && !cursor) pinned = await q.listPinned(db, filter, MAX_PINNED);
    rows = await q.listPage(db, filter, options.limit + 1, cursor, pinnedOnTop);
  }
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const next =
    rows.length > options.limit && last
      ? encodeTimeCursor({
          createdAt: last.created_at,
          id: last.id,
          ...(filter.popularSince ? { score: Number(last.score) } : {}),
        })
      : null;
  return { items: await withMentions(db, [...pinned, ...page]), next_cursor: next };
}

/** Views of these rows with their mentions resolved in one query. */
async function withMentions(db: Db, rows: Row[]): Promise<PostView[]> {
  const maps = await mentionMaps(
    db,
    rows.map((r) => r.content),
  );
  return rows.map((row, i) => toView(row, maps[i]!));
}

function postNotFound() {
  return new AppError(404, "NOT_FOUND", m.postNotFound);
}

/**
 * A post the viewer may see (not deleted, in a space they can see, and not hidden or held by the
 * moderation unless it is theirs or they are staff), or null.
 */
async function findVisiblePostMeta(db: Db, viewer: AccessViewer, id: string) {
  const meta = await q.findPostMeta(db, id);
  if (!meta) return null;
  if (meta.moderation !== "visible" && meta.author_id !== viewer.userId && !isStaff(viewer.profile))
    return null;
  const space = await findSpaceById(db, meta.space_id);
  return space && (await canSee(db, viewer, "space", space)) ? meta : null;
}

/** A post the viewer may see, or 404. */
async function visiblePostMeta({ db, viewer }: Pick<Ctx, "db" | "viewer">, id: string) {
  const meta = await findVisiblePostMeta(db, viewer, id);
  if (!meta) throw postNotFound();
  return meta;
}

/** The post as the viewer sees it, once its visibility has been checked. */
async function loadView({ db, viewer }: Ctx, id: string): Promise<PostView> {
  const row = await q.findPost(db, viewer.userId, id);
  if (!row) throw postNotFound();
  return (await withMentions(db, [row]))[0]!;
}

/** The one rule for who sees a post, for every place that shows one or its files. */
export async function canSeePost(db: Db, viewer: AccessViewer, id: string): Promise<boolean> {
  return (await findVisiblePostMeta(db, viewer, id)) !== null;
}

export async function getPost(ctx: Ctx, id: string): Promise<PostView> {
  await visiblePostMeta(ctx, id);
  return loadView(ctx, id);
}

type CreateInput = {
  title: string;
  content: string;
  space_id?: string | undefined;
  upload_id?: string | undefined;
  video_url?: string | undefined;
};

/** Creates a post as the viewer; the author is always the session's member. */
export async function createPost(ctx: Ctx, input: CreateInput): Promise<PostView> {
  const { db, viewer } = ctx;
  let spaceId: string | undefined;
  if (input.space_id) {
    const space = await findSpaceById(db, input.space_id);
    if (!space || !(await canSee(db, viewer, "space", space)))
      throw new AppError(404, "NOT_FOUND", m.spaceNotFound);
    if (!isPostableSpace(space)) throw AppError.validation({ space_id: m.spaceNotForPosts });
    spaceId = space.id;
  } else {
    // The space the home composer proposes: the admin's choice, else 'Comece-por-aqui'.
    spaceId = (await defaultPostSpace(db))?.id;
    if (!spaceId) throw AppError.validation({ space_id: m.noPostSpace });
  }
  const space = (await findSpaceById(db, spaceId))!;

  let media: { media_url: string; media_type: PostMediaType } | null = null;
  if (input.upload_id) {
    const upload = await findUpload(db, input.upload_id);
    // Only the uploader may attach their file (a picture or video: a lesson's download is no
    // post media); anything else looks like a missing upload.
    if (!upload || upload.owner_id !== viewer.userId || upload.media_type === "file")
      throw AppError.validation({ upload_id: m.uploadNotFound });
    media = { media_url: mediaUrl(upload.object_key), media_type: upload.media_type as PostMediaType };
  } else if (input.video_url !== undefined && input.video_url.trim() !== "") {
    const parsed = parseVideoLink(input.video_url);
    if (!parsed.ok) throw AppError.validation({ video_url: parsed.error });
    // Spec §7.2: for a video link media_url holds the video id.
    media = { media_url: parsed.video.id, media_type: parsed.video.kind };
  }

  // Held for review (a listed word, the same text again, many links from a new member): stored
  // now, published when a moderator approves it.
  const held = await heldReasonFor(
    db,
    viewer,
    `${input.title}\n${input.content}`,
    await q.countSameText(db, viewer.userId, input.content, repeatWindowStart()),
  );
  const values = {
    title: input.title,
    content: input.content,
    author_id: viewer.userId,
    space_id: spaceId,
    ...(media ?? {}),
    ...(held ? { moderation: "held" } : {}),
  };
  // The post, "its upload is used" (kept from the orphan sweep) and what its publication sets off
  // (points, the mentions' notifications) in one transaction.
  const events = new PendingEvents();
  const id = await db.transaction(async (tx) => {
    const postId = await q.insertPost(tx, values);
    if (input.upload_id && !(await attachUploadToPost(tx, input.upload_id, postId)))
      throw AppError.validation({ upload_id: m.uploadNotFound });
    if (held)
      await holdForReview(tx, { kind: "post", itemId: postId, authorId: viewer.userId, reason: held });
    else
      await publishPost(
        { tx, pending: events },
        {
          id: postId,
          author_id: viewer.userId,
          space_id: space.id,
          is_private: space.is_private,
          title: input.title,
          content: input.content,
        },
      );
    return postId;
  });
  await events.flush(ctx.realtime);
  return loadView(ctx, id);
}

const repeatWindowStart = (now = new Date()) => new Date(now.getTime() - REPEAT_WINDOW_MINUTES * 60 * 1000);

type PublishedPost = {
  id: string;
  author_id: string;
  space_id: string;
  is_private: boolean;
  title: string;
  content: string;
};

/** What a post's publication sets off (points, mentions, the live feed): at once, or on approval. */
export async function publishPost(scope: { tx: Db; pending: PendingEvents }, post: PublishedPost) {
  await publishEvent(scope, "post.published", {
    postId: post.id,
    authorId: post.author_id,
    space: { id: post.space_id, is_private: post.is_private },
    title: post.title,
    content: post.content,
  });
  scope.pending.add({
    type: "post.created",
    post_id: post.id,
    space_id: post.space_id,
    author_id: post.author_id,
  });
}

export async function pinPost(ctx: Ctx, id: string, isPinned: boolean) {
  if (!ctx.viewer.profile.is_admin) throw AppError.forbidden();
  await visiblePostMeta(ctx, id);
  await q.setPinned(ctx.db, id, isPinned);
  return loadView(ctx, id);
}

/**
 * Soft delete by the author or an admin: the post disappears from every list, and the points
 * its publication paid are taken back.
 */
export async function deletePost(ctx: Ctx, id: string) {
  const meta = await visiblePostMeta(ctx, id);
  if (meta.author_id !== ctx.viewer.userId && !ctx.viewer.profile.is_admin) throw AppError.forbidden();
  const events = new PendingEvents();
  await ctx.db.transaction(async (tx) => {
    await removePost({ tx, pending: events }, meta);
    // Someone else's post removed by an admin goes on the record.
    if (meta.author_id !== ctx.viewer.userId)
      await recordAudit(tx, {
        actorId: ctx.viewer.userId,
        action: "post.delete",
        target: { kind: "post", id, label: meta.title },
        before: { title: meta.title, author_id: meta.author_id },
      });
  });
  await events.flush(ctx.realtime);
}

/** Soft-deletes a post: its points are taken back and it leaves every open feed. */
export async function removePost(
  scope: { tx: Db; pending: PendingEvents },
  post: { id: string; author_id: string; space_id: string },
) {
  await q.softDelete(scope.tx, post.id);
  await publishEvent(scope, "post.removed", { postId: post.id, authorId: post.author_id });
  scope.pending.add({ type: "post.deleted", post_id: post.id, space_id: post.space_id });
}

async function publishCounts(ctx: Ctx, postId: string, spaceId: string) {
  const counts = await q.counts(ctx.db, postId);
  await publish(ctx, { type: "post.updated", post_id: postId, space_id: spaceId, ...counts });
  return counts;
}

/**
 * Likes or unlikes as the viewer. A new like pays the author (once per liker and post, ever)
 * and joins the author's unread 'curtiram' notification of the post; an unlike takes the point
 * back and leaves the notification.
 */
export async function setLike(ctx: Ctx, id: string, liked: boolean) {
  const meta = await visiblePostMeta(ctx, id);
  const liker = ctx.viewer.userId;
  const events = new PendingEvents();
  await ctx.db.transaction(async (tx) => {
    const { changed } = await q.setLike(tx, id, liker, liked);
    if (!changed) return;
    const like = { postId: id, authorId: meta.author_id, likerId: liker };
    if (liked) await publishEvent({ tx, pending: events }, "post.liked", { ...like, postTitle: meta.title });
    else await publishEvent({ tx, pending: events }, "post.unliked", like);
  });
  await events.flush(ctx.realtime);
  const counts = await publishCounts(ctx, id, meta.space_id);
  return { likes_count: counts.likes_count, is_liked_by_user: liked };
}

type CommentRow = Awaited<ReturnType<typeof q.listComments>>[number];

function toComment({ moderation, ...row }: CommentRow, mentions: Record<string, string>): CommentView {
  return { ...row, ...moderationOf(moderation), created_at: row.created_at.toISOString(), mentions };
}

async function commentViews(db: Db, rows: CommentRow[]): Promise<CommentView[]> {
  const maps = await mentionMaps(
    db,
    rows.map((r) => r.content),
  );
  return rows.map((row, i) => toComment(row, maps[i]!));
}

/** Comments of a post: each top-level comment (oldest first) followed by its replies. */
export async function listComments(ctx: Ctx, postId: string) {
  await visiblePostMeta(ctx, postId);
  const rows = await commentViews(
    ctx.db,
    await q.listComments(ctx.db, postId, isStaff(ctx.viewer.profile) ? undefined : ctx.viewer.userId),
  );
  const replies = new Map<string, CommentView[]>();
  for (const r of rows) if (r.parent_id) replies.set(r.parent_id, [...(replies.get(r.parent_id) ?? []), r]);
  const items = rows.filter((r) => !r.parent_id).flatMap((r) => [r, ...(replies.get(r.id) ?? [])]);
  const { comments_count } = await q.counts(ctx.db, postId);
  return { items, comments_count: Number(comments_count) };
}

/**
 * A comment or a reply as the viewer. It pays the commenter unless the post is their own; the
 * replied-to member hears of a reply, the post's author of any comment, and the mentioned
 * members who may see the post of the mention (a reply or comment notification wins).
 */
export async function addComment(ctx: Ctx, postId: string, input: CreateCommentInput) {
  const meta = await visiblePostMeta(ctx, postId);
  const authorId = ctx.viewer.userId;
  let parent: Awaited<ReturnType<typeof q.findComment>>;
  if (input.parent_id) {
    parent = await q.findComment(ctx.db, input.parent_id);
    if (!parent || parent.post_id !== postId) throw new AppError(404, "NOT_FOUND", m.commentNotFound);
    if (parent.parent_id) throw AppError.validation({ parent_id: m.replyDepth });
  }
  const space = (await findSpaceById(ctx.db, meta.space_id))!;
  const held = await heldReasonFor(
    ctx.db,
    ctx.viewer,
    input.content,
    await q.countSameText(ctx.db, authorId, input.content, repeatWindowStart()),
  );
  const events = new PendingEvents();
  const id = await ctx.db.transaction(async (tx) => {
    const commentId = await q.insertComment(tx, {
      post_id: postId,
      parent_id: input.parent_id ?? null,
      author_id: authorId,
      content: input.content,
      ...(held ? { moderation: "held" } : {}),
    });
    if (held) await holdForReview(tx, { kind: "comment", itemId: commentId, authorId, reason: held });
    else
      await publishComment(
        { tx, pending: events },
        {
          id: commentId,
          post_id: postId,
          post_title: meta.title,
          post_author_id: meta.author_id,
          space_id: space.id,
          is_private: space.is_private,
          author_id: authorId,
          parent_author_id: parent?.author_id ?? null,
          content: input.content,
        },
      );
    return commentId;
  });
  await events.flush(ctx.realtime);
  await publishCounts(ctx, postId, meta.space_id);
  return (await commentViews(ctx.db, [(await q.findCommentView(ctx.db, id))!]))[0]!;
}

type PublishedComment = {
  id: string;
  post_id: string;
  post_title: string;
  post_author_id: string;
  space_id: string;
  is_private: boolean;
  author_id: string;
  parent_author_id: string | null;
  content: string;
};

/** What a comment sets off (points, the post's author, the replied-to, mentions): at once, or on approval. */
export async function publishComment(scope: { tx: Db; pending: PendingEvents }, c: PublishedComment) {
  await publishEvent(scope, "comment.created", {
    commentId: c.id,
    postId: c.post_id,
    postTitle: c.post_title,
    postAuthorId: c.post_author_id,
    space: { id: c.space_id, is_private: c.is_private },
    authorId: c.author_id,
    parentAuthorId: c.parent_author_id,
    content: c.content,
  });
}

/** Removes a comment with its replies, taking back what each of them paid. */
export async function removeComment(ctx: Ctx, commentId: string) {
  const comment = await q.findComment(ctx.db, commentId);
  if (!comment) throw new AppError(404, "NOT_FOUND", m.commentNotFound);
  const meta = await visiblePostMeta(ctx, comment.post_id);
  if (comment.author_id !== ctx.viewer.userId && !ctx.viewer.profile.is_admin) throw AppError.forbidden();
  const events = new PendingEvents();
  await ctx.db.transaction(async (tx) => {
    await removeCommentIn({ tx, pending: events }, comment);
    if (comment.author_id !== ctx.viewer.userId)
      await recordAudit(tx, {
        actorId: ctx.viewer.userId,
        action: "comment.delete",
        target: { kind: "comment", id: commentId, label: comment.content.slice(0, 120) },
        before: { content: comment.content, author_id: comment.author_id, post_id: comment.post_id },
      });
  });
  await events.flush(ctx.realtime);
  const counts = await publishCounts(ctx, comment.post_id, meta.space_id);
  return { comments_count: counts.comments_count };
}

/** Deletes a comment with its replies in the caller's transaction, taking back what each paid. */
export async function removeCommentIn(
  scope: { tx: Db; pending: PendingEvents },
  comment: { id: string; post_id: string },
) {
  const { removed } = await q.deleteComment(scope.tx, comment.id, comment.post_id);
  // Hidden or held comments were not counted: the count is taken again from the rows.
  await q.recountComments(scope.tx, comment.post_id);
  await publishEvent(scope, "comments.removed", {
    comments: removed.map((c) => ({ id: c.id, authorId: c.author_id })),
  });
}

async function publish(ctx: Ctx, event: RealtimeEvent) {
  await ctx.realtime.publish(event);
}
