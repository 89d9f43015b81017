import { canSee, type AccessViewer } from "../../platform/access";
import type { Db } from "../../platform/db";
import { subscribe, type PublishScope } from "../../platform/events";
import type { PendingEvents } from "../../platform/realtime/pending";
import { getProfile, mentionedMembers } from "../profiles/profiles.service";
import { queueEventReminderEmails, queueSignupEmail } from "./notification-emails";
import { announceMany, notify, notifyMany, type WrittenNotifications } from "./notifications.service";

const OWNER = "notifications";

type SpaceRef = { id: string; is_private: boolean };

/** The member as the access rules know them, or null when they are gone. */
async function viewerOf(tx: Db, userId: string): Promise<AccessViewer | null> {
  const profile = await getProfile(tx, userId);
  return profile ? { userId, profile } : null;
}

/** Whether this member may (still) see the space: a post's author may have left a private one. */
async function seesSpace(tx: Db, userId: string, space: SpaceRef) {
  if (!space.is_private) return true;
  const viewer = await viewerOf(tx, userId);
  return !!viewer && (await canSee(tx, viewer, "space", space));
}

/**
 * Tells the members a post or comment mentions (the first 10 names) who may see its space;
 * never its author, nor those in `skip` (already told of this comment as a reply or comment).
 */
async function tellMentioned(
  tx: Db,
  pending: PendingEvents,
  m: {
    text: string;
    space: SpaceRef;
    actorId: string;
    postId: string;
    postTitle: string;
    commentId?: string;
    skip?: Set<string>;
  },
) {
  for (const member of await mentionedMembers(tx, m.text)) {
    if (member.id === m.actorId || m.skip?.has(member.id)) continue;
    if (!(await canSee(tx, { userId: member.id, profile: member }, "space", m.space))) continue;
    await notify(tx, pending, {
      userId: member.id,
      type: "mention",
      actorId: m.actorId,
      postId: m.postId,
      commentId: m.commentId ?? null,
      data: { post_title: m.postTitle },
    });
  }
}

/** One notification to many, written in the transaction and announced live once it committed. */
async function tellMany(scope: PublishScope, write: () => Promise<WrittenNotifications>) {
  const written = await write();
  const db = scope.db;
  if (!db) throw new Error("an event that tells many members is published with its root database");
  scope.pending.afterCommit(() => announceMany(db, scope.pending, written));
}

/**
 * Who hears of what. Each notification is written in the publisher's transaction (it commits or
 * rolls back with the fact) and its live event waits for the commit; members hear only of what
 * they may see, asked of the access rules.
 */
export function subscribeNotifications() {
  subscribe(OWNER, "post.published", (e, { tx, pending }) =>
    tellMentioned(tx, pending, {
      text: e.content,
      space: e.space,
      actorId: e.authorId,
      postId: e.postId,
      postTitle: e.title,
    }),
  );
  // A like joins the author's unread 'curtiram' notification of the post; a like after an
  // unlike, by the same member, is no news.
  subscribe(OWNER, "post.liked", async (e, { tx, pending, outcome }) => {
    if (!outcome.firstTime) return;
    await notify(tx, pending, {
      userId: e.authorId,
      type: "like",
      actorId: e.likerId,
      postId: e.postId,
      groupKey: `like:${e.postId}`,
      data: { post_title: e.postTitle },
    });
  });
  // The replied-to member hears of a reply, the post's author of any comment, the mentioned members
  // of the mention (a reply or comment notification wins); nobody of a post they can no longer see.
  subscribe(OWNER, "comment.created", async (e, { tx, pending }) => {
    const told = new Set<string>();
    const about = {
      actorId: e.authorId,
      postId: e.postId,
      commentId: e.commentId,
      data: { post_title: e.postTitle },
    };
    if (e.parentAuthorId && (await seesSpace(tx, e.parentAuthorId, e.space))) {
      await notify(tx, pending, { ...about, userId: e.parentAuthorId, type: "reply" });
      told.add(e.parentAuthorId);
    }
    if (!told.has(e.postAuthorId) && (await seesSpace(tx, e.postAuthorId, e.space))) {
      await notify(tx, pending, { ...about, userId: e.postAuthorId, type: "comment" });
      told.add(e.postAuthorId);
    }
    await tellMentioned(tx, pending, {
      text: e.content,
      space: e.space,
      actorId: e.authorId,
      postId: e.postId,
      postTitle: e.postTitle,
      commentId: e.commentId,
      skip: told,
    });
  });
  // Following again while that notification is unread only moves it up (grouped per follower).
  subscribe(OWNER, "member.followed", (e, { tx, pending }) =>
    notify(tx, pending, {
      userId: e.followeeId,
      type: "follower",
      actorId: e.followerId,
      groupKey: `follower:${e.followerId}`,
    }),
  );
  // The replied-to member and the mentioned ones hear of a lesson comment while they may open the lesson.
  subscribe(OWNER, "lesson_comment.created", async (e, { tx, pending }) => {
    const about = {
      actorId: e.authorId,
      lessonCommentId: e.commentId,
      data: { lesson_title: e.lessonTitle, course_slug: e.courseSlug, lesson_slug: e.lessonSlug },
    };
    const parent = e.parentAuthorId ? await viewerOf(tx, e.parentAuthorId) : null;
    if (parent && (await canSee(tx, parent, "lesson", e.lessonId)))
      await notify(tx, pending, { ...about, userId: parent.userId, type: "reply" });
    for (const member of await mentionedMembers(tx, e.content)) {
      if (member.id === e.authorId || member.id === e.parentAuthorId) continue;
      if (!(await canSee(tx, { userId: member.id, profile: member }, "lesson", e.lessonId))) continue;
      await notify(tx, pending, { ...about, userId: member.id, type: "mention" });
    }
  });
  subscribe(OWNER, "certificate.issued", (e, { tx, pending }) =>
    notify(tx, pending, {
      userId: e.userId,
      type: "certificate",
      data: { course_title: e.courseTitle, certificate_code: e.code },
    }),
  );
  subscribe(OWNER, "invite.accepted", async (e, { tx, pending }) => {
    for (const adminId of e.tell)
      await notify(tx, pending, {
        userId: adminId,
        type: "invite_accepted",
        actorId: e.memberId,
        data: { invitee_name: e.inviteeName },
      });
  });
  // Every admin, in the app and by e-mail per their preferences: someone waits for them.
  subscribe(OWNER, "signup.pending", async (e, { tx, pending }) => {
    for (const adminId of e.tell)
      await notify(tx, pending, {
        userId: adminId,
        type: "signup_pending",
        actorId: e.memberId,
        data: { member_name: e.name },
      });
  });
  // Every admin, in the app and by e-mail per their preferences: the community has no fresh copy.
  subscribe(OWNER, "backup.failed", async (e, { tx, pending }) => {
    for (const adminId of e.tell)
      await notify(tx, pending, {
        userId: adminId,
        type: "backup_failed",
        data: { error: e.error.slice(0, 300) },
      });
  });
  // Each reporter, in the app (by e-mail only if they asked): what the moderation decided.
  subscribe(OWNER, "moderation.resolved", async (e, { tx, pending }) => {
    for (const reporterId of e.reporterIds)
      await notify(tx, pending, {
        userId: reporterId,
        type: "report_resolved",
        data: { outcome: e.outcome },
      });
  });
  // The member, in the app and by e-mail (on by default): the moderator's own words.
  subscribe(OWNER, "member.warned", (e, { tx, pending }) =>
    notify(tx, pending, {
      userId: e.memberId,
      type: "moderation_warning",
      data: { text: e.text.slice(0, 1000) },
    }),
  );
  // The person hears of the decision by e-mail, whatever their preferences (they have not used the
  // app yet); a refused one has no account left to read a notification in.
  subscribe(OWNER, "signup.approved", (e, { tx }) =>
    queueSignupEmail(tx, { kind: "approved", userId: e.memberId, email: e.email, name: e.name }),
  );
  subscribe(OWNER, "signup.refused", (e, { tx }) =>
    queueSignupEmail(tx, { kind: "refused", userId: null, email: e.email, name: e.name }),
  );
  subscribe(OWNER, "data_export.ready", (e, { tx, pending }) =>
    notify(tx, pending, { userId: e.userId, type: "data_export_ready", data: { export_id: e.exportId } }),
  );
  // In the app, and by e-mail with the member's other notifications (unless told otherwise),
  // whoever gave it: a purchase, an admin by hand, a members CSV.
  subscribe(OWNER, "access.granted", (e, { tx, pending }) =>
    notify(tx, pending, {
      userId: e.userId,
      type: "access_granted",
      data: { items: e.items.join(", ").slice(0, 300), link: e.link },
      ...(e.email ? {} : { email: false as const }),
    }),
  );
  subscribe(OWNER, "member.level_reached", (e, { tx, pending }) =>
    notify(tx, pending, { userId: e.userId, type: "level_up", data: { level: e.levelName } }),
  );
  subscribe(OWNER, "mission.completed", (e, { tx, pending }) =>
    notify(tx, pending, {
      userId: e.userId,
      type: "mission",
      data: { mission_title: e.missionTitle, mission_points: e.points },
    }),
  );
  // Every voter and the author, in a few batched statements whatever their number.
  subscribe(OWNER, "suggestion.status_changed", (e, scope) =>
    tellMany(scope, () =>
      notifyMany(scope.tx, {
        userIds: e.memberIds,
        type: "suggestion_status",
        actorId: e.actorId,
        suggestionId: e.suggestionId,
        data: { suggestion_title: e.title, status: e.status },
      }),
    ),
  );
  subscribe(OWNER, "supplier.reviewed", (e, { tx, pending }) =>
    notify(tx, pending, {
      userId: e.submittedBy,
      type: "supplier_reviewed",
      actorId: e.reviewerId,
      data: { supplier_name: e.name, supplier_id: e.supplierId, approved: e.approved ? 1 : 0 },
    }),
  );
  subscribe(OWNER, "event.changed", (e, scope) =>
    tellMany(scope, () =>
      notifyMany(scope.tx, {
        userIds: e.memberIds,
        type: "event_changed",
        actorId: e.actorId,
        eventId: e.eventId,
        data:
          e.change === "moved"
            ? { event_title: e.title, change: "moved", starts_at: e.startsAt ?? null }
            : { event_title: e.title, change: "cancelled" },
      }),
    ),
  );
  subscribe(OWNER, "event.promoted", (e, scope) =>
    tellMany(scope, () =>
      notifyMany(scope.tx, {
        userIds: e.memberIds,
        type: "event_promoted",
        eventId: e.eventId,
        data: { event_title: e.title, occurrence_at: e.occurrenceAt },
      }),
    ),
  );
  // In the app for everyone reminded; by e-mail, from a job queued in the same transaction, for
  // those who want these e-mails (the digest leaves these rows out).
  subscribe(OWNER, "event.reminder_due", async (e, scope) => {
    await tellMany(scope, () =>
      notifyMany(scope.tx, {
        userIds: e.memberIds,
        type: "event_reminder",
        eventId: e.eventId,
        data: { event_title: e.title, occurrence_at: e.occurrenceAt, kind: e.kind, when: e.when },
        ownEmail: true,
      }),
    );
    await queueEventReminderEmails(scope, e);
  });
}
