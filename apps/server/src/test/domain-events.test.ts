import type { RealtimeEvent } from "@guilda/shared";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema";
import { publish, subscribersOf, type DomainEventType, type PayloadOf } from "../platform/events";
import type { RealtimeHub } from "../platform/realtime/hub";
import { PendingEvents } from "../platform/realtime/pending";
import { EVENT_REMINDER_EMAIL_JOB } from "../modules/notifications/notification-emails";
import { createSpace, signUpConfirmed } from "./accounts";
import { createCourseWithLessons, grantCourse } from "./course-fixtures";
import { createTestApp } from "./harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Every domain event published once, straight through the bus, with what each subscriber does:
 * points (the ledger), notifications, certificates, live events after the commit, jobs; and the
 * same event in a transaction that rolls back leaves none of it.
 */
describe("domain events and their subscribers", () => {
  let t: App;
  let ids: Record<"ana" | "bia" | "caio" | "admin", string>;
  let space: { id: string; is_private: boolean };
  let postId: string;
  let commentId: string;

  /** Publishes in a transaction that commits, then flushes to a hub that records the live events. */
  async function run<K extends DomainEventType>(type: K, payload: PayloadOf<K>) {
    const live: RealtimeEvent[] = [];
    const hub = { publish: async (e: RealtimeEvent) => void live.push(e) } as unknown as RealtimeHub;
    const pending = new PendingEvents();
    await t.deps.jobs.start();
    const outcome = await t.db.transaction((tx) =>
      publish({ tx, db: t.db, pending, jobs: t.deps.jobs }, type, payload),
    );
    await pending.flush(hub);
    return { outcome, live };
  }

  /** The same in a transaction that fails after the publication: what it wrote must be gone. */
  async function rolledBack<K extends DomainEventType>(type: K, payload: PayloadOf<K>) {
    const pending = new PendingEvents();
    await t.deps.jobs.start();
    await expect(
      t.db.transaction(async (tx) => {
        await publish({ tx, db: t.db, pending, jobs: t.deps.jobs }, type, payload);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
  }

  const readCounts = async () => {
    const result = (await t.db.execute(sql`
      select (select count(*) from points_ledger)::int as ledger,
             (select count(*) from notifications)::int as notifications,
             (select count(*) from certificates)::int as certificates
    `)) as unknown as { rows: Record<string, number>[] };
    return result.rows[0]!;
  };
  const ledgerOf = async (userId: string) =>
    (
      await t.db
        .select({ reason: schema.pointsLedger.reason, source: schema.pointsLedger.source })
        .from(schema.pointsLedger)
        .where(eq(schema.pointsLedger.user_id, userId))
        .orderBy(schema.pointsLedger.created_at, schema.pointsLedger.id)
    ).map((r) => `${r.reason}:${r.source}`);
  const notificationsOf = async (userId: string) =>
    (
      await t.db
        .select({ type: schema.notifications.type })
        .from(schema.notifications)
        .where(eq(schema.notifications.user_id, userId))
        .orderBy(schema.notifications.created_at, schema.notifications.id)
    ).map((r) => r.type);
  const clear = async () => {
    await t.db.delete(schema.notifications);
    await t.db.delete(schema.pointsLedger);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const people = await Promise.all(
      ["Ana Alves", "Bia Borges", "Caio Costa", "Adm Dias"].map(async (name, i) => {
        const client = t.client();
        return signUpConfirmed(client, t.db, {
          name,
          username: ["ana.alves", "bia.borges", "caio.costa", "adm.dias"][i],
        });
      }),
    );
    ids = { ana: people[0]!.id, bia: people[1]!.id, caio: people[2]!.id, admin: people[3]!.id };
    await t.db.update(schema.profiles).set({ is_admin: true }).where(eq(schema.profiles.id, ids.admin));
    const created = await createSpace(t.db, { slug: "geral" });
    space = { id: created.id, is_private: false };
    const [post] = await t.db
      .insert(schema.posts)
      .values({ title: "Post da Ana", content: "Oi @bia.borges", author_id: ids.ana, space_id: space.id })
      .returning();
    postId = post!.id;
    const [comment] = await t.db
      .insert(schema.postComments)
      .values({ post_id: postId, author_id: ids.bia, content: "Oi" })
      .returning();
    commentId = comment!.id;
  });

  it("has the subscribers the modules registered, in order: points, certificates, notifications", () => {
    expect(subscribersOf("post.liked")).toEqual(["gamification", "notifications"]);
    expect(subscribersOf("comment.created")).toEqual(["gamification", "notifications"]);
    expect(subscribersOf("course.progressed")).toEqual(["certificates"]);
    expect(subscribersOf("certificate.issued")).toEqual(["notifications"]);
    expect(subscribersOf("profile.updated")).toEqual(["gamification"]);
    expect(subscribersOf("event.reminder_due")).toEqual(["notifications"]);
    expect(subscribersOf("signup.pending")).toEqual(["notifications"]);
    expect(subscribersOf("signup.approved")).toEqual(["notifications"]);
    expect(subscribersOf("signup.refused")).toEqual(["notifications"]);
  });

  it("sign-ups: the admins hear of one waiting, the person's e-mail is queued with the decision", async () => {
    await clear();
    const signupEmails = async () =>
      (await t.db.select().from(schema.signupEmails).orderBy(schema.signupEmails.created_at)).map(
        (r) => `${r.kind}:${r.email}:${r.user_id ?? "-"}`,
      );
    await rolledBack("signup.pending", { memberId: ids.caio, name: "Caio Costa", tell: [ids.admin] });
    await rolledBack("signup.approved", {
      memberId: ids.caio,
      name: "Caio Costa",
      email: "caio@exemplo.com",
    });
    expect(await readCounts()).toMatchObject({ notifications: 0 });
    expect(await signupEmails()).toEqual([]);
    const told = await run("signup.pending", { memberId: ids.caio, name: "Caio Costa", tell: [ids.admin] });
    expect(await notificationsOf(ids.admin)).toEqual(["signup_pending"]);
    expect(told.live.map((e) => [e.type, (e as { user_id: string }).user_id])).toEqual([
      ["notification.created", ids.admin],
    ]);
    await run("signup.approved", { memberId: ids.caio, name: "Caio Costa", email: "caio@exemplo.com" });
    await run("signup.refused", {
      memberId: ids.bia,
      name: "Bia Borges",
      email: "bia@exemplo.com",
      actorId: ids.admin,
    });
    expect(await signupEmails()).toEqual([
      `approved:caio@exemplo.com:${ids.caio}`,
      "refused:bia@exemplo.com:-",
    ]);
    await t.db.delete(schema.signupEmails);
  });

  it("feed: points, notifications and live events, once; a rollback leaves nothing", async () => {
    await clear();
    const published = await run("post.published", {
      postId,
      authorId: ids.ana,
      space,
      title: "Post da Ana",
      content: "Oi @bia.borges e @caio.costa",
    });
    expect(await ledgerOf(ids.ana)).toEqual([`post_published:${postId}`]);
    expect(await notificationsOf(ids.bia)).toEqual(["mention"]);
    expect(await notificationsOf(ids.caio)).toEqual(["mention"]);
    expect(published.live.filter((e) => e.type === "notification.created")).toHaveLength(2);
    expect(published.live.filter((e) => e.type === "points.changed")).toHaveLength(1);

    const liked = await run("post.liked", {
      postId,
      postTitle: "Post da Ana",
      authorId: ids.ana,
      likerId: ids.bia,
    });
    expect(liked.outcome).toEqual({ firstTime: true });
    const again = await run("post.liked", {
      postId,
      postTitle: "Post da Ana",
      authorId: ids.ana,
      likerId: ids.bia,
    });
    expect(again.outcome).toEqual({ firstTime: false });
    expect(await notificationsOf(ids.ana)).toEqual(["like"]);
    await run("post.unliked", { postId, authorId: ids.ana, likerId: ids.bia });
    await run("comment.created", {
      commentId,
      postId,
      postTitle: "Post da Ana",
      postAuthorId: ids.ana,
      space,
      authorId: ids.bia,
      parentAuthorId: null,
      content: "Veja, @caio.costa",
    });
    await run("comments.removed", { comments: [{ id: commentId, authorId: ids.bia }] });
    await run("post.removed", { postId, authorId: ids.ana });
    await run("member.followed", { followerId: ids.caio, followeeId: ids.ana });
    expect(await ledgerOf(ids.ana)).toEqual([
      `post_published:${postId}`,
      `like_received:${postId}:${ids.bia}`,
      `like_received:undo:${postId}:${ids.bia}`,
      `post_published:undo:${postId}`,
    ]);
    expect(await ledgerOf(ids.bia)).toEqual([
      `comment_written:${commentId}`,
      `comment_written:undo:${commentId}`,
    ]);
    expect(await notificationsOf(ids.ana)).toEqual(["like", "comment", "follower"]);
    expect(await notificationsOf(ids.caio)).toEqual(["mention", "mention"]);

    const before = await readCounts();
    await rolledBack("post.published", {
      postId,
      authorId: ids.caio,
      space,
      title: "Nunca",
      content: "Oi @ana.alves",
    });
    await rolledBack("member.followed", { followerId: ids.bia, followeeId: ids.caio });
    expect(await readCounts()).toEqual(before);
  });

  it("courses: lessons and the course pay, the certificate is issued and told, once", async () => {
    await clear();
    const { course, lessons } = await createCourseWithLessons(t.db, { lessons: [{}], watchThreshold: 0 });
    await grantCourse(t.db, ids.caio, course.id);
    const lessonId = lessons[0]!.id;
    await t.db.insert(schema.lessonProgress).values({
      user_id: ids.caio,
      lesson_id: lessonId,
      course_id: course.id,
      completed: true,
      completed_at: new Date(),
    });
    const at = new Date();
    await run("lesson.completed", { userId: ids.caio, lessonId, courseId: course.id, at });
    await run("course.completed", { userId: ids.caio, courseId: course.id, at });
    const before = await readCounts();
    await rolledBack("course.progressed", { userId: ids.caio, courseId: course.id });
    expect(await readCounts()).toEqual(before);
    const progressed = await run("course.progressed", { userId: ids.caio, courseId: course.id });
    expect(progressed.outcome.certificate?.code).toMatch(/^GLD-/);
    expect((await run("course.progressed", { userId: ids.caio, courseId: course.id })).outcome).toEqual({});
    await run("lesson.uncompleted", { userId: ids.caio, lessonId, at });
    expect(await ledgerOf(ids.caio)).toEqual([
      `lesson_completed:${lessonId}`,
      `course_completed:${course.id}`,
      `lesson_completed:undo:${lessonId}`,
    ]);
    expect(await notificationsOf(ids.caio)).toEqual(["certificate"]);
    expect(
      await t.db.select().from(schema.certificates).where(eq(schema.certificates.user_id, ids.caio)),
    ).toHaveLength(1);

    const [comment] = await t.db
      .insert(schema.lessonComments)
      .values({ lesson_id: lessonId, user_id: ids.ana, content: "Ótima" })
      .returning();
    // Bia has no access to the course: mentioned, she is not told; Caio, who replied to, is.
    await run("lesson_comment.created", {
      commentId: comment!.id,
      lessonId,
      lessonTitle: "Aula 1",
      lessonSlug: "aula-1",
      courseSlug: course.slug,
      authorId: ids.ana,
      parentAuthorId: ids.caio,
      content: "@bia.borges e @caio.costa",
    });
    expect(await notificationsOf(ids.caio)).toEqual(["certificate", "reply"]);
    expect(await notificationsOf(ids.bia)).toEqual([]);
    await run("certificate.issued", { userId: ids.bia, courseTitle: "Curso", code: "GLD-AAAA-BBBB" });
    expect(await notificationsOf(ids.bia)).toEqual(["certificate"]);
  });

  it("members, gamification and community: each tells whom it should", async () => {
    await clear();
    const [mission] = await t.db
      .insert(schema.missions)
      .values({ title: "Complete o perfil", event_type: "profile_completed", target: 1, points: 20 })
      .returning();
    await t.db
      .update(schema.profiles)
      .set({ avatar_url: "/media/media_uploads/x/avatar-1-aaaaaaaaaaaaaaaaaaaaaa.webp", bio: "Oi" })
      .where(eq(schema.profiles.id, ids.bia));
    await run("profile.updated", { userId: ids.bia });
    expect(await ledgerOf(ids.bia)).toEqual([`mission_completed:${mission!.id}`]);
    expect(await notificationsOf(ids.bia)).toEqual(["mission"]);
    await run("member.level_reached", { userId: ids.bia, level: "Jedi", levelName: "Jedi" });
    await run("mission.completed", { userId: ids.bia, missionTitle: "Outra", points: 5 });
    await run("invite.accepted", {
      inviteId: "00000000-0000-4000-8000-000000000003",
      memberId: ids.caio,
      inviteeName: "Caio Costa",
      tell: [ids.admin],
    });
    await run("data_export.ready", { userId: ids.caio, exportId: "00000000-0000-4000-8000-000000000001" });
    await run("supplier.reviewed", {
      supplierId: "00000000-0000-4000-8000-000000000002",
      name: "Loja",
      submittedBy: ids.caio,
      reviewerId: ids.admin,
      approved: true,
    });
    expect(await notificationsOf(ids.bia)).toEqual(["mission", "level_up", "mission"]);
    expect(await notificationsOf(ids.admin)).toEqual(["invite_accepted"]);
    expect(await notificationsOf(ids.caio)).toEqual(["data_export_ready", "supplier_reviewed"]);

    const [suggestion] = await t.db
      .insert(schema.suggestions)
      .values({ title: "Ideia", user_id: ids.ana })
      .returning();
    const told = await run("suggestion.status_changed", {
      suggestionId: suggestion!.id,
      title: "Ideia",
      status: "planejada",
      actorId: ids.admin,
      memberIds: [ids.ana, ids.bia],
    });
    // Written in the transaction, announced live once it committed.
    expect(told.live.map((e) => [e.type, (e as { user_id: string }).user_id])).toEqual([
      ["notification.created", ids.ana],
      ["notification.created", ids.bia],
    ]);
  });

  it("events: moves, promotions and reminders tell the members; a reminder queues its e-mails with it", async () => {
    await clear();
    const lives = await createSpace(t.db, { slug: "lives", type: "eventos", order: 2 });
    const [event] = await t.db
      .insert(schema.events)
      .values({
        space_id: lives.id,
        title: "Live",
        starts_at: new Date(Date.now() + 3_600_000),
        ends_at: new Date(Date.now() + 7_200_000),
      })
      .returning();
    const eventId = event!.id;
    const occurrenceAt = event!.starts_at.toISOString();
    await run("event.changed", {
      eventId,
      title: "Live",
      actorId: ids.admin,
      memberIds: [ids.ana],
      change: "cancelled",
    });
    await run("event.promoted", { eventId, title: "Live", occurrenceAt, memberIds: [ids.bia] });
    const jobsBefore = Number(
      (
        (await t.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${EVENT_REMINDER_EMAIL_JOB}`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
    await rolledBack("event.reminder_due", {
      eventId,
      title: "Live",
      occurrenceAt,
      kind: "1h",
      when: "hoje às 19:00",
      memberIds: [ids.caio],
    });
    await run("event.reminder_due", {
      eventId,
      title: "Live",
      occurrenceAt,
      kind: "1h",
      when: "hoje às 19:00",
      memberIds: [ids.caio],
    });
    expect(await notificationsOf(ids.ana)).toEqual(["event_changed"]);
    expect(await notificationsOf(ids.bia)).toEqual(["event_promoted"]);
    expect(await notificationsOf(ids.caio)).toEqual(["event_reminder"]);
    const jobs = (await t.db.execute(
      sql`select data from pgboss.job where name = ${EVENT_REMINDER_EMAIL_JOB}`,
    )) as unknown as { rows: { data: { userId: string } }[] };
    expect(jobs.rows.length - jobsBefore).toBe(1);
    expect(jobs.rows.at(-1)!.data).toMatchObject({ eventId, userId: ids.caio, kind: "1h" });
    expect(
      await t.db
        .select()
        .from(schema.notifications)
        .where(
          and(eq(schema.notifications.user_id, ids.caio), eq(schema.notifications.type, "event_reminder")),
        ),
    ).toHaveLength(1);
  });
});
