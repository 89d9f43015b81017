import { resourceMessages as m } from "@guilda/shared/messages/resources";
import { RESOURCE_BODY_MAX } from "@guilda/shared/schemas/resources";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../db/schema";
import { makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type Item = {
  id: string;
  slug: string;
  title: string;
  kind: string;
  path: string;
  position: number;
  is_visible: boolean;
};

const BUILT_INS = [
  { slug: "fornecedores", title: "Fornecedores", kind: "suppliers", position: 0 },
  { slug: "wiki", title: "Wiki", kind: "wiki", position: 1 },
  { slug: "ferramentas", title: "Ferramentas", kind: "tools", position: 2 },
];

describe("resources (the sidebar's Recursos section and plain pages)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let member: TestClient;
  let moderator: TestClient;
  let adminId: string;

  const list = async (client: TestClient) => (await client.get("/api/resources")).json.items as Item[];
  const slugs = async (client: TestClient) => (await list(client)).map((r) => r.slug);

  beforeAll(async () => {
    t = await createTestApp();
    // The migration inserts the built-in kinds; the test database starts empty.
    await t.db.insert(resources).values(BUILT_INS);
    admin = t.client();
    adminId = (await signUpConfirmed(admin, t.db, { name: "Ana Admin" })).id;
    await makeAdmin(t.db, adminId);
    member = t.client();
    await signUpConfirmed(member, t.db, { name: "Beto Membro" });
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db, { name: "Mara Moderadora" })).id);
  });

  it("lists the built-in kinds with their routes for members, and nothing for visitors", async () => {
    expect((await t.client().get("/api/resources")).status).toBe(401);
    const items = await list(member);
    expect(items.map((r) => [r.slug, r.kind, r.path, r.position, r.is_visible])).toEqual([
      ["fornecedores", "suppliers", "/recursos/fornecedores", 0, true],
      ["wiki", "wiki", "/recursos/wiki", 1, true],
      ["ferramentas", "tools", "/recursos/ferramentas", 2, true],
    ]);
  });

  it("refuses members and moderators on every admin action, and visitors with 401", async () => {
    const [fornecedores] = await list(admin);
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/admin/resources", { title: "Guia", body: "texto" }],
      ["PATCH", `/api/admin/resources/${fornecedores!.id}`, { title: "Lojas" }],
      ["DELETE", `/api/admin/resources/${fornecedores!.id}`, {}],
      ["PUT", "/api/admin/resources/order", { ids: [fornecedores!.id] }],
      ["POST", "/api/admin/resources/preview", { markdown: "# oi" }],
      ["GET", `/api/admin/resources/${fornecedores!.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await member.request(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await moderator.request(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await t.client().request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    expect(await slugs(member)).toEqual(["fornecedores", "wiki", "ferramentas"]);
    expect((await list(admin))[0]!.title).toBe("Fornecedores");
  });

  it("creates a page at the chosen position with a slug made from its title; members read it", async () => {
    const res = await admin.post("/api/admin/resources", {
      title: "Guia de Feiras & Eventos",
      body: "## Agenda\n\n- Feira de Numismática de São Paulo\n- Encontro de Filatelia",
      position: 1,
      // Fields the server owns are ignored.
      kind: "wiki",
      updated_by: "someone-else",
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      slug: "guia-de-feiras-eventos",
      title: "Guia de Feiras & Eventos",
      kind: "page",
      path: "/recursos/guia-de-feiras-eventos",
      position: 1,
      is_visible: true,
      updated_by_name: "Ana Admin",
    });
    expect(res.json.markdown).toContain("## Agenda");
    expect(await slugs(member)).toEqual(["fornecedores", "guia-de-feiras-eventos", "wiki", "ferramentas"]);
    expect((await list(member)).map((r) => r.position)).toEqual([0, 1, 2, 3]);

    const page = await member.get("/api/resources/guia-de-feiras-eventos");
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ title: "Guia de Feiras & Eventos", kind: "page", markdown: null });
    expect(page.json.html).toContain("<h2>Agenda</h2>");
    expect(page.json.html).toContain("<li>Feira de Numismática de São Paulo</li>");
    expect(typeof page.json.updated_at).toBe("string");
    expect((await admin.get("/api/resources/guia-de-feiras-eventos")).json.markdown).toContain("## Agenda");
  });

  it("puts a page at the end without a position, and picks a free slug when the title's is taken or reserved", async () => {
    const again = await admin.post("/api/admin/resources", { title: "Guia de feiras: eventos", body: "" });
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ slug: "guia-de-feiras-eventos-2", position: 4 });
    const wiki = await admin.post("/api/admin/resources", { title: "Wiki", body: "Outra wiki" });
    expect(wiki.json.slug).toBe("wiki-2");
    const novo = await admin.post("/api/admin/resources", { title: "Novo", body: "" });
    expect(novo.json.slug).toBe("novo-2");
    const symbols = await admin.post("/api/admin/resources", { title: "%%%", body: "" });
    expect(symbols.json.slug).toBe("pagina");
    // A position past the end is the end.
    const far = await admin.post("/api/admin/resources", { title: "Longe", body: "", position: 99 });
    expect(far.json.position).toBe(8);
    expect(await slugs(admin)).toEqual([
      "fornecedores",
      "guia-de-feiras-eventos",
      "wiki",
      "ferramentas",
      "guia-de-feiras-eventos-2",
      "wiki-2",
      "novo-2",
      "pagina",
      "longe",
    ]);
    for (const slug of ["guia-de-feiras-eventos-2", "wiki-2", "novo-2", "pagina", "longe"]) {
      const id = (await list(admin)).find((r) => r.slug === slug)!.id;
      expect((await admin.del(`/api/admin/resources/${id}`)).status).toBe(200);
    }
    expect((await list(admin)).map((r) => [r.slug, r.position])).toEqual([
      ["fornecedores", 0],
      ["guia-de-feiras-eventos", 1],
      ["wiki", 2],
      ["ferramentas", 3],
    ]);
  });

  it("refuses bad input with pt-BR messages", async () => {
    const cases: [unknown, string, string][] = [
      [{ title: "  ", body: "" }, "title", m.titleRequired],
      [{ title: "x".repeat(61), body: "" }, "title", m.titleTooLong],
      [{ title: "Guia", slug: "Guia-Feiras", body: "" }, "slug", m.slugInvalid],
      [{ title: "Guia", slug: "feiras-são-paulo", body: "" }, "slug", m.slugInvalid],
      [{ title: "Guia", slug: "feiras--sp", body: "" }, "slug", m.slugInvalid],
      [{ title: "Guia", slug: "../admin", body: "" }, "slug", m.slugInvalid],
      [{ title: "Guia", slug: "wiki", body: "" }, "slug", m.slugReserved("wiki")],
      [{ title: "Guia", slug: "novo", body: "" }, "slug", m.slugReserved("novo")],
      [{ title: "Guia", slug: "ferramentas", body: "" }, "slug", m.slugReserved("ferramentas")],
      [{ title: "Guia", body: "x".repeat(RESOURCE_BODY_MAX + 1) }, "body", m.bodyTooLong],
      [{ title: "Guia", body: "", position: -1 }, "position", m.positionInvalid],
      [{ title: "Guia", body: "", position: 1.5 }, "position", m.positionInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post("/api/admin/resources", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.fieldErrors[field]).toBe(message);
      expect(res.json.message).toBe(message);
    }
    const taken = await admin.post("/api/admin/resources", {
      title: "Outro",
      slug: "guia-de-feiras-eventos",
      body: "",
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({
      code: "CONFLICT",
      message: m.slugTaken,
      fieldErrors: { slug: m.slugTaken },
    });
    expect(await slugs(admin)).toHaveLength(4);
  });

  it("edits a page's title, slug, body and visibility; a hidden page is only the admins'", async () => {
    const page = (await list(admin)).find((r) => r.kind === "page")!;
    const res = await admin.patch(`/api/admin/resources/${page.id}`, {
      title: "Feiras e eventos",
      slug: "feiras-e-eventos",
      body: "Calendário **2025**",
      is_visible: false,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: "Feiras e eventos",
      slug: "feiras-e-eventos",
      is_visible: false,
    });
    expect(res.json.html).toContain("<strong>2025</strong>");
    expect(await slugs(member)).toEqual(["fornecedores", "wiki", "ferramentas"]);
    expect((await list(admin)).find((r) => r.id === page.id)).toMatchObject({
      is_visible: false,
      position: 1,
    });
    expect((await member.get("/api/resources/feiras-e-eventos")).status).toBe(404);
    expect((await member.get("/api/resources/guia-de-feiras-eventos")).status).toBe(404);
    expect((await admin.get("/api/resources/feiras-e-eventos")).status).toBe(200);

    const shown = await admin.patch(`/api/admin/resources/${page.id}`, { is_visible: true });
    expect(shown.json).toMatchObject({
      title: "Feiras e eventos",
      slug: "feiras-e-eventos",
      is_visible: true,
    });
    expect(shown.json.markdown).toBe("Calendário **2025**");
    const read = await member.get("/api/resources/feiras-e-eventos");
    expect(read.status).toBe(200);
    expect(read.json.html).toContain("<strong>2025</strong>");
  });

  it("lets the built-in kinds change only title and visibility, never be deleted or read as pages", async () => {
    const wiki = (await list(admin)).find((r) => r.kind === "wiki")!;
    const renamed = await admin.patch(`/api/admin/resources/${wiki.id}`, {
      title: "Enciclopédia",
      is_visible: false,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({
      title: "Enciclopédia",
      slug: "wiki",
      path: "/recursos/wiki",
      is_visible: false,
    });
    expect(await slugs(member)).toEqual(["fornecedores", "feiras-e-eventos", "ferramentas"]);
    expect(
      (await admin.patch(`/api/admin/resources/${wiki.id}`, { title: "Wiki", is_visible: true })).status,
    ).toBe(200);

    for (const body of [{ slug: "enciclopedia" }, { body: "# Texto" }]) {
      const res = await admin.patch(`/api/admin/resources/${wiki.id}`, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(m.builtinFieldsLocked);
    }
    const deleted = await admin.del(`/api/admin/resources/${wiki.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.json.message).toBe(m.builtinNotDeletable);
    for (const slug of ["wiki", "fornecedores", "ferramentas", "nao-existe"])
      expect((await member.get(`/api/resources/${slug}`)).status, slug).toBe(404);
    expect(
      (await admin.patch("/api/admin/resources/00000000-0000-4000-8000-000000000000", { title: "X" })).status,
    ).toBe(404);
    expect((await admin.del("/api/admin/resources/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await admin.patch("/api/admin/resources/nao-e-uuid", { title: "X" })).status).toBe(400);
  });

  it("reorders the whole section; a partial, repeated or unknown list is refused", async () => {
    const before = await list(admin);
    const ids = before.map((r) => r.id);
    const reversed = [...ids].reverse();
    const res = await admin.put("/api/admin/resources/order", { ids: reversed });
    expect(res.status).toBe(200);
    expect(res.json.items.map((r: Item) => r.id)).toEqual(reversed);
    expect(await slugs(member)).toEqual(["ferramentas", "wiki", "feiras-e-eventos", "fornecedores"]);
    expect((await list(member)).map((r) => r.position)).toEqual([0, 1, 2, 3]);

    for (const bad of [
      reversed.slice(1),
      [...reversed.slice(1), reversed[1]],
      [...reversed.slice(1), "00000000-0000-4000-8000-000000000000"],
    ]) {
      const refused = await admin.put("/api/admin/resources/order", { ids: bad });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(m.orderInvalid);
    }
    expect((await admin.put("/api/admin/resources/order", { ids: [] })).status).toBe(400);
    expect((await admin.put("/api/admin/resources/order", { ids: ["x"] })).status).toBe(400);
    expect(await slugs(member)).toEqual(["ferramentas", "wiki", "feiras-e-eventos", "fornecedores"]);
    expect((await admin.put("/api/admin/resources/order", { ids })).status).toBe(200);
  });

  it("renders markdown harmless: no scripts, handlers or javascript: links in pages or the preview", async () => {
    const markdown = [
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      '<svg onload="alert(1)"></svg>',
      "[clique](javascript:alert(1))",
      "[dados](data:text/html;base64,PHNjcmlwdD4=)",
      "[site](https://exemplo.com.br/feira)",
    ].join("\n\n");
    const created = await admin.post("/api/admin/resources", {
      title: "<img src=x onerror=alert(1)>",
      body: markdown,
    });
    expect(created.status).toBe(201);
    expect(created.json.slug).toBe("img-src-x-onerror-alert-1");
    // The title is text: the JSON carries it as typed, and the web renders it as text.
    expect(created.json.title).toBe("<img src=x onerror=alert(1)>");
    const page = await member.get(`/api/resources/${created.json.slug}`);
    const preview = await admin.post("/api/admin/resources/preview", { markdown });
    expect(preview.status).toBe(200);
    for (const html of [page.json.html as string, preview.json.html as string]) {
      for (const bad of ["<script", "onerror", "onload", "<svg", "javascript:", "data:text"])
        expect(html, bad).not.toContain(bad);
      expect(html).toContain('href="https://exemplo.com.br/feira"');
    }
    await admin.del(`/api/admin/resources/${created.json.id}`);
  });

  it("keeps the positions whole when pages are created at once", async () => {
    const created = await Promise.all(
      ["Um", "Dois", "Três", "Quatro"].map((title) =>
        admin.post("/api/admin/resources", { title, body: "", position: 0 }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const items = await list(admin);
    expect(items.map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(items.map((r) => r.slug)).size).toBe(8);
    for (const r of created) await admin.del(`/api/admin/resources/${r.json.id}`);
    const [row] = await t.db.select().from(resources).where(eq(resources.slug, "feiras-e-eventos"));
    expect(row!.updated_by).toBe(adminId);
  });
});
