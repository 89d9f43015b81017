import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, profiles } from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createCourseWithLessons, grantCourse } from "../../test/course-fixtures";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import { NOTIFICATION_EMAIL_JOB, sweepNotificationEmails } from "../notifications/notification-emails";

type App = Awaited<ReturnType<typeof createTestApp>>;

const ELEVEN_MINUTES = 11 * 60 * 1000;

/**
 * 'Acesso liberado': a course or category given by hand ('Gerenciar Acessos') or by a members CSV
 * tells the member what they can open now, in the app and by e-mail per their preferences; nothing
 * new, nothing said.
 */
describe("access granted by hand or by CSV", () => {
  let t: App;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    const a = await signUpConfirmed(admin, t.db, { name: "Admin Geral" });
    await makeAdmin(t.db, a.id);
  });

  const told = (userId: string) =>
    t.db
      .select({
        title: notifications.title,
        link: notifications.link,
        email_state: notifications.email_state,
      })
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.type, "access_granted")))
      .orderBy(desc(notifications.created_at));

  async function outbox(to: string) {
    const r = (await t.db.execute(
      sql`select subject, text from mail_outbox where "to" = ${to} and text like ${"%Acesso liberado%"} order by created_at`,
    )) as unknown as { rows: { subject: string; text: string }[] };
    return r.rows;
  }

  /** The digest as it goes out once the member has been away ten minutes. */
  async function sendDigests(userId: string) {
    await t.db
      .update(profiles)
      .set({ last_active_at: new Date(Date.now() - ELEVEN_MINUTES) })
      .where(eq(profiles.id, userId));
    await sweepNotificationEmails(t.deps);
    await t.deps.jobs.idle([NOTIFICATION_EMAIL_JOB]);
  }

  async function newMember(name: string) {
    const client = t.client();
    const m = await signUpConfirmed(client, t.db, { name });
    return { ...m, client };
  }

  it("tells the member of a course given by hand, in the app and by e-mail; again or longer is not news", async () => {
    const bia = await newMember("Bia Lima");
    const { course } = await createCourseWithLessons(t.db, { title: "Aquarela & Cor", lessons: [{}] });
    const granted = await admin.put(`/api/admin/members/${bia.id}/courses/${course.id}`, { granted: true });
    expect(granted.status).toBe(200);
    expect(await told(bia.id)).toEqual([
      {
        title: "Acesso liberado: Aquarela & Cor",
        link: `/curso/${course.slug}`,
        email_state: "pending",
      },
    ]);
    const inApp = (await bia.client.get("/api/notifications")).json.items;
    expect(inApp[0]).toMatchObject({ type: "access_granted", title: "Acesso liberado: Aquarela & Cor" });

    await sendDigests(bia.id);
    const mails = await outbox(bia.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Acesso liberado: Aquarela & Cor");
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/curso/${course.slug}`);

    // Switched on again, or given an end date: nothing opened, nothing said.
    await admin.put(`/api/admin/members/${bia.id}/courses/${course.id}`, { granted: true });
    await admin.put(`/api/admin/members/${bia.id}/courses/${course.id}`, {
      granted: true,
      expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    // Taken away: nothing said either; given back: news again.
    await admin.put(`/api/admin/members/${bia.id}/courses/${course.id}`, { granted: false });
    expect(await told(bia.id)).toHaveLength(1);
    await admin.put(`/api/admin/members/${bia.id}/courses/${course.id}`, { granted: true });
    expect(await told(bia.id)).toHaveLength(2);
  });

  it("lists the courses a category opens that the member could not open before, in one notification", async () => {
    const caio = await newMember("Caio Prado");
    const category = `Marcenaria ${Date.now()}`;
    const { course: held } = await createCourseWithLessons(t.db, {
      title: "Serrote",
      category,
      lessons: [{}],
    });
    const { course: fresh } = await createCourseWithLessons(t.db, {
      title: "Plaina",
      category,
      lessons: [{}],
    });
    await createCourseWithLessons(t.db, { title: "Rascunho", category, lessons: [{}], published: false });
    await grantCourse(t.db, caio.id, held.id);
    const res = await admin.put(`/api/admin/members/${caio.id}/categories/${encodeURIComponent(category)}`, {
      granted: true,
    });
    expect(res.status).toBe(200);
    expect(await told(caio.id)).toEqual([
      { title: "Acesso liberado: Plaina", link: `/curso/${fresh.slug}`, email_state: "pending" },
    ]);
    // A category with nothing new in it (an empty one) says nothing.
    await admin.put(`/api/admin/members/${caio.id}/categories/Vazia`, { granted: true });
    expect(await told(caio.id)).toHaveLength(1);
  });

  it("keeps to the app when the member turned its e-mails off", async () => {
    const dora = await newMember("Dora Reis");
    const prefs = await dora.client.put("/api/notifications/preferences", {
      items: [{ type: "access_granted", email: false }],
    });
    expect(prefs.status).toBe(200);
    const { course } = await createCourseWithLessons(t.db, { title: "Cerâmica", lessons: [{}] });
    await admin.put(`/api/admin/members/${dora.id}/courses/${course.id}`, { granted: true });
    const rows = await told(dora.id);
    expect(rows.map((r) => r.title)).toEqual(["Acesso liberado: Cerâmica"]);
    expect(rows[0]!.email_state).not.toBe("pending");
    await sendDigests(dora.id);
    expect(await outbox(dora.email)).toEqual([]);
  });

  it("tells a member a members CSV names what its courses open, once; a file run again says nothing", async () => {
    const eva = await newMember("Eva Melo");
    const { course: one } = await createCourseWithLessons(t.db, { title: "Bordado", lessons: [{}] });
    const { course: two } = await createCourseWithLessons(t.db, { title: "Crochê", lessons: [{}] });
    await grantCourse(t.db, eva.id, two.id);
    const batch = {
      mode: "invite",
      source: "csv",
      members: [{ name: "Eva Melo", email: eva.email, courses: [one.id, two.id], line: 2 }],
    };
    const first = await admin.post("/api/admin/members/batch", batch);
    expect(first.status).toBe(200);
    expect(first.json.results[0]).toMatchObject({
      status: "already_member",
      courses_granted: ["Bordado"],
    });
    expect(await told(eva.id)).toEqual([
      { title: "Acesso liberado: Bordado", link: `/curso/${one.slug}`, email_state: "pending" },
    ]);
    expect((await eva.client.get(`/api/courses/${one.slug}`)).json.lock.state).toBe("open");
    await sendDigests(eva.id);
    expect((await outbox(eva.email)).map((m) => m.text.includes("Acesso liberado: Bordado"))).toEqual([true]);

    const again = await admin.post("/api/admin/members/batch", batch);
    expect(again.json.results[0].courses_granted).toBeUndefined();
    expect(await told(eva.id)).toHaveLength(1);
  });
});
