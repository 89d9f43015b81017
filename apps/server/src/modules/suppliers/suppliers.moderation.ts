import { describedItems, registerModerationTarget } from "../../platform/moderation";
import * as q from "./suppliers.queries";
import { ratingKey, removeRatingIn, setRatingModeration, visibleRating } from "./suppliers.service";

/**
 * Supplier ratings in the moderators' queue: reported, hidden, kept or removed. A rating is named
 * `${supplier_id}:${user_id}` (one per member and supplier); a hidden one leaves the average.
 */
export function registerSuppliersModeration() {
  registerModerationTarget("supplier_rating", {
    async findForReport(db, viewer, id) {
      const row = await visibleRating(db, viewer, id);
      return row ? { authorId: row.user_id } : null;
    },
    async describe(db, ids) {
      const keys = ids.map(ratingKey).filter((key) => key !== null);
      const rows = await q.ratingsForModeration(db, keys);
      return describedItems(
        rows,
        (row) => ({
          authorId: row.user_id,
          text: row.comment ?? "",
          link: `/recursos/fornecedores/${row.supplier_id}`,
          context: row.supplier_name,
          createdAt: row.created_at,
          moderation: row.moderation,
        }),
        (row) => `${row.supplier_id}:${row.user_id}`,
      );
    },
    async setState(scope, id, to) {
      const key = ratingKey(id);
      const [row] = key ? await q.ratingsForModeration(scope.tx, [key]) : [];
      if (!key || !row || row.moderation === to) return;
      await setRatingModeration(scope.tx, key, to);
    },
    async remove(scope, id) {
      const key = ratingKey(id);
      if (key) await removeRatingIn(scope.tx, key);
    },
  });
}
