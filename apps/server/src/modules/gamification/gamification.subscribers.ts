import { subscribe } from "../../platform/events";
import { award, checkMissions, revoke } from "./gamification.service";

const OWNER = "gamification";

/**
 * What pays and what takes back: the facts other modules publish, turned into ledger rows inside
 * their transactions (a rollback takes the points away too). A repeat or a concurrent twin pays
 * once (the ledger's unique key).
 */
export function subscribeGamification() {
  subscribe(OWNER, "post.published", (e, { tx, pending }) =>
    award(tx, pending, { userId: e.authorId, reason: "post_published", source: e.postId }).then(
      () => undefined,
    ),
  );
  subscribe(OWNER, "post.removed", (e, { tx, pending }) =>
    revoke(tx, pending, { userId: e.authorId, reason: "post_published", source: e.postId }).then(
      () => undefined,
    ),
  );
  // Once per liker and post, ever: a like after an unlike pays nothing and is no news (outcome).
  subscribe(OWNER, "post.liked", async (e, { tx, pending, outcome }) => {
    const paid = await award(tx, pending, {
      userId: e.authorId,
      reason: "like_received",
      source: `${e.postId}:${e.likerId}`,
      actorId: e.likerId,
    });
    outcome.firstTime = paid !== null;
  });
  subscribe(OWNER, "post.unliked", (e, { tx, pending }) =>
    revoke(tx, pending, {
      userId: e.authorId,
      reason: "like_received",
      source: `${e.postId}:${e.likerId}`,
    }).then(() => undefined),
  );
  // A comment on one's own post pays nothing.
  subscribe(OWNER, "comment.created", async (e, { tx, pending }) => {
    if (e.postAuthorId !== e.authorId)
      await award(tx, pending, { userId: e.authorId, reason: "comment_written", source: e.commentId });
  });
  subscribe(OWNER, "comments.removed", async (e, { tx, pending }) => {
    // Profiles locked in one order, so two removals never wait on each other crosswise.
    const removed = [...e.comments].sort((a, b) =>
      a.authorId < b.authorId ? -1 : a.authorId > b.authorId ? 1 : 0,
    );
    for (const c of removed)
      await revoke(tx, pending, { userId: c.authorId, reason: "comment_written", source: c.id });
  });
  subscribe(OWNER, "lesson.completed", (e, { tx, pending }) =>
    award(tx, pending, { userId: e.userId, reason: "lesson_completed", source: e.lessonId, now: e.at }).then(
      () => undefined,
    ),
  );
  subscribe(OWNER, "lesson.uncompleted", (e, { tx, pending }) =>
    revoke(tx, pending, { userId: e.userId, reason: "lesson_completed", source: e.lessonId, now: e.at }).then(
      () => undefined,
    ),
  );
  subscribe(OWNER, "course.completed", (e, { tx, pending }) =>
    award(tx, pending, { userId: e.userId, reason: "course_completed", source: e.courseId, now: e.at }).then(
      () => undefined,
    ),
  );
  // A photo and a bio complete the profile mission.
  subscribe(OWNER, "profile.updated", (e, { tx, pending }) =>
    checkMissions(tx, pending, e.userId, "profile_completed"),
  );
}
