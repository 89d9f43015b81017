import { describedItems, registerModerationTarget } from "../../platform/moderation";
import * as q from "./chat.queries";
import { removeMessage, visibleMessage } from "./chat.service";

/** Chat messages in the moderators' queue: reported, hidden, kept or removed. */
export function registerChatModeration() {
  registerModerationTarget("chat_message", {
    async findForReport(db, viewer, id) {
      const row = await visibleMessage(db, viewer, id);
      return row ? { authorId: row.author_id } : null;
    },
    async describe(db, ids) {
      const rows = await q.messagesForModeration(db, ids);
      return describedItems(rows, (row) => ({
        authorId: row.author_id,
        text: row.content,
        link: `/espaco/${row.space_slug}`,
        context: row.space_name,
        createdAt: row.created_at,
        moderation: row.moderation,
      }));
    },
    async setState(scope, id, to) {
      const [row] = await q.messagesForModeration(scope.tx, [id]);
      if (!row || row.moderation === to) return;
      await q.setMessageModeration(scope.tx, id, to);
    },
    async remove(scope, id) {
      await removeMessage(scope.tx, id);
    },
  });
}
