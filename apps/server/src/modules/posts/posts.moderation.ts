import type { Db } from "../../platform/db";
import { describedItems, registerModerationTarget, type ModerationScope } from "../../platform/moderation";
import { findSpaceById, isStaff } from "../spaces/spaces.service";
import * as q from "./posts.queries";
import { canSeePost, publishComment, publishPost, removeCommentIn, removePost } from "./posts.service";

const imageTypes = new Set(["image", "gif"]);

async function announceCounts(scope: ModerationScope, postId: string, spaceId: string) {
  const counts = await q.counts(scope.tx, postId);
  scope.pending.add({ type: "post.updated", post_id: postId, space_id: spaceId, ...counts });
}

/** Posts and feed comments in the moderators' queue: reported, held, hidden, kept or removed. */
export function registerPostsModeration() {
  registerModerationTarget("post", {
    async findForReport(db, viewer, id) {
      if (!(await canSeePost(db, viewer, id))) return null;
      const meta = await q.findPostMeta(db, id);
      return meta ? { authorId: meta.author_id } : null;
    },
    async describe(db, ids) {
      const rows = await q.postsForModeration(db, ids);
      return describedItems(rows, (row) => ({
        authorId: row.author_id,
        title: row.title,
        text: row.content,
        link: row.is_deleted ? null : `/post/${row.id}`,
        context: row.space_name,
        createdAt: row.created_at,
        moderation: row.moderation,
        removed: row.is_deleted,
        mediaUrl: row.media_type && imageTypes.has(row.media_type) ? row.media_url : null,
      }));
    },
    async setState(scope, id, to) {
      const [row] = await q.postsForModeration(scope.tx, [id]);
      if (!row || row.is_deleted || row.moderation === to) return;
      await q.setPostModeration(scope.tx, id, to);
      // A held post is published now: points, its mentions, the live feed.
      if (row.moderation === "held" && to === "visible")
        await publishPost(scope, {
          id,
          author_id: row.author_id,
          space_id: row.space_id,
          is_private: row.is_private,
          title: row.title,
          content: row.content,
        });
    },
    async remove(scope, id) {
      const [row] = await q.postsForModeration(scope.tx, [id]);
      if (row && !row.is_deleted) await removePost(scope, row);
    },
  });

  registerModerationTarget("comment", {
    async findForReport(db, viewer, id) {
      const comment = await q.findComment(db, id);
      if (!comment) return null;
      if (comment.moderation !== "visible" && comment.author_id !== viewer.userId && !isStaff(viewer.profile))
        return null;
      return (await canSeePost(db, viewer, comment.post_id)) ? { authorId: comment.author_id } : null;
    },
    async describe(db, ids) {
      const rows = await q.commentsForModeration(db, ids);
      return describedItems(rows, (row) => ({
        authorId: row.author_id,
        text: row.content,
        link: row.post_deleted ? null : `/post/${row.post_id}`,
        context: row.post_title,
        createdAt: row.created_at,
        moderation: row.moderation,
        removed: row.post_deleted,
      }));
    },
    async setState(scope, id, to) {
      const [row] = await q.commentsForModeration(scope.tx, [id]);
      if (!row || row.moderation === to) return;
      await q.setCommentModeration(scope.tx, id, to);
      await q.recountComments(scope.tx, row.post_id);
      if (row.moderation === "held" && to === "visible") await publishHeldComment(scope.tx, scope, row);
      await announceCounts(scope, row.post_id, row.space_id);
    },
    async remove(scope, id) {
      const [row] = await q.commentsForModeration(scope.tx, [id]);
      if (!row) return;
      await removeCommentIn(scope, row);
      await announceCounts(scope, row.post_id, row.space_id);
    },
  });
}

async function publishHeldComment(
  db: Db,
  scope: ModerationScope,
  row: Awaited<ReturnType<typeof q.commentsForModeration>>[number],
) {
  const space = await findSpaceById(db, row.space_id);
  const parent = row.parent_id ? await q.findComment(db, row.parent_id) : undefined;
  await publishComment(scope, {
    id: row.id,
    post_id: row.post_id,
    post_title: row.post_title,
    post_author_id: row.post_author_id,
    space_id: row.space_id,
    is_private: space?.is_private ?? false,
    author_id: row.author_id,
    parent_author_id: parent?.author_id ?? null,
    content: row.content,
  });
}
