import type { RealtimeEvent } from "@guilda/shared";
import type { Db } from "../../platform/db";
import type { Deps } from "../../platform/http/context";
import type { SocketViewer } from "../../platform/realtime/socket";
import { getProfile } from "../profiles/profiles.service";
import { findSpaceById, isStaff, spaceMemberIds } from "../spaces/spaces.service";

/** The member behind a websocket upgrade's session cookie. */
export async function realtimeViewer(deps: Deps, headers: Headers): Promise<SocketViewer | null> {
  if (!headers.get("cookie")) return null;
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const profile = await getProfile(deps.database.db, session.user.id);
  // A sign-up waiting for approval hears nothing of the community.
  if (!profile || profile.is_pending) return null;
  return { userId: profile.id, is_admin: profile.is_admin, is_moderator: profile.is_moderator };
}

/**
 * A member's own events (notifications, points) reach only them. Events of a private space reach
 * only its staff and members; the rest reach everyone.
 */
export async function realtimeAudience(db: Db, event: RealtimeEvent, viewers: SocketViewer[]) {
  if ("user_id" in event) return new Set([event.user_id]);
  const space = await findSpaceById(db, event.space_id);
  if (!space) return new Set<string>();
  if (!space.is_private) return "all" as const;
  const members = new Set(await spaceMemberIds(db, space.id));
  return new Set(viewers.filter((v) => isStaff(v) || members.has(v.userId)).map((v) => v.userId));
}
