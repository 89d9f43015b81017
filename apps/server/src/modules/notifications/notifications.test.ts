import type { RealtimeEvent } from "@guilda/shared";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  lessonComments,
  notificationPreferences,
  notifications,
  posts,
  spaceMembers,
  userCourses,
} from "../../db/schema";
import { createConfirmedAccount } from "../../platform/auth/accounts";
import { hashPassword } from "../../platform/auth/password";
import type { Db } from "../../platform/db";
import { PendingEvents } from "../../platform/realtime/pending";
import { createSpace } from "../../test/accounts";
import { createCourseWithLessons, grantCourse } from "../../test/course-fixtures";
import { createTestApp, DEFAULT_PASSWORD } from "../../test/harness";
import { notify, type NotifyInput } from "./notifications.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
let passwordHash: string;

async function member(t: App, fullName: string, profile: { is_admin?: boolean } = {}) {
  counter += 1;
  const email = `notif${counter}@exemplo.com`;
  const id = await createConfirmedAccount(t.db, {
    email,
    fullName,
    username: `notif${counter}`,
    passwordHash,
    profile,
  });
  const client = t.client();
  const res = await client.post("/api/auth/sign-in/email", { email, password: DEFAULT_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return { id, client };
}

async function send(db: Db, input: NotifyInput) {
  const events = new PendingEvents();
  await db.transaction(async (tx) => notify(tx as unknown as Db, events, input));
  return events;
}

async function post(t: App, authorId: string, spaceId: string, title: string) {
  const [row] = await t.db
    .insert(posts)
    .values({ title, content: "…", author_id: authorId, space_id: spaceId })
    .returning();
  return row!;
}

/** Collects what the hub publishes (in-process hub: delivered on a microtask). */
function listen(t: App) {
  const heard: RealtimeEvent[] = [];
  t.deps.realtime.subscribe((e) => heard.push(e));
  return heard;
}

const tick = () => new Promise((r) => setTimeout(r, 10));

beforeAll(async () => {
  passwordHash = await hashPassword(DEFAULT_PASSWORD);
});

describe("notify", () => {
  it("groups likes on one post while unread: 'Ana Souza e mais 3 pessoas curtiram…'", async () => {
    const t = await createTestApp();
    const bia = await member(t, "Bia Lima");
    const space = await createSpace(t.db, { slug: "geral" });
    const p = await post(t, bia.id, space.id, "Olá mundo");
    const likers = [];
    for (const name of ["Carla Dias", "Davi Reis", "Eva Melo", "Ana Souza"])
      likers.push(await member(t, name));
    const like = (actorId: string) =>
      send(t.db, {
        userId: bia.id,
        type: "like",
        actorId,
        postId: p.id,
        groupKey: `like:${p.id}`,
        data: { post_title: p.title },
      });

    const first = await like(likers[0]!.id);
    let rows = await t.db.select().from(notifications).where(eq(notifications.user_id, bia.id));
    expect(rows.map((r) => [r.title, r.actor_count])).toEqual([
      ["Carla Dias curtiu sua publicação “Olá mundo”", 1],
    ]);
    // The live event carries the view and the unread count.
    const [event] = (first as unknown as { events: RealtimeEvent[] }).events;
    expect(event).toMatchObject({
      type: "notification.created",
      user_id: bia.id,
      unread_count: 1,
      notification: { type: "like", link: `/post/${p.id}`, actor: { full_name: "Carla Dias" } },
    });

    await like(likers[1]!.id);
    rows = await t.db.select().from(notifications).where(eq(notifications.user_id, bia.id));
    expect(rows[0]!.title).toBe("Davi Reis e mais 1 pessoa curtiram sua publicação “Olá mundo”");
    await like(likers[2]!.id);
    const last = await like(likers[3]!.id);
    rows = await t.db.select().from(notifications).where(eq(notifications.user_id, bia.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_count: 4,
      actor_id: likers[3]!.id,
      title: "Ana Souza e mais 3 pessoas curtiram sua publicação “Olá mundo”",
      email_state: null, // likes are in-app only by default
    });
    const [grown] = (last as unknown as { events: RealtimeEvent[] }).events;
    expect(grown).toMatchObject({ unread_count: 1, notification: { actor_count: 4 } });

    // Once read, the next like starts a new notification.
    expect((await bia.client.post("/api/notifications/read-all")).json).toEqual({ count: 0 });
    await like(likers[0]!.id);
    rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, bia.id)));
    expect(rows.map((r) => [r.actor_count, r.read_at === null]).sort()).toEqual([
      [1, true],
      [4, false],
    ]);
  });

  it("grows one group when likes arrive at the same time", async () => {
    const t = await createTestApp();
    const bia = await member(t, "Bia Lima");
    const space = await createSpace(t.db, { slug: "geral" });
    const p = await post(t, bia.id, space.id, "Concorrido");
    const likers = [];
    for (let i = 0; i < 5; i++) likers.push(await member(t, `Pessoa ${i}`));
    await Promise.all(
      likers.map((l) =>
        send(t.db, {
          userId: bia.id,
          type: "like",
          actorId: l.id,
          postId: p.id,
          groupKey: `like:${p.id}`,
          data: { post_title: p.title },
        }),
      ),
    );
    const rows = await t.db.select().from(notifications).where(eq(notifications.user_id, bia.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_count).toBe(5);
    expect(rows[0]!.title).toMatch(/^Pessoa \d e mais 4 pessoas curtiram sua publicação “Concorrido”$/);
    expect(likers.map((l) => l.id)).toContain(rows[0]!.actor_id);
  });

  it("tells nobody of their own action", async () => {
    const t = await createTestApp();
    const bia = await member(t, "Bia Lima");
    const events = await send(t.db, { userId: bia.id, type: "follower", actorId: bia.id });
    expect(events.size).toBe(0);
    expect(await t.db.$count(notifications)).toBe(0);
  });

  it("renders every type's title and link, and marks e-mail per preference", async () => {
    const t = await createTestApp();
    const bia = await member(t, "Bia Lima");
    const ana = await member(t, "Ana Souza");
    const space = await createSpace(t.db, { slug: "geral" });
    const p = await post(t, bia.id, space.id, "Meu primeiro post");
    const { course, lessons } = await createCourseWithLessons(t.db, { lessons: [{}] });
    const [lc] = await t.db
      .insert(lessonComments)
      .values({ lesson_id: lessons[0]!.id, user_id: ana.id, content: "oi @bia" })
      .returning();
    // Bia turned follower e-mails on and comment e-mails off.
    await t.db.insert(notificationPreferences).values([
      { user_id: bia.id, type: "follower", email: true },
      { user_id: bia.id, type: "comment", email: false },
    ]);
    const commentId = "00000000-0000-4000-8000-000000000001";
    const cases: [NotifyInput, string, string | null, string | null][] = [
      [
        { userId: bia.id, type: "comment", actorId: ana.id, postId: p.id, data: { post_title: p.title } },
        "Ana Souza comentou na sua publicação “Meu primeiro post”",
        `/post/${p.id}`,
        null,
      ],
      [
        { userId: bia.id, type: "reply", actorId: ana.id, postId: p.id },
        "Ana Souza respondeu ao seu comentário",
        `/post/${p.id}`,
        "pending",
      ],
      [
        { userId: bia.id, type: "mention", actorId: ana.id, lessonCommentId: lc!.id },
        "Ana Souza mencionou você",
        `/curso/${course.slug}/aula/${lessons[0]!.slug}#comentario-${lc!.id}`,
        "pending",
      ],
      [
        { userId: bia.id, type: "follower", actorId: ana.id },
        "Ana Souza começou a seguir você",
        `/membro/${ana.id}`,
        "pending",
      ],
      [
        { userId: bia.id, type: "level_up", data: { level: "Jedi" } },
        "Você subiu para o nível Jedi!",
        "/niveis",
        null,
      ],
      [
        { userId: bia.id, type: "certificate", data: { course_title: "React do zero" } },
        "Seu certificado de “React do zero” foi emitido",
        "/certificados",
        "pending",
      ],
      [
        {
          userId: bia.id,
          type: "mission",
          data: { mission_title: "Primeira publicação", mission_points: 10 },
        },
        "Missão concluída: Primeira publicação (+10 pts)",
        "/missoes",
        null,
      ],
      [
        { userId: bia.id, type: "invite_accepted", actorId: ana.id },
        "Ana Souza aceitou o convite e entrou na comunidade",
        `/membro/${ana.id}`,
        "pending",
      ],
    ];
    for (const [input, title, link, emailState] of cases) {
      await send(t.db, input);
      const [row] = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.user_id, bia.id))
        .orderBy(notifications.created_at, notifications.id)
        .offset((await t.db.$count(notifications, eq(notifications.user_id, bia.id))) - 1);
      expect({ title: row!.title, link: row!.link, email: row!.email_state }).toEqual({
        title,
        link,
        email: emailState,
      });
    }
    // A comment notification with its comment links to the comment.
    await t.db.execute(sql`insert into post_comments (id, post_id, author_id, content)
      values (${commentId}, ${p.id}, ${ana.id}, 'legal')`);
    await send(t.db, { userId: bia.id, type: "comment", actorId: ana.id, postId: p.id, commentId });
    const [withComment] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.comment_id, commentId));
    expect(withComment!.link).toBe(`/post/${p.id}#comentario-${commentId}`);
  });
});

describe("the member's notifications over HTTP", () => {
  it("pages newest first with a cursor, filters unread, marks one or all read, 404 for someone else's", async () => {
    const t = await createTestApp();
    const bia = await member(t, "Bia Lima");
    const ana = await member(t, "Ana Souza");
    const heard = listen(t);
    for (let i = 1; i <= 5; i++) {
      await send(t.db, { userId: bia.id, type: "level_up", data: { level: `N${i}` } });
      await tick(); // distinct milliseconds are not needed, but keep the order obvious
    }
    const anaRow = await send(t.db, { userId: ana.id, type: "level_up", data: { level: "Jedi" } });
    expect(anaRow.size).toBe(1);

    const first = await bia.client.get("/api/notifications?limit=2");
    expect(first.status).toBe(200);
    expect(first.json.items.map((n: { title: string }) => n.title)).toEqual([
      "Você subiu para o nível N5!",
      "Você subiu para o nível N4!",
    ]);
    expect(first.json.unread_count).toBe(5);
    const second = await bia.client.get(`/api/notifications?limit=2&cursor=${first.json.next_cursor}`);
    const third = await bia.client.get(`/api/notifications?limit=2&cursor=${second.json.next_cursor}`);
    expect(second.json.items.map((n: { title: string }) => n.title)).toEqual([
      "Você subiu para o nível N3!",
      "Você subiu para o nível N2!",
    ]);
    expect(third.json.items.map((n: { title: string }) => n.title)).toEqual(["Você subiu para o nível N1!"]);
    expect(third.json.next_cursor).toBeNull();
    expect((await bia.client.get("/api/notifications?cursor=lixo")).status).toBe(400);
    expect((await bia.client.get("/api/notifications?limit=500")).status).toBe(400);
    expect((await t.client().get("/api/notifications")).status).toBe(401);

    // Mark one read: the count drops, the event says so, the unread filter leaves it out.
    const n4 = first.json.items[1].id as string;
    heard.length = 0;
    expect((await bia.client.post(`/api/notifications/${n4}/read`)).json).toEqual({ count: 4 });
    await tick();
    expect(heard).toEqual([{ type: "notifications.read", user_id: bia.id, unread_count: 4 }]);
    const unread = await bia.client.get("/api/notifications?unread=1&limit=10");
    expect(unread.json.items).toHaveLength(4);
    expect(unread.json.items.some((n: { id: string }) => n.id === n4)).toBe(false);
    const all = await bia.client.get("/api/notifications?limit=10");
    expect(all.json.items.find((n: { id: string }) => n.id === n4).read_at).not.toBeNull();
    expect((await bia.client.get("/api/notifications/unread-count")).json).toEqual({ count: 4 });

    // Someone else's notification: 404, and it stays unread.
    const [anaN] = await t.db.select().from(notifications).where(eq(notifications.user_id, ana.id));
    const foreign = await bia.client.post(`/api/notifications/${anaN!.id}/read`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe("Notificação não encontrada.");
    expect((await ana.client.get("/api/notifications/unread-count")).json).toEqual({ count: 1 });

    // Read all.
    heard.length = 0;
    expect((await bia.client.post("/api/notifications/read-all")).json).toEqual({ count: 0 });
    await tick();
    expect(heard).toEqual([{ type: "notifications.read", user_id: bia.id, unread_count: 0 }]);
    expect((await bia.client.get("/api/notifications?unread=1")).json.items).toEqual([]);
    expect((await ana.client.get("/api/notifications/unread-count")).json).toEqual({ count: 1 });
  });

  it("a grown group moves to the top of the list", async () => {
    const t = await createTestApp();
    const bia = await member(t, "Bia Lima");
    const ana = await member(t, "Ana Souza");
    const caio = await member(t, "Caio Prado");
    const space = await createSpace(t.db, { slug: "geral" });
    const p = await post(t, bia.id, space.id, "Post");
    const like = (actorId: string) =>
      send(t.db, { userId: bia.id, type: "like", actorId, postId: p.id, groupKey: `like:${p.id}` });
    await like(ana.id);
    await tick();
    await send(t.db, { userId: bia.id, type: "follower", actorId: ana.id });
    await tick();
    await like(caio.id);
    const list = (await bia.client.get("/api/notifications")).json;
    expect(list.items.map((n: { type: string; actor_count: number }) => [n.type, n.actor_count])).toEqual([
      ["like", 2],
      ["follower", 1],
    ]);
    expect(list.items[0].actor).toMatchObject({ id: caio.id, full_name: "Caio Prado" });
  });

  it("hides notifications about a deleted post, a private space left, or a lesson no longer open", async () => {
    const t = await createTestApp();
    const bia = await member(t, "Bia Lima");
    const ana = await member(t, "Ana Souza");
    const admin = await member(t, "Adm", { is_admin: true });
    const open = await createSpace(t.db, { slug: "aberto" });
    const secret = await createSpace(t.db, { slug: "fechado", isPrivate: true });
    await t.db.insert(spaceMembers).values({ space_id: secret.id, user_id: bia.id });
    const kept = await post(t, bia.id, open.id, "Fica");
    const deleted = await post(t, bia.id, open.id, "Some");
    const inSecret = await post(t, bia.id, secret.id, "Segredo");
    const { course, lessons } = await createCourseWithLessons(t.db, { lessons: [{}] });
    await grantCourse(t.db, bia.id, course.id);
    const [lc] = await t.db
      .insert(lessonComments)
      .values({ lesson_id: lessons[0]!.id, user_id: ana.id, content: "oi" })
      .returning();
    for (const p of [kept, deleted, inSecret]) {
      await send(t.db, {
        userId: bia.id,
        type: "comment",
        actorId: ana.id,
        postId: p.id,
        data: { post_title: p.title },
      });
    }
    await send(t.db, { userId: bia.id, type: "reply", actorId: ana.id, lessonCommentId: lc!.id });
    const titles = async () =>
      ((await bia.client.get("/api/notifications")).json.items as { title: string }[]).map((n) => n.title);
    expect((await titles()).length).toBe(4);
    expect((await bia.client.get("/api/notifications/unread-count")).json).toEqual({ count: 4 });

    await t.db.update(posts).set({ is_deleted: true }).where(eq(posts.id, deleted.id));
    await t.db.delete(spaceMembers).where(eq(spaceMembers.user_id, bia.id));
    await t.db.delete(userCourses).where(eq(userCourses.user_id, bia.id));
    expect(await titles()).toEqual(["Ana Souza comentou na sua publicação “Fica”"]);
    expect((await bia.client.get("/api/notifications/unread-count")).json).toEqual({ count: 1 });
    expect((await bia.client.get("/api/notifications")).json.unread_count).toBe(1);

    // Back in the space: seen again. Staff see private spaces and every lesson.
    await t.db.insert(spaceMembers).values({ space_id: secret.id, user_id: bia.id });
    expect((await bia.client.get("/api/notifications/unread-count")).json).toEqual({ count: 2 });
    await send(t.db, { userId: admin.id, type: "comment", actorId: ana.id, postId: inSecret.id });
    await send(t.db, { userId: admin.id, type: "reply", actorId: ana.id, lessonCommentId: lc!.id });
    expect((await admin.client.get("/api/notifications/unread-count")).json).toEqual({ count: 2 });
  });

  it("reads and saves e-mail preferences", async () => {
    const t = await createTestApp();
    const bia = await member(t, "Bia Lima");
    const prefs = (await bia.client.get("/api/notifications/preferences")).json;
    // Each type carries its push choice too (push.test.ts); here the e-mail's.
    expect(prefs.items.map(({ type, email }: { type: string; email: boolean }) => ({ type, email }))).toEqual(
      [
        { type: "comment", email: true },
        { type: "reply", email: true },
        { type: "mention", email: true },
        { type: "like", email: false },
        { type: "follower", email: false },
        { type: "level_up", email: false },
        { type: "certificate", email: true },
        { type: "mission", email: false },
        { type: "invite_accepted", email: true },
        { type: "suggestion_status", email: true },
        { type: "supplier_reviewed", email: true },
        { type: "event_reminder", email: true },
        { type: "event_changed", email: true },
        { type: "event_promoted", email: true },
        { type: "data_export_ready", email: true },
        { type: "access_granted", email: true },
        { type: "signup_pending", email: true },
        { type: "backup_failed", email: true },
        { type: "report_resolved", email: false },
        { type: "moderation_warning", email: true },
      ],
    );
    await send(t.db, { userId: bia.id, type: "certificate", data: { course_title: "X" } });
    const saved = await bia.client.put("/api/notifications/preferences", {
      items: [
        { type: "like", email: true },
        { type: "certificate", email: false },
      ],
    });
    expect(saved.status).toBe(200);
    expect(
      saved.json.items.filter((i: { email: boolean }) => i.email).map((i: { type: string }) => i.type),
    ).toEqual([
      "comment",
      "reply",
      "mention",
      "like",
      "invite_accepted",
      "suggestion_status",
      "supplier_reviewed",
      "event_reminder",
      "event_changed",
      "event_promoted",
      "data_export_ready",
      "access_granted",
      "signup_pending",
      "backup_failed",
      "moderation_warning",
    ]);
    // What was waiting for an e-mail of a type now off is not sent.
    const [row] = await t.db.select().from(notifications).where(eq(notifications.user_id, bia.id));
    expect(row!.email_state).toBe("skipped");
    expect(
      (await bia.client.put("/api/notifications/preferences", { items: [{ type: "nada", email: true }] }))
        .status,
    ).toBe(400);
    expect((await t.client().get("/api/notifications/preferences")).status).toBe(401);
  });
});
