import { beforeAll, describe, expect, it } from "vitest";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp } from "../../test/harness";
import { seedDemo } from "../../seed/seed";

describe("sidebar data and the demo community", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, "senha-demo-de-teste");
  });

  it("needs a session", async () => {
    for (const path of [
      "/api/spaces",
      "/api/ai-agents",
      "/api/courses",
      "/api/posts",
      "/api/notifications/unread-count",
    ]) {
      expect((await t.client().get(path)).status).toBe(401);
    }
  });

  it("lists spaces in order with /espaco/{slug} links, private ones only for the staff", async () => {
    const member = t.client();
    const m = await signUpConfirmed(member, t.db);
    const spaces = (await member.get("/api/spaces")).json as {
      slug: string;
      path: string;
      order: number;
      is_private: boolean;
    }[];
    expect(spaces[0]!.slug).toBe("comece-por-aqui");
    expect(spaces.every((s) => s.path === `/espaco/${s.slug}`)).toBe(true);
    expect(spaces.map((s) => s.order)).toEqual([...spaces.map((s) => s.order)].sort((a, b) => a - b));
    expect(spaces.some((s) => s.is_private)).toBe(false);
    const feed = (await member.get("/api/posts")).json.items as { space: { slug: string } }[];
    expect(feed.some((p) => p.space.slug === "bastidores")).toBe(false);
    await makeAdmin(t.db, m.id);
    expect(
      ((await member.get("/api/spaces")).json as { is_private: boolean }[]).some((s) => s.is_private),
    ).toBe(true);
  });

  it("lists only active agents by name and only published courses by title", async () => {
    const member = t.client();
    await signUpConfirmed(member, t.db);
    const agents = (await member.get("/api/ai-agents")).json as { name: string }[];
    expect(agents.map((a) => a.name)).toEqual([
      "Avaliador de Peças",
      "Consultor de Importação",
      "Mentor de Vendas",
      "Restaurador Virtual",
    ]);
    const courses = (await member.get("/api/courses")).json as { title: string; category: string }[];
    expect(courses).toHaveLength(7);
    expect(courses.map((c) => c.title)).toEqual(
      [...courses.map((c) => c.title)].sort((a, b) => a.localeCompare(b, "pt-BR")),
    );
    expect(courses.find((c) => c.title.startsWith("Importação"))!.category).toBe("Geral");
  });

  it("pages the feed with pinned posts first and a keyset cursor", async () => {
    const member = t.client();
    await signUpConfirmed(member, t.db);
    const first = (await member.get("/api/posts?limit=5")).json;
    expect(first.items.slice(0, 2).every((p: { is_pinned: boolean }) => p.is_pinned)).toBe(true);
    expect(first.next_cursor).toBeTruthy();
    const second = (await member.get(`/api/posts?limit=5&cursor=${first.next_cursor}`)).json;
    const ids = new Set(first.items.map((p: { id: string }) => p.id));
    expect(second.items.some((p: { id: string }) => ids.has(p.id))).toBe(false);
    expect((await member.get("/api/posts?cursor=lixo")).status).toBe(400);
    expect((await member.get("/api/posts?limit=5000")).status).toBe(400);
  });

  it("counts unread notifications for real (none yet)", async () => {
    const member = t.client();
    await signUpConfirmed(member, t.db);
    expect((await member.get("/api/notifications/unread-count")).json).toEqual({ count: 0 });
  });

  it("seeded a believable community", async () => {
    const admin = t.client();
    const signIn = await admin.post("/api/auth/sign-in/email", {
      email: "admin@guilda.local",
      password: "senha-demo-de-teste",
    });
    expect(signIn.status).toBe(200);
    expect((await admin.get("/api/me")).json.profile.is_admin).toBe(true);
    const outbox = await admin.get("/api/admin/outbox");
    expect(outbox.status).toBe(200);
  });
});
