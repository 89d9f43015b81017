import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { spaces } from "../../db/schema";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp } from "../../test/harness";

describe("community settings", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it("are public to read, with the spec's defaults", async () => {
    const res = await t.client().get("/api/settings");
    expect(res.json).toEqual({
      community_name: "Guilda",
      brand_color: "#8B5CF6",
      logo_url: null,
      icon_url: null,
      offer: {
        titulo: "Oferta Especial",
        subtitulo: "",
        descricao: "",
        imagemUrl: "/images/oferta-vitrine.svg",
        linkBotao: "/cursos/vitrine",
        textoBotao: "Ver Cursos",
      },
      pinned_links: [],
      join_policy: "open",
      public_page: false,
      composer_space_id: null,
      footer_text: null,
      level_names: {
        Padawan: "Padawan",
        Jedi: "Jedi",
        "Mestre Jedi": "Mestre Jedi",
        "Grande Mestre": "Grande Mestre",
      },
      tier_labels: { trial: "Teste", basic: "Básico", premium: "Premium", enterprise: "Empresarial" },
    });
  });

  it("can only be changed by an admin", async () => {
    const body = {
      community_name: "Clube do Café",
      brand_color: "#112233",
      logo_url: "",
      icon_url: "",
    };
    expect((await t.client().put("/api/admin/settings", body)).status).toBe(401);
    const member = t.client();
    const m = await signUpConfirmed(member, t.db);
    expect((await member.put("/api/admin/settings", body)).status).toBe(403);
    await makeAdmin(t.db, m.id);
    const saved = await member.put("/api/admin/settings", body);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      community_name: "Clube do Café",
      brand_color: "#112233",
      logo_url: null,
      icon_url: null,
    });
    expect((await t.client().get("/api/settings")).json.community_name).toBe("Clube do Café");
    const bad = await member.put("/api/admin/settings", { ...body, brand_color: "red" });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.brand_color).toBe("Use uma cor no formato #RRGGBB.");
  });

  it("keeps the offer card and pinned links on the server, edited by admins only", async () => {
    const admin = t.client();
    const a = await signUpConfirmed(admin, t.db);
    await makeAdmin(t.db, a.id);
    const member = t.client();
    await signUpConfirmed(member, t.db);
    const offer = {
      titulo: "Black Friday",
      subtitulo: "Só esta semana",
      descricao: "Todos os cursos com desconto.",
      imagemUrl: "https://cdn.exemplo.com/oferta.png",
      linkBotao: "",
      textoBotao: "",
    };
    expect((await member.put("/api/admin/settings/offer", offer)).status).toBe(403);
    const saved = await admin.put("/api/admin/settings/offer", offer);
    expect(saved.status).toBe(200);
    // Blank fields fall back to the spec's defaults.
    expect(saved.json.offer).toEqual({ ...offer, linkBotao: "/cursos/vitrine", textoBotao: "Ver Cursos" });
    // No image: the one the app ships.
    const plain = await admin.put("/api/admin/settings/offer", { ...offer, imagemUrl: "" });
    expect(plain.json.offer.imagemUrl).toBe("/images/oferta-vitrine.svg");
    const evil = await admin.put("/api/admin/settings/offer", { ...offer, linkBotao: "javascript:alert(1)" });
    expect(evil.status).toBe(400);
    expect(evil.json.fieldErrors.linkBotao).toBe("Use um endereço http(s) ou um caminho que comece com /.");
    const links = {
      links: [
        { label: "Regras", url: "/regras" },
        { label: "Blog", url: "https://blog.exemplo.com" },
      ],
    };
    expect((await member.put("/api/admin/settings/pinned-links", links)).status).toBe(403);
    expect((await admin.put("/api/admin/settings/pinned-links", links)).json.pinned_links).toEqual(
      links.links,
    );
    expect(
      (await admin.put("/api/admin/settings/pinned-links", { links: [{ label: "x", url: "//evil.com" }] }))
        .status,
    ).toBe(400);
    expect((await t.client().get("/api/settings")).json.pinned_links).toEqual(links.links);
  });

  it("keeps the space the home composer proposes: a public space that takes posts, chosen by an admin", async () => {
    const admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db)).id);
    const member = t.client();
    await signUpConfirmed(member, t.db);
    const start = await createSpace(t.db, { slug: "comece-por-aqui", order: 5 });
    const news = await createSpace(t.db, { slug: "novidades", order: 1 });
    const hidden = await createSpace(t.db, { slug: "equipe", isPrivate: true });
    const chat = await createSpace(t.db, { slug: "bate-papo", type: "chat" });

    // Nothing chosen: a post sent without a space goes to 'Comece-por-aqui', though another comes first.
    const post = (client: typeof admin, space_id?: string) =>
      client.post("/api/posts", { title: "Olá", content: "Primeira publicação.", space_id });
    expect((await post(member)).json.space.slug).toBe("comece-por-aqui");

    const body = { space_id: news.id };
    expect((await t.client().put("/api/admin/settings/composer-space", body)).status).toBe(401);
    expect((await member.put("/api/admin/settings/composer-space", body)).status).toBe(403);
    for (const refused of [hidden.id, chat.id, randomUUID()]) {
      const res = await admin.put("/api/admin/settings/composer-space", { space_id: refused });
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors.space_id).toBe("Escolha um espaço público que aceite publicações.");
    }
    const saved = await admin.put("/api/admin/settings/composer-space", body);
    expect(saved.status).toBe(200);
    expect(saved.json.composer_space_id).toBe(news.id);
    expect((await t.client().get("/api/settings")).json.composer_space_id).toBe(news.id);
    expect((await post(member)).json.space.slug).toBe("novidades");
    // The member may still pick another space.
    expect((await post(member, start.id)).json.space.slug).toBe("comece-por-aqui");

    // The chosen space made private: members no longer see it, the default takes over.
    await t.db.update(spaces).set({ is_private: true }).where(eq(spaces.id, news.id));
    expect((await post(member)).json.space.slug).toBe("comece-por-aqui");
    // Deleted: the choice goes with it.
    await t.db.delete(spaces).where(eq(spaces.id, news.id));
    expect((await t.client().get("/api/settings")).json.composer_space_id).toBeNull();
    // Back to the default on purpose.
    expect((await admin.put("/api/admin/settings/composer-space", { space_id: null })).status).toBe(200);
  });
});
