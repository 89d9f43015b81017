import { describedItems, registerModerationTarget } from "../../platform/moderation";
import * as q from "./courses.queries";
import { removeLessonCommentIn, visibleLessonComment } from "./courses.service";

/** Lesson comments in the moderators' queue: reported, hidden, kept or removed. */
export function registerCoursesModeration() {
  registerModerationTarget("lesson_comment", {
    async findForReport(db, viewer, id) {
      const comment = await visibleLessonComment(db, viewer, id);
      return comment ? { authorId: comment.user_id } : null;
    },
    async describe(db, ids) {
      const rows = await q.commentsForModeration(db, ids);
      return describedItems(rows, (row) => ({
        authorId: row.user_id,
        text: row.content,
        link: `/curso/${row.course_slug}/aula/${row.lesson_slug}`,
        context: row.lesson_title,
        createdAt: row.created_at,
        moderation: row.moderation,
      }));
    },
    async setState(scope, id, to) {
      const [row] = await q.commentsForModeration(scope.tx, [id]);
      if (!row || row.moderation === to) return;
      await q.setCommentModeration(scope.tx, id, to);
    },
    async remove(scope, id) {
      await removeLessonCommentIn(scope.tx, id);
    },
  });
}
