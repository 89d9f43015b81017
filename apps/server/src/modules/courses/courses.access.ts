import { registerAccess } from "../../platform/access";
import { canOpenLesson, canSeeCourseCover, openCourseDays, openLesson } from "./courses.service";

/**
 * Lessons: open now to this member (access, drip, preview), refused with the lesson's own reason.
 * Courses: seen by every member while published; their scope is the courses the member may open.
 */
export function registerCoursesAccess() {
  registerAccess("lesson", {
    canSee: canOpenLesson,
    require: async (db, viewer, lessonId) => {
      await openLesson(db, viewer, lessonId);
    },
  });
  registerAccess("course", { canSee: canSeeCourseCover, scope: openCourseDays });
}
