import { beforeAll, describe, expect, it } from "vitest";
import { chatMessages, posts, spaceMembers, spaces } from "../../db/schema";
import { createSpace, makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { eq } from "drizzle-orm";

describe("community overview (/comunidade)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let outsider: TestClient;
  let insider: TestClient;
  let admin: TestClient;
  let moderator: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    outsider = t.client();
    const author = await signUpConfirmed(outsider, t.db);
    insider = t.client();
    const insiderAccount = await signUpConfirmed(insider, t.db);
    admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db)).id);
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db)).id);

    const vitrine = await createSpace(t.db, { slug: "vitrine", order: 1 });
    await t.db
      .update(spaces)
      .set({ name: "Vitrine", icon: "🏆", description: "Mostre sua coleção." })
      .where(eq(spaces.id, vitrine.id));
    const quiet = await createSpace(t.db, { slug: "anuncios", order: 2, type: "eventos" });
    const cofre = await createSpace(t.db, { slug: "cofre", order: 3, isPrivate: true });
    await t.db.insert(spaceMembers).values({ space_id: cofre.id, user_id: insiderAccount.id });
    const post = (space_id: string, at: string, is_deleted = false) => ({
      title: "Peça nova",
      content: "Chegou hoje.",
      author_id: author.id,
      space_id,
      created_at: new Date(at),
      is_deleted,
    });
    await t.db
      .insert(posts)
      .values([
        post(vitrine.id, "2025-03-01T12:00:00.000Z"),
        post(vitrine.id, "2025-03-05T09:30:00.000Z"),
        post(vitrine.id, "2025-04-01T00:00:00.000Z", true),
        post(cofre.id, "2025-02-10T10:00:00.000Z"),
      ]);
    void quiet;
  });

  it("is for signed-in members", async () => {
    expect((await t.client().get("/api/community/overview")).status).toBe(401);
  });

  it("lists the visible spaces in sidebar order with post counts and latest activity, deleted posts left out", async () => {
    const res = await outsider.get("/api/community/overview");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      member_count: 4,
      spaces: [
        {
          id: expect.any(String),
          name: "Vitrine",
          slug: "vitrine",
          icon: "🏆",
          description: "Mostre sua coleção.",
          space_type: "publicacoes",
          post_count: 2,
          message_count: 0,
          last_activity_at: "2025-03-05T09:30:00.000Z",
        },
        {
          id: expect.any(String),
          name: "anuncios",
          slug: "anuncios",
          icon: null,
          description: null,
          space_type: "eventos",
          post_count: 0,
          message_count: 0,
          last_activity_at: null,
        },
      ],
    });
  });

  it("shows a private space to its members and to staff, never to others", async () => {
    for (const client of [insider, admin, moderator]) {
      const list = (await client.get("/api/community/overview")).json.spaces as { slug: string }[];
      expect(list.map((s) => s.slug)).toEqual(["vitrine", "anuncios", "cofre"]);
    }
    const cofre = (await insider.get("/api/community/overview")).json.spaces[2];
    expect(cofre).toMatchObject({ post_count: 1, last_activity_at: "2025-02-10T10:00:00.000Z" });
  });

  it("counts every member", async () => {
    await signUpConfirmed(t.client(), t.db);
    expect((await outsider.get("/api/community/overview")).json.member_count).toBe(5);
  });

  it("counts a chat space's messages and dates it by the newest", async () => {
    const chat = await createSpace(t.db, { slug: "bate-papo", order: 4, type: "chat" });
    const me = (await outsider.get("/api/me")).json.profile.id as string;
    await t.db.insert(chatMessages).values([
      { space_id: chat.id, author_id: me, content: "Bom dia", created_at: new Date("2025-04-01T12:00:00Z") },
      { space_id: chat.id, author_id: me, content: "Olá!", created_at: new Date("2025-04-02T08:15:00Z") },
    ]);
    const list = (await outsider.get("/api/community/overview")).json.spaces as { slug: string }[];
    expect(list.find((s) => s.slug === "bate-papo")).toMatchObject({
      space_type: "chat",
      post_count: 0,
      message_count: 2,
      last_activity_at: "2025-04-02T08:15:00.000Z",
    });
  });
});
