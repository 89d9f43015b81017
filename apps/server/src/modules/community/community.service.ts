import type { SpaceType } from "@guilda/shared";
import type { CommunityOverview } from "@guilda/shared/schemas/community";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { accessScope } from "../../platform/access";
import * as q from "./community.queries";

/** GET /api/community/overview — private spaces only for those who may see them. */
export async function communityOverview(db: Db, viewer: Viewer): Promise<CommunityOverview> {
  const rows = await q.spacesWithActivity(db, await accessScope(db, viewer, "space"));
  const member_count = await q.countMembers(db);
  return {
    member_count,
    spaces: rows.map((r) => ({
      ...r,
      space_type: r.space_type as SpaceType,
      post_count: Number(r.post_count ?? 0),
      message_count: Number(r.message_count ?? 0),
      last_activity_at: r.last_activity_at ? new Date(r.last_activity_at).toISOString() : null,
    })),
  };
}
