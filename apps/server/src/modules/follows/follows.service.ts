import { feedMessages as m } from "@guilda/shared";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { publish } from "../../platform/events";
import { PendingEvents } from "../../platform/realtime/pending";
import { profileExists } from "../profiles/profiles.service";
import * as q from "./follows.queries";

type Ctx = { db: Db; viewer: Viewer; realtime?: RealtimeHub };

/**
 * Follows or unfollows a member as the viewer; never oneself, never a missing member. A new
 * follow tells the member; following again while that notification is unread only moves it up
 * (grouped per follower), so follow/unfollow loops do not flood the bell.
 */
export async function setFollow({ db, viewer, realtime }: Ctx, memberId: string, follow: boolean) {
  if (memberId === viewer.userId) throw AppError.validation({ member: m.cannotFollowSelf });
  if (!(await profileExists(db, memberId))) throw new AppError(404, "NOT_FOUND", m.memberNotFound);
  const events = new PendingEvents();
  await db.transaction(async (tx) => {
    const changed = await q.setFollow(tx, viewer.userId, memberId, follow);
    if (changed && follow)
      await publish({ tx, pending: events }, "member.followed", {
        followerId: viewer.userId,
        followeeId: memberId,
      });
  });
  if (realtime) await events.flush(realtime);
  return { is_following: follow };
}

/** Followers and following counts of a member, and whether the viewer follows them. */
export function followStats(db: Db, memberId: string, viewerId: string) {
  return q.followStats(db, memberId, viewerId);
}

/** SQL pieces the feed query joins on (the Seguindo tab and "I follow the author"). */
export { followeeIdsOf, followsSql } from "./follows.queries";
