import { describedItems, registerModerationTarget } from "../../platform/moderation";
import { profileExists } from "./profiles.service";
import { profilesForModeration } from "./profiles.queries";

/** A member's profile can be reported (never hidden): the queue shows their name, bio and photo. */
export function registerProfilesModeration() {
  registerModerationTarget("profile", {
    async findForReport(db, _viewer, id) {
      return (await profileExists(db, id)) ? { authorId: id } : null;
    },
    async describe(db, ids) {
      const rows = await profilesForModeration(db, ids);
      return describedItems(rows, (row) => ({
        authorId: row.id,
        title: `${row.full_name} (@${row.username})`,
        text: row.bio,
        link: `/membro/${row.id}`,
        context: "",
        createdAt: row.created_at,
        moderation: "visible",
        mediaUrl: row.avatar_url,
      }));
    },
  });
}
