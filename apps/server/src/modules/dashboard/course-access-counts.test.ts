import { beforeAll, describe, expect, it } from "vitest";
import { lessonProgress } from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createCourseWithLessons } from "../../test/course-fixtures";
import { createTestApp, type TestClient } from "../../test/harness";
import { listCourses } from "../courses/course-admin.service";
import { catalog } from "../courses/courses.service";
import { adminDashboard } from "./dashboard.service";

const DAY = 24 * 60 * 60 * 1000;

/**
 * 'Com acesso' on the dashboard's 'Progresso nos cursos' and on the admin's course list are one
 * count (courses.service.membersWithAccess), and it agrees with what the member's own catalogue
 * says they may open: hand grants of a course or of its category count while live; expired
 * ones do not; a free preview opened without a grant does not.
 */
describe("course access is counted the same way everywhere", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let memberId: string;
  const courses: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db)).id);
    memberId = (await signUpConfirmed(t.client(), t.db)).id;
    // Someone else with a live grant of one course: counts add up per course, each member once.
    const otherId = (await signUpConfirmed(t.client(), t.db)).id;

    const make = async (key: string, category: string | null) => {
      const { course, lessons } = await createCourseWithLessons(t.db, {
        title: key,
        category,
        lessons: [{ is_preview: true }, {}],
      });
      courses[key] = course.id;
      // Everyone here started every course (the dashboard lists the courses members started).
      await t.db.insert(lessonProgress).values(
        [memberId, otherId].map((user_id) => ({
          user_id,
          lesson_id: lessons[0]!.id,
          course_id: course.id,
        })),
      );
    };
    await make("Por curso", null);
    await make("Por categoria", "Torra");
    await make("Curso vencido", null);
    await make("Categoria vencida", "Extração");
    await make("Curso e categoria", "Torra");
    await make("Gratuito (só prévia)", null);

    const inThreeDays = new Date(Date.now() + 3 * DAY).toISOString();
    const grant = async (path: string, expires_at: string | null = null) =>
      expect((await admin.put(path, { granted: true, expires_at })).status).toBe(200);
    // Hand grants, through the admin's switches.
    await grant(`/api/admin/members/${memberId}/courses/${courses["Por curso"]}`);
    await grant(`/api/admin/members/${memberId}/categories/Torra`);
    await grant(`/api/admin/members/${memberId}/courses/${courses["Curso e categoria"]}`);
    await grant(`/api/admin/members/${memberId}/courses/${courses["Curso vencido"]}`, inThreeDays);
    await grant(`/api/admin/members/${memberId}/categories/Extração`, inThreeDays);
    await grant(`/api/admin/members/${otherId}/courses/${courses["Por curso"]}`);
  });

  for (const [when, offset, expected] of [
    [
      "today",
      0,
      {
        "Por curso": 2,
        "Por categoria": 1,
        "Curso vencido": 1,
        "Categoria vencida": 1,
        "Curso e categoria": 1,
        "Gratuito (só prévia)": 0,
      },
    ],
    [
      "once the dated grants have expired",
      5 * DAY,
      {
        "Por curso": 2,
        "Por categoria": 1,
        "Curso vencido": 0,
        "Categoria vencida": 0,
        "Curso e categoria": 1,
        "Gratuito (só prévia)": 0,
      },
    ],
  ] as const) {
    it(`the dashboard, the course list and the member's catalogue agree ${when}`, async () => {
      const now = Date.now() + offset;
      const dashboard = await adminDashboard(t.db, 7, now);
      const list = await listCourses(t.db, new Date(now));
      const byTitle = <T extends { title: string }>(rows: T[]) => new Map(rows.map((r) => [r.title, r]));
      const dashboardRows = byTitle(dashboard.courses);
      const listRows = byTitle(list.items);
      const mine = (
        await catalog(t.db, { userId: memberId, profile: { is_admin: false } }, {}, new Date(now))
      ).categories.flatMap((c) => c.courses);
      for (const [title, count] of Object.entries(expected)) {
        expect(dashboardRows.get(title)?.enrolled, `dashboard: ${title}`).toBe(count);
        expect(listRows.get(title)?.members_with_access, `course list: ${title}`).toBe(count);
        // The member is counted exactly where their catalogue opens the course.
        const open = mine.find((c) => c.title === title)!.lock.state !== "no_access";
        const expired = mine.find((c) => c.title === title)!.lock.state === "expired";
        expect(open && !expired, `catalogue: ${title}`).toBe(
          title === "Por curso" ? count === 2 : count === 1,
        );
      }
    });
  }
});
