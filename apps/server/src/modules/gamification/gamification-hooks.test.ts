import { communityDay } from "@guilda/shared/rules/gamification";
import { and, asc, eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { memberInvites, notifications, pointsLedger, profiles, spaceMembers } from "../../db/schema";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createCourseWithLessons, grantCourse } from "../../test/course-fixtures";
import { createTestApp, DEFAULT_PASSWORD, type TestClient } from "../../test/harness";
import { rescore } from "./gamification.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A small deterministic generator (mulberry32), so the random workload is the same every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("points and notifications from what members do", () => {
  let t: App;
  let admin: TestClient;
  let ana: TestClient;
  let bruno: TestClient;
  let carla: TestClient;
  let ids: { admin: string; ana: string; bruno: string; carla: string };
  let names: { ana: string; bruno: string; carla: string };

  /** Points earned by reasons other than the daily visit (which every first request of a day pays). */
  async function earned(id: string) {
    const rows = await t.db
      .select({ points: pointsLedger.points })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.user_id, id), ne(pointsLedger.reason, "daily_visit")));
    return rows.reduce((sum, r) => sum + r.points, 0);
  }

  async function stored(id: string) {
    const [row] = await t.db.select({ points: profiles.points }).from(profiles).where(eq(profiles.id, id));
    return row!.points;
  }

  function notificationsOf(id: string, type?: string) {
    return t.db
      .select({
        type: notifications.type,
        title: notifications.title,
        link: notifications.link,
        actor_id: notifications.actor_id,
        actor_count: notifications.actor_count,
      })
      .from(notifications)
      .where(and(eq(notifications.user_id, id), type ? eq(notifications.type, type) : undefined))
      .orderBy(asc(notifications.created_at), asc(notifications.title));
  }

  const publish = (client: TestClient, title: string, content = `${title} — texto`, extra = {}) =>
    client.post("/api/posts", { title, content, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    ana = t.client();
    bruno = t.client();
    carla = t.client();
    const a = await signUpConfirmed(admin, t.db, { name: "Admin Geral", username: "gerente.geral" });
    await makeAdmin(t.db, a.id);
    const b = await signUpConfirmed(ana, t.db, { name: "Ana Lima", username: "ana.lima" });
    const c = await signUpConfirmed(bruno, t.db, { name: "Bruno Reis", username: "bruno" });
    const d = await signUpConfirmed(carla, t.db, { name: "Carla Dias", username: "carla" });
    ids = { admin: a.id, ana: b.id, bruno: c.id, carla: d.id };
    names = { ana: "Ana Lima", bruno: "Bruno Reis", carla: "Carla Dias" };
    await createSpace(t.db, { slug: "geral", order: 1 });
  });

  it("pays the daily visit once a São Paulo day, on the first request", async () => {
    const client = t.client();
    const me = await signUpConfirmed(client, t.db, { name: "Visita Diária" });
    await client.get("/api/me");
    await client.get("/api/gamification/me");
    const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.user_id, me.id));
    expect(rows.map((r) => [r.reason, r.source, r.points])).toEqual([
      ["daily_visit", communityDay(new Date()), 2],
    ]);
    expect((await client.get("/api/gamification/me")).json.points).toBe(2);
  });

  it("pays a published post and takes it back when the post is deleted", async () => {
    const before = await earned(ids.ana);
    const post = await publish(ana, "Minha coleção");
    expect(post.status).toBe(201);
    expect(await earned(ids.ana)).toBe(before + 10);
    expect((await bruno.del(`/api/posts/${post.json.id}`)).status).toBe(403);
    expect(await earned(ids.ana)).toBe(before + 10);
    expect((await ana.del(`/api/posts/${post.json.id}`)).status).toBe(200);
    expect(await earned(ids.ana)).toBe(before);
    const rows = await t.db
      .select({ source: pointsLedger.source, points: pointsLedger.points })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.user_id, ids.ana), eq(pointsLedger.reason, "post_published")));
    expect(rows).toEqual([
      { source: post.json.id, points: 10 },
      { source: `undo:${post.json.id}`, points: -10 },
    ]);
  });

  it("likes pay the author once per liker and post; unlike takes it back; self-likes pay nothing", async () => {
    const post = await publish(ana, "Curtível");
    const id = post.json.id as string;
    const before = await earned(ids.ana);
    expect((await ana.put(`/api/posts/${id}/like`)).json).toEqual({ likes_count: 1, is_liked_by_user: true });
    expect(await earned(ids.ana)).toBe(before);
    await bruno.put(`/api/posts/${id}/like`);
    await bruno.put(`/api/posts/${id}/like`);
    expect(await earned(ids.ana)).toBe(before + 1);
    await bruno.del(`/api/posts/${id}/like`);
    expect(await earned(ids.ana)).toBe(before);
    // Like, unlike, like: +1, −1, then nothing.
    await bruno.put(`/api/posts/${id}/like`);
    expect(await earned(ids.ana)).toBe(before);
    await bruno.del(`/api/posts/${id}/like`);
    expect(await earned(ids.ana)).toBe(before);
    expect((await ana.get(`/api/posts/${id}`)).json.likes_count).toBe(1);
  });

  it("groups likes on one post into one unread notification that names the latest liker", async () => {
    const post = await publish(ana, "Peça rara");
    const id = post.json.id as string;
    await bruno.put(`/api/posts/${id}/like`);
    await carla.put(`/api/posts/${id}/like`);
    // Taking a like back and giving it again does not count the member twice.
    await carla.del(`/api/posts/${id}/like`);
    await carla.put(`/api/posts/${id}/like`);
    const likes = (await notificationsOf(ids.ana, "like")).filter((n) => n.link === `/post/${id}`);
    expect(likes).toEqual([
      {
        type: "like",
        title: "Carla Dias e mais 1 pessoa curtiram sua publicação “Peça rara”",
        link: `/post/${id}`,
        actor_id: ids.carla,
        actor_count: 2,
      },
    ]);
  });

  it("pays the same like sent twice at once only once", async () => {
    const post = await publish(ana, "Concorrida");
    const id = post.json.id as string;
    const before = await earned(ids.ana);
    const answers = await Promise.all([
      carla.put(`/api/posts/${id}/like`),
      carla.put(`/api/posts/${id}/like`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await earned(ids.ana)).toBe(before + 1);
    expect((await ana.get(`/api/posts/${id}`)).json.likes_count).toBe(1);
    const rows = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.user_id, ids.ana), eq(pointsLedger.source, `${id}:${ids.carla}`)));
    expect(rows).toHaveLength(1);
    expect((await notificationsOf(ids.ana, "like")).filter((n) => n.link === `/post/${id}`)).toHaveLength(1);
  });

  it("comments pay the commenter, not on their own post; removing a comment takes back it and its replies", async () => {
    const post = await publish(ana, "Vamos conversar");
    const id = post.json.id as string;
    const [anaBefore, brunoBefore, carlaBefore] = [
      await earned(ids.ana),
      await earned(ids.bruno),
      await earned(ids.carla),
    ];
    const top = await bruno.post(`/api/posts/${id}/comments`, { content: "Que legal!" });
    expect(top.status).toBe(201);
    const reply = await carla.post(`/api/posts/${id}/comments`, {
      content: "Concordo",
      parent_id: top.json.id,
    });
    const own = await ana.post(`/api/posts/${id}/comments`, { content: "Obrigada!" });
    const ownReply = await ana.post(`/api/posts/${id}/comments`, {
      content: "Valeu",
      parent_id: top.json.id,
    });
    expect([reply.status, own.status, ownReply.status]).toEqual([201, 201, 201]);
    expect(await earned(ids.bruno)).toBe(brunoBefore + 3);
    expect(await earned(ids.carla)).toBe(carlaBefore + 3);
    expect(await earned(ids.ana)).toBe(anaBefore);
    const anaRows = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.user_id, ids.ana), eq(pointsLedger.reason, "comment_written")));
    expect(anaRows).toEqual([]);

    // Bruno's comment goes with Carla's and Ana's replies: each reply's points come back.
    expect((await bruno.del(`/api/comments/${top.json.id}`)).json).toEqual({ comments_count: 1 });
    expect(await earned(ids.bruno)).toBe(brunoBefore);
    expect(await earned(ids.carla)).toBe(carlaBefore);
    expect(await earned(ids.ana)).toBe(anaBefore);
  });

  it("tells the post's author of a comment and the replied-to member of a reply, never oneself", async () => {
    const post = await publish(ana, "Dúvida sobre restauração");
    const id = post.json.id as string;
    const top = await bruno.post(`/api/posts/${id}/comments`, { content: "Eu ajudo" });
    const reply = await carla.post(`/api/posts/${id}/comments`, {
      content: "Eu também",
      parent_id: top.json.id,
    });
    await ana.post(`/api/posts/${id}/comments`, { content: "Obrigada", parent_id: top.json.id });
    const anaComments = (await notificationsOf(ids.ana, "comment")).filter((n) =>
      n.link?.startsWith(`/post/${id}`),
    );
    expect(anaComments.map((n) => [n.title, n.link])).toEqual([
      [
        `${names.bruno} comentou na sua publicação “Dúvida sobre restauração”`,
        `/post/${id}#comentario-${top.json.id}`,
      ],
      [
        `${names.carla} comentou na sua publicação “Dúvida sobre restauração”`,
        `/post/${id}#comentario-${reply.json.id}`,
      ],
    ]);
    const brunoReplies = (await notificationsOf(ids.bruno, "reply")).filter((n) =>
      n.link?.startsWith(`/post/${id}`),
    );
    expect(brunoReplies.map((n) => [n.title, n.actor_id])).toEqual([
      [`${names.carla} respondeu ao seu comentário`, ids.carla],
      [`${names.ana} respondeu ao seu comentário`, ids.ana],
    ]);
    expect((await notificationsOf(ids.carla)).filter((n) => n.link?.startsWith(`/post/${id}`))).toEqual([]);
  });

  it("resolves @mentions in posts and comments to members, and tells those who can see the post", async () => {
    const outsider = t.client();
    const o = await signUpConfirmed(outsider, t.db, { name: "Olga Fora", username: "olga" });
    const secret = await createSpace(t.db, { slug: "secreto", isPrivate: true, order: 3 });
    await t.db.insert(spaceMembers).values([
      { space_id: secret.id, user_id: ids.ana },
      { space_id: secret.id, user_id: ids.bruno },
    ]);
    const post = await publish(ana, "Só para o grupo", "Oi @bruno e @olga, vejam com @ninguem e @Bruno.", {
      space_id: secret.id,
    });
    expect(post.status).toBe(201);
    expect(post.json.mentions).toEqual({ bruno: ids.bruno, olga: o.id });
    const mentions = await notificationsOf(ids.bruno, "mention");
    expect(mentions.at(-1)).toMatchObject({
      title: `${names.ana} mencionou você em “Só para o grupo”`,
      link: `/post/${post.json.id}`,
      actor_id: ids.ana,
    });
    // Olga may not see the private space: no notification.
    expect(await notificationsOf(o.id, "mention")).toEqual([]);

    // A reply that mentions the replied-to member tells them once, as a reply.
    const top = await bruno.post(`/api/posts/${post.json.id}/comments`, { content: "Vi sim" });
    const reply = await ana.post(`/api/posts/${post.json.id}/comments`, {
      content: "@bruno obrigado, @carla não vê",
      parent_id: top.json.id,
    });
    expect(reply.json.mentions).toEqual({ bruno: ids.bruno, carla: ids.carla });
    const aboutReply = (await notificationsOf(ids.bruno)).filter((n) => n.link?.endsWith(reply.json.id));
    expect(aboutReply.map((n) => n.type)).toEqual(["reply"]);
    expect(
      (await notificationsOf(ids.carla, "mention")).filter((n) => n.link?.includes(post.json.id)),
    ).toEqual([]);

    const listed = (await ana.get(`/api/posts/${post.json.id}/comments`)).json.items;
    expect(listed.map((c: { mentions: unknown }) => c.mentions)).toEqual([
      {},
      { bruno: ids.bruno, carla: ids.carla },
    ]);
    const feed = (await ana.get("/api/posts?space=secreto")).json.items;
    expect(feed[0].mentions).toEqual({ bruno: ids.bruno, olga: o.id });
  });

  it("mentions at most 10 members of one text", async () => {
    const many = [];
    for (let i = 0; i < 12; i++) {
      const c = t.client();
      many.push(await signUpConfirmed(c, t.db, { name: `Citado ${i}`, username: `citado${i}` }));
    }
    const text = many.map((m) => `@${m.username}`).join(" ");
    await publish(bruno, "Chamada geral", text);
    const told = [];
    for (const m of many) told.push((await notificationsOf(m.id, "mention")).length);
    expect(told).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
  });

  it("tells a member of a new follower, once per follow", async () => {
    expect((await bruno.put(`/api/members/${ids.carla}/follow`)).json).toEqual({ is_following: true });
    await bruno.put(`/api/members/${ids.carla}/follow`);
    const told = await notificationsOf(ids.carla, "follower");
    expect(told).toEqual([
      {
        type: "follower",
        title: `${names.bruno} começou a seguir você`,
        link: `/membro/${ids.bruno}`,
        actor_id: ids.bruno,
        actor_count: 1,
      },
    ]);
  });

  it("pays lessons and the course, takes an undone lesson back, and tells of the certificate", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Pintura básica",
      lessons: [{}, {}],
      watchThreshold: 0,
    });
    await grantCourse(t.db, ids.carla, course.id);
    const before = await earned(ids.carla);
    const complete = (lesson: number, completed: boolean) =>
      carla.put(`/api/lessons/${lessons[lesson]!.id}/completion`, { completed });
    expect((await complete(0, true)).status).toBe(200);
    expect(await earned(ids.carla)).toBe(before + 5);
    await complete(0, false);
    expect(await earned(ids.carla)).toBe(before);
    // Completing it again pays nothing more: each lesson pays once.
    await complete(0, true);
    expect(await earned(ids.carla)).toBe(before);
    const last = await complete(1, true);
    expect(last.json.certificate).not.toBeNull();
    expect(await earned(ids.carla)).toBe(before + 5 + 50);
    const rows = await t.db
      .select({ reason: pointsLedger.reason, source: pointsLedger.source, points: pointsLedger.points })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.user_id, ids.carla), ne(pointsLedger.reason, "daily_visit")))
      .orderBy(asc(pointsLedger.id));
    expect(rows.filter((r) => r.reason.endsWith("_completed"))).toEqual([
      { reason: "lesson_completed", source: lessons[0]!.id, points: 5 },
      { reason: "lesson_completed", source: `undo:${lessons[0]!.id}`, points: -5 },
      { reason: "lesson_completed", source: lessons[1]!.id, points: 5 },
      { reason: "course_completed", source: course.id, points: 50 },
    ]);
    // The course stays paid when a lesson is undone afterwards.
    await complete(1, false);
    expect(await earned(ids.carla)).toBe(before + 50);
    expect(await notificationsOf(ids.carla, "certificate")).toEqual([
      {
        type: "certificate",
        title: "Seu certificado de “Pintura básica” foi emitido",
        link: "/certificados",
        actor_id: null,
        actor_count: 1,
      },
    ]);
  });

  it("lesson comments: replies and mentions tell members who can open the lesson", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Curso fechado",
      lessons: [{}],
    });
    await grantCourse(t.db, ids.ana, course.id);
    await grantCourse(t.db, ids.bruno, course.id);
    const lessonId = lessons[0]!.id;
    const top = await bruno.post(`/api/lessons/${lessonId}/comments`, { content: "Primeira dúvida" });
    expect(top.status).toBe(201);
    expect(top.json.mentions).toEqual({});
    const reply = await ana.post(`/api/lessons/${lessonId}/comments`, {
      content: "@bruno veja a aula 2; @carla não tem acesso",
      parent_id: top.json.id,
    });
    expect(reply.json.mentions).toEqual({ bruno: ids.bruno, carla: ids.carla });
    const told = (await notificationsOf(ids.bruno)).filter((n) => n.link?.endsWith(reply.json.id));
    expect(told).toEqual([
      {
        type: "reply",
        title: `${names.ana} respondeu ao seu comentário na aula “Aula 1”`,
        link: `/curso/${course.slug}/aula/aula-1#comentario-${reply.json.id}`,
        actor_id: ids.ana,
        actor_count: 1,
      },
    ]);
    expect(
      (await notificationsOf(ids.carla, "mention")).filter((n) => n.link?.endsWith(reply.json.id)),
    ).toEqual([]);
    // An admin opens every lesson and is told of a mention.
    const forAdmin = await bruno.post(`/api/lessons/${lessonId}/comments`, {
      content: "@gerente.geral ajuda?",
    });
    expect((await notificationsOf(ids.admin, "mention")).map((n) => n.link)).toContain(
      `/curso/${course.slug}/aula/aula-1#comentario-${forAdmin.json.id}`,
    );
    const page = (await ana.get(`/api/lessons/${lessonId}/comments`)).json;
    expect(page.items[0].replies[0].mentions).toEqual({ bruno: ids.bruno, carla: ids.carla });
  });

  it("tells the inviting admin when an invite is accepted", async () => {
    const [invite] = await t.db
      .insert(memberInvites)
      .values({
        name: "Nina Nova",
        email: "nina.nova@exemplo.com.br",
        invite_token: "token-de-convite-da-nina",
        expires_at: new Date(Date.now() + 86_400_000),
        invited_by: ids.admin,
      })
      .returning();
    const guest = t.client();
    const res = await guest.post(`/api/invites/${invite!.invite_token}/accept`, {
      username: "nina",
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(200);
    const [nina] = await t.db.select().from(profiles).where(eq(profiles.username, "nina"));
    expect(await notificationsOf(ids.admin, "invite_accepted")).toEqual([
      {
        type: "invite_accepted",
        title: "Nina Nova aceitou o convite e entrou na comunidade",
        link: `/membro/${nina!.id}`,
        actor_id: nina!.id,
        actor_count: 1,
      },
    ]);
  });

  it("pays the profile mission once a photo and a bio are set", async () => {
    const created = await admin.post("/api/admin/missions", {
      title: "Complete seu perfil",
      description: "Adicione uma foto e uma bio ao seu perfil.",
      event_type: "profile_completed",
      target: 1,
      points: 20,
    });
    expect(created.status).toBe(201);
    const missionsOf = async () =>
      (await bruno.get("/api/gamification/missions")).json.items.find(
        (m: { id: string }) => m.id === created.json.id,
      );
    expect(await missionsOf()).toMatchObject({ progress: 0, completed_at: null });
    const before = await earned(ids.bruno);
    await bruno.patch("/api/me/profile", { bio: "Colecionador de bonecos." });
    expect(await earned(ids.bruno)).toBe(before);
    const photo = await bruno.request("POST", "/api/uploads?purpose=avatar", undefined, {
      rawBody: await sharp({ create: { width: 4, height: 4, channels: 3, background: "#224466" } })
        .png()
        .toBuffer(),
      headers: { "content-type": "application/octet-stream" },
    });
    expect(photo.status).toBe(201);
    const done = await bruno.patch("/api/me/profile", { avatar_url: photo.json.url });
    expect(done.status).toBe(200);
    expect(await earned(ids.bruno)).toBe(before + 20);
    // The answer already carries the mission's points.
    expect(done.json.points).toBe(await stored(ids.bruno));
    await bruno.patch("/api/me/profile", { bio: "Outra bio." });
    expect(await earned(ids.bruno)).toBe(before + 20);
    expect(await missionsOf()).toMatchObject({ progress: 1 });
    expect((await missionsOf()).completed_at).not.toBeNull();
  });

  it("keeps every member's points equal to their ledger after a random workload (rescore finds 0)", async () => {
    const random = prng(20261125);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const members = [ana, bruno, carla, admin];
    const postIds: string[] = [];
    const commentIds: string[] = [];
    const owners = new Map<string, TestClient>();
    for (let step = 0; step < 160; step++) {
      const who = pick(members);
      const roll = random();
      if (roll < 0.15 || postIds.length === 0) {
        const res = await publish(who, `Post ${step}`);
        postIds.push(res.json.id);
        owners.set(res.json.id, who);
      } else if (roll < 0.45) {
        await who.put(`/api/posts/${pick(postIds)}/like`);
      } else if (roll < 0.6) {
        await who.del(`/api/posts/${pick(postIds)}/like`);
      } else if (roll < 0.8) {
        const res = await who.post(`/api/posts/${pick(postIds)}/comments`, { content: `comentário ${step}` });
        if (res.status === 201) {
          commentIds.push(res.json.id);
          owners.set(res.json.id, who);
        }
      } else if (roll < 0.9 && commentIds.length) {
        const id = commentIds.splice(Math.floor(random() * commentIds.length), 1)[0]!;
        await owners.get(id)!.del(`/api/comments/${id}`);
      } else if (postIds.length > 1) {
        const id = postIds.splice(Math.floor(random() * postIds.length), 1)[0]!;
        await owners.get(id)!.del(`/api/posts/${id}`);
      }
    }
    // Two likes at once from every member on one post, too.
    const target = pick(postIds);
    await Promise.all(
      members.flatMap((m) => [m.put(`/api/posts/${target}/like`), m.put(`/api/posts/${target}/like`)]),
    );
    const report = await rescore(t.db);
    expect(report.differences).toEqual([]);
    expect(report.fixed).toBe(0);
    expect(await t.db.$count(pointsLedger)).toBeGreaterThan(50);
  });
});
