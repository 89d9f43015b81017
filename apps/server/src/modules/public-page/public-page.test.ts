import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

const png = (color: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();

const upload = async (client: TestClient, body: Uint8Array) => {
  const res = await client.request("POST", "/api/uploads", undefined, {
    rawBody: body,
    headers: { "content-type": "application/octet-stream" },
  });
  expect(res.status).toBe(201);
  return res.json as { id: string; url: string };
};

/** Every key of a JSON value, nested ones included (to prove what an answer does not carry). */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

describe("the public page", () => {
  let t: App;
  let admin: TestClient;
  let member: TestClient;
  const visitor = () => t.client();
  let publishedCover: string;
  let draftCover: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db)).id);
    member = t.client();
    await signUpConfirmed(member, t.db);
    await admin.put("/api/admin/settings", {
      community_name: "Clube do Café",
      brand_color: "#112233",
      logo_url: "",
      icon_url: "",
    });
    // Two published courses (the showcase) and a draft; each with a cover, a module and a lesson.
    const make = async (title: string, extra: Record<string, unknown>, publish: boolean) => {
      const cover = await upload(admin, await png("#0a0"));
      const created = await admin.post("/api/admin/courses", {
        title,
        cover_upload_id: cover.id,
        ...extra,
      });
      expect(created.status).toBe(201);
      const id = created.json.id as string;
      const mod = await admin.post(`/api/admin/courses/${id}/modules`, {
        title: `Módulo secreto de ${title}`,
      });
      expect(mod.status).toBe(201);
      const lesson = await admin.post(`/api/admin/modules/${mod.json.id}/lessons`, {
        title: `Aula secreta de ${title}`,
        kind: "text",
        content: `Conteúdo exclusivo de ${title}`,
      });
      expect(lesson.status).toBe(201);
      if (publish)
        expect((await admin.put(`/api/admin/courses/${id}/publish`, { is_published: true })).status).toBe(
          200,
        );
      return cover.url;
    };
    publishedCover = await make(
      "Torra em casa",
      {
        description: "Aprenda a **torrar** café.",
        category: "Torra",
        offer_url: "https://loja.exemplo.com/torra",
      },
      true,
    );
    await make("Espresso", { description: "Extração." }, true);
    draftCover = await make("Rascunho", { description: "Ainda não saiu." }, false);
  });

  it("is off by default: the public endpoints answer 404 and reveal nothing, covers stay members-only", async () => {
    const settings = (await visitor().get("/api/settings")).json;
    expect(settings.public_page).toBe(false);
    expect(settings).not.toHaveProperty("public_description");
    for (const url of ["/api/public/landing", "/api/public/plans"]) {
      const res = await visitor().get(url);
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/Torra|Espresso|Clube|Plano|logo/i);
      // Signed in or not, the same: the switch is the only key.
      expect((await member.get(url)).status).toBe(404);
    }
    expect((await visitor().get(publishedCover)).status).toBe(401);
    // Members still read the plans and the showcase as before; visitors do not.
    expect((await visitor().get("/api/plans")).status).toBe(401);
    expect((await visitor().get("/api/courses/showcase")).status).toBe(401);
  });

  it("is switched and described by admins only", async () => {
    const body = { public_page: true, public_description: "  Uma comunidade de quem ama café.  " };
    expect((await visitor().put("/api/admin/settings/public-page", body)).status).toBe(401);
    expect((await member.put("/api/admin/settings/public-page", body)).status).toBe(403);
    expect((await member.get("/api/admin/settings/public-page")).status).toBe(403);
    expect((await admin.get("/api/admin/settings/public-page")).json).toEqual({
      public_page: false,
      public_description: null,
    });
    const tooLong = await admin.put("/api/admin/settings/public-page", {
      ...body,
      public_description: "x".repeat(601),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.fieldErrors.public_description).toBe("A descrição pode ter até 600 caracteres.");
    expect((await admin.put("/api/admin/settings/public-page", { public_page: "sim" })).status).toBe(400);
    const saved = await admin.put("/api/admin/settings/public-page", body);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ public_page: true, public_description: "Uma comunidade de quem ama café." });
    expect((await visitor().get("/api/settings")).json.public_page).toBe(true);
  });

  it("on: the landing and the plans answer a visitor with public fields only", async () => {
    const landing = await visitor().get("/api/public/landing");
    expect(landing.status).toBe(200);
    expect(landing.json).toEqual({
      community: {
        name: "Clube do Café",
        description: "Uma comunidade de quem ama café.",
        logo_url: null,
        icon_url: null,
      },
      join_policy: "open",
      courses: [
        {
          title: "Espresso",
          category: "Geral",
          description: "Extração.",
          cover_url: expect.stringMatching(/^\/media\//),
          offer_url: null,
        },
        {
          title: "Torra em casa",
          category: "Torra",
          description: "Aprenda a **torrar** café.",
          cover_url: publishedCover,
          offer_url: "https://loja.exemplo.com/torra",
        },
      ],
    });
    // No unpublished course, nothing inside a course, nothing about anyone.
    expect(landing.text).not.toMatch(/Rascunho|secret|exclusivo|@exemplo/);
    expect([...keysOf(landing.json)].sort()).toEqual(
      [
        "category",
        "community",
        "courses",
        "cover_url",
        "description",
        "icon_url",
        "join_policy",
        "logo_url",
        "name",
        "offer_url",
        "title",
      ].sort(),
    );

    // A hidden plan stays hidden; no admin flag or member's tier travels.
    expect(
      (
        await admin.put("/api/admin/plans/enterprise", {
          name: "Empresas",
          price_cents: null,
          billing_period: "monthly",
          features: ["Tudo"],
          is_highlighted: false,
          is_visible: false,
          cta_label: null,
          cta_url: null,
        })
      ).status,
    ).toBe(200);
    const plans = await visitor().get("/api/public/plans");
    expect(plans.status).toBe(200);
    expect(plans.json.items.map((p: { tier: string }) => p.tier)).toEqual(["trial", "basic", "premium"]);
    expect(plans.text).not.toContain("Empresas");
    expect([...keysOf(plans.json)].sort()).toEqual(
      [
        "billing_period",
        "cta_label",
        "cta_url",
        "features",
        "is_highlighted",
        "items",
        "name",
        "price_cents",
        "tier",
      ].sort(),
    );
    // Everything else still asks for a session.
    for (const url of [
      "/api/plans",
      "/api/courses/showcase",
      "/api/courses/catalog",
      "/api/members",
      "/api/posts",
    ])
      expect((await visitor().get(url)).status).toBe(401);
  });

  it("on: a visitor reads a published course's cover, never a draft's or any other file", async () => {
    const cover = await visitor().get(publishedCover);
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toMatch(/^image\//);
    expect(cover.headers.get("cache-control")).toBe("private, max-age=3600");
    expect((await visitor().get(draftCover)).status).toBe(401);
    // A file of no course (the admin's own upload, not used yet) is a member's matter.
    const loose = await upload(admin, await png("#00f"));
    expect((await visitor().get(loose.url)).status).toBe(401);
    // Turned off again: the cover is members-only at once.
    await admin.put("/api/admin/settings/public-page", { public_page: false, public_description: "" });
    expect((await visitor().get(publishedCover)).status).toBe(401);
    expect((await visitor().get("/api/public/landing")).status).toBe(404);
    expect((await member.get(publishedCover)).status).toBe(200);
  });

  it("tells the landing the join policy, so 'Cadastre-se' is not offered when invite-only", async () => {
    await admin.put("/api/admin/settings/public-page", { public_page: true, public_description: "" });
    expect((await admin.put("/api/admin/settings/join-policy", { join_policy: "invite_only" })).status).toBe(
      200,
    );
    const landing = (await visitor().get("/api/public/landing")).json;
    expect(landing.join_policy).toBe("invite_only");
    expect(landing.community.description).toBeNull();
    await admin.put("/api/admin/settings/join-policy", { join_policy: "open" });
    await admin.put("/api/admin/settings/public-page", { public_page: false, public_description: "" });
  });
});
