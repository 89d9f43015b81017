import { describedItems, registerModerationTarget } from "../../platform/moderation";
import * as q from "./suggestions.queries";
import {
  removeCommentIn,
  removeSuggestionIn,
  setCommentModeration,
  visibleSuggestion,
  visibleSuggestionComment,
} from "./suggestions.service";

/** Suggestions and their comments in the moderators' queue: reported, hidden, kept or removed. */
export function registerSuggestionsModeration() {
  registerModerationTarget("suggestion", {
    async findForReport(db, viewer, id) {
      const row = await visibleSuggestion(db, viewer, id);
      // A suggestion whose author left has nobody to answer for it.
      return row?.user_id ? { authorId: row.user_id } : null;
    },
    async describe(db, ids) {
      const rows = await q.suggestionsForModeration(db, ids);
      return describedItems(rows, (row) => ({
        authorId: row.user_id ?? "",
        title: row.title,
        text: row.description,
        link: `/sugestoes/${row.id}`,
        context: row.title,
        createdAt: row.created_at,
        moderation: row.moderation,
      }));
    },
    async setState(scope, id, to) {
      const [row] = await q.suggestionsForModeration(scope.tx, [id]);
      if (!row || row.moderation === to) return;
      // The search index follows the column (its trigger leaves hidden suggestions out).
      await q.setSuggestionModeration(scope.tx, id, to);
    },
    async remove(scope, id) {
      await removeSuggestionIn(scope.tx, id);
    },
  });

  registerModerationTarget("suggestion_comment", {
    async findForReport(db, viewer, id) {
      const comment = await visibleSuggestionComment(db, viewer, id);
      return comment ? { authorId: comment.user_id } : null;
    },
    async describe(db, ids) {
      const rows = await q.commentsForModeration(db, ids);
      return describedItems(rows, (row) => ({
        authorId: row.user_id,
        text: row.body,
        link: `/sugestoes/${row.suggestion_id}`,
        context: row.suggestion_title,
        createdAt: row.created_at,
        moderation: row.moderation,
      }));
    },
    async setState(scope, id, to) {
      const [row] = await q.commentsForModeration(scope.tx, [id]);
      if (!row || row.moderation === to) return;
      await setCommentModeration(scope.tx, row, to);
    },
    async remove(scope, id) {
      const [row] = await q.commentsForModeration(scope.tx, [id]);
      if (row) await removeCommentIn(scope.tx, row);
    },
  });
}
