import { commonMessages } from "@guilda/shared";
import { wikiMessages as m } from "@guilda/shared/messages/wiki";
import { WIKI_HISTORY_PAGE, type WikiArticleView } from "@guilda/shared/schemas/wiki";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { wikiArticles, wikiRevisions } from "../../db/schema";
import { makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { lineDiff } from "./wiki.service";

const BODY_V1 = `## Materiais

- Luvas de algodão
- Pinça de ponta plástica

## Tabela de graus

| Grau | Sigla |
| --- | --- |
| Flor de cunho | FC |
| Soberba | S |

Veja o [guia do Banco Central](https://www.bcb.gov.br) e a [estante](/recursos/wiki/estantes).

![Estante com moedas](/demo/estante.svg)
`;

const BODY_V2 = BODY_V1.replace("- Pinça de ponta plástica", "- Pinça de ponta plástica\n- Lupa de 10x");

describe("the wiki (/api/wiki)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let moderator: TestClient;
  let member: TestClient;
  let moderatorId: string;
  let categoryId: string;

  const article = async (slug: string, client = member) =>
    (await client.get(`/api/wiki/articles/${slug}`)).json as WikiArticleView;
  const revisionRows = (articleId: string) =>
    t.db
      .select()
      .from(wikiRevisions)
      .where(eq(wikiRevisions.article_id, articleId))
      .orderBy(asc(wikiRevisions.revision));

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db, { name: "Ana Admin" })).id);
    moderator = t.client();
    moderatorId = (await signUpConfirmed(moderator, t.db, { name: "Marcos Moderador" })).id;
    await makeModerator(t.db, moderatorId);
    member = t.client();
    await signUpConfirmed(member, t.db, { name: "Bruno Membro" });
  });

  it("is for signed-in members only", async () => {
    const visitor = t.client();
    expect((await visitor.get("/api/wiki")).status).toBe(401);
    expect((await visitor.get("/api/wiki/articles/qualquer")).status).toBe(401);
    expect((await visitor.post("/api/wiki/articles", { title: "Oi" })).status).toBe(401);
    const res = await member.get("/api/wiki");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ categories: [], uncategorized: [], can_edit: false });
    expect((await moderator.get("/api/wiki")).json.can_edit).toBe(true);
  });

  it("lets admins and moderators create categories and articles; revision 1 is written with the article", async () => {
    const category = await moderator.post("/api/wiki/categories", { name: "Numismática" });
    expect(category.status).toBe(201);
    expect(category.json).toMatchObject({ name: "Numismática", slug: "numismatica", article_count: 0 });
    categoryId = category.json.id;

    const created = await moderator.post("/api/wiki/articles", {
      title: "Conservação de moedas",
      category_id: categoryId,
      body: BODY_V1,
    });
    expect(created.status, created.text).toBe(201);
    const view = created.json as WikiArticleView;
    expect(view).toMatchObject({
      slug: "conservacao-de-moedas",
      title: "Conservação de moedas",
      category: { id: categoryId, name: "Numismática", slug: "numismatica" },
      revision: 1,
      markdown: BODY_V1,
      updated_by_name: "Marcos Moderador",
      can_edit: true,
    });
    const rows = await revisionRows(view.id);
    expect(rows.map((r) => [r.revision, r.title, r.summary, r.author_id, r.body === BODY_V1])).toEqual([
      [1, "Conservação de moedas", m.createdSummary, moderatorId, true],
    ]);

    // a second article with the same title gets the next free address
    const again = await admin.post("/api/wiki/articles", {
      title: "Conservação de Moedas!",
      category_id: null,
      body: "Outro texto.",
      summary: "Rascunho",
    });
    expect(again.json.slug).toBe("conservacao-de-moedas-2");
    // a title that would take one of the wiki's own paths does not
    const reserved = await admin.post("/api/wiki/articles", { title: "Novo", category_id: null, body: "" });
    expect(reserved.json.slug).toBe("novo-artigo");

    const index = (await member.get("/api/wiki")).json;
    expect(index.categories).toEqual([
      expect.objectContaining({
        name: "Numismática",
        article_count: 1,
        articles: [expect.objectContaining({ slug: "conservacao-de-moedas", revision: 1 })],
      }),
    ]);
    expect(index.uncategorized.map((a: { slug: string }) => a.slug)).toEqual([
      "conservacao-de-moedas-2",
      "novo-artigo",
    ]);
  });

  it("renders the markdown on the server: headings with ids, a table of contents, tables, links and images", async () => {
    const view = await article("conservacao-de-moedas");
    expect(view.markdown).toBeNull(); // members read, they do not get the source
    expect(view.can_edit).toBe(false);
    expect(view.toc).toEqual([
      { id: "materiais", text: "Materiais", level: 2 },
      { id: "tabela-de-graus", text: "Tabela de graus", level: 2 },
    ]);
    expect(view.html).toContain('<h2 id="materiais">Materiais</h2>');
    expect(view.html).toContain("<li>Luvas de algodão</li>");
    expect(view.html).toContain("<td>Flor de cunho</td>");
    expect(view.html).toContain(
      '<a href="https://www.bcb.gov.br" target="_blank" rel="noopener noreferrer nofollow">guia do Banco Central</a>',
    );
    // a link to our own pages stays in the tab
    expect(view.html).toContain('<a href="/recursos/wiki/estantes">estante</a>');
    expect(view.html).toContain('<img src="/demo/estante.svg" alt="Estante com moedas" />');
  });

  it("renders script tags, event handlers and javascript: links harmless, and keeps only its own heading ids", async () => {
    const payload = [
      "# <script>alert(1)</script>Título",
      "<img src=x onerror=alert(1)>",
      "[clique](javascript:alert(1))",
      '<a href="javascript:alert(2)">outro</a>',
      '<h2 id="location" onclick="alert(3)">Falso</h2>',
      "<svg onload=alert(4)></svg>",
      "[dados](data:text/html;base64,PHNjcmlwdD4=)",
    ].join("\n\n");
    const res = await moderator.post("/api/wiki/articles", {
      title: "<script>alert(1)</script> Teste",
      category_id: null,
      body: payload,
    });
    expect(res.status).toBe(201);
    const view = await article(res.json.slug);
    // the title is data: the page renders it as text
    expect(view.title).toBe("<script>alert(1)</script> Teste");
    expect(view.html).not.toMatch(/<script|onerror|onload|onclick|javascript:|data:text|<svg|id="location"/i);
    expect(view.html).toContain('<img src="x" alt="" />');
    expect(view.toc).toEqual([{ id: "titulo", text: "Título", level: 1 }]);
    // the preview is the same rendering
    const preview = await moderator.post("/api/wiki/preview", { body: payload });
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({ html: view.html, toc: view.toc });
  });

  it("refuses members on every write before reading the input, and visitors with 401", async () => {
    const slug = "conservacao-de-moedas";
    const writes: [string, (c: TestClient) => ReturnType<TestClient["get"]>][] = [
      ["preview", (c) => c.post("/api/wiki/preview", { body: 1 })],
      ["create", (c) => c.post("/api/wiki/articles", { title: "" })],
      ["save", (c) => c.put(`/api/wiki/articles/${slug}`, { title: "x" })],
      ["delete", (c) => c.del(`/api/wiki/articles/${slug}`)],
      ["restore", (c) => c.post(`/api/wiki/articles/${slug}/revisions/1/restore`)],
      ["new category", (c) => c.post("/api/wiki/categories", { name: "" })],
      ["rename category", (c) => c.patch(`/api/wiki/categories/${categoryId}`, { name: "" })],
      ["delete category", (c) => c.del(`/api/wiki/categories/${categoryId}`)],
      ["order", (c) => c.put("/api/wiki/categories/order", { ids: "x" })],
    ];
    for (const [name, write] of writes) {
      const res = await write(member);
      expect([name, res.status, res.json?.message]).toEqual([name, 403, commonMessages.forbidden]);
      expect([name, (await write(t.client())).status]).toEqual([name, 401]);
    }
    const view = await article(slug, moderator);
    expect(view.revision).toBe(1);
    expect(view.markdown).toBe(BODY_V1);
  });

  it("answers bad input with pt-BR messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "", category_id: null, body: "" }, "title", m.titleRequired],
      [{ title: "Ab", category_id: null, body: "" }, "title", m.titleTooShort],
      [{ title: "x".repeat(121), category_id: null, body: "" }, "title", m.titleTooLong],
      [{ title: "Válido", slug: "Olá Mundo", category_id: null, body: "" }, "slug", m.slugInvalid],
      [{ title: "Válido", slug: "novo", category_id: null, body: "" }, "slug", m.slugReserved],
      [{ title: "Válido", category_id: "nao-e-uuid", body: "" }, "category_id", m.categoryInvalid],
      [{ title: "Válido", category_id: null, body: "x".repeat(100_001) }, "body", m.bodyTooLong],
      [
        { title: "Válido", category_id: null, body: "", summary: "s".repeat(201) },
        "summary",
        m.summaryTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await moderator.post("/api/wiki/articles", body);
      expect([field, res.status, res.json.fieldErrors?.[field]]).toEqual([field, 400, message]);
    }
    const ghost = await moderator.post("/api/wiki/articles", {
      title: "Válido",
      category_id: "00000000-0000-4000-8000-000000000000",
      body: "",
    });
    expect([ghost.status, ghost.json.fieldErrors]).toEqual([400, { category_id: m.categoryNotFound }]);
    const taken = await moderator.post("/api/wiki/articles", {
      title: "Outro título",
      slug: "conservacao-de-moedas",
      category_id: null,
      body: "",
    });
    expect([taken.status, taken.json.fieldErrors]).toEqual([409, { slug: m.slugTaken }]);
    expect((await member.get("/api/wiki/articles/nao-existe")).json).toEqual({
      code: "NOT_FOUND",
      message: m.articleNotFound,
    });
  });

  it("saves an edit as the next revision, and refuses a save started from an older one (409, nothing written)", async () => {
    const before = await article("conservacao-de-moedas", moderator);
    const save = await admin.put("/api/wiki/articles/conservacao-de-moedas", {
      title: before.title,
      category_id: categoryId,
      body: BODY_V2,
      summary: "Acrescenta a lupa",
      base_revision: 1,
    });
    expect(save.status, save.text).toBe(200);
    expect(save.json).toMatchObject({ revision: 2, markdown: BODY_V2, updated_by_name: "Ana Admin" });
    expect(save.json.html).toContain("<li>Lupa de 10x</li>");

    // the moderator's editor still holds revision 1
    const stale = await moderator.put("/api/wiki/articles/conservacao-de-moedas", {
      title: "Conservação de moedas antigas",
      category_id: categoryId,
      body: "Texto do moderador",
      base_revision: 1,
    });
    expect([stale.status, stale.json]).toEqual([409, { code: "CONFLICT", message: m.staleRevision }]);
    const after = await article("conservacao-de-moedas", moderator);
    expect([after.revision, after.title, after.markdown]).toEqual([2, "Conservação de moedas", BODY_V2]);
    expect((await revisionRows(after.id)).map((r) => r.revision)).toEqual([1, 2]);

    // the same article unchanged is not a new revision
    const same = await admin.put("/api/wiki/articles/conservacao-de-moedas", {
      title: after.title,
      category_id: categoryId,
      body: BODY_V2,
      base_revision: 2,
    });
    expect([same.status, same.json.message]).toEqual([400, m.nothingChanged]);
  });

  it("lets only one of two saves from the same revision through", async () => {
    const start = await admin.post("/api/wiki/articles", {
      title: "Corrida de edições",
      category_id: null,
      body: "Início",
    });
    const results = await Promise.all(
      ["Versão da Ana", "Versão do Marcos"].map((body, i) =>
        (i === 0 ? admin : moderator).put(`/api/wiki/articles/${start.json.slug}`, {
          title: "Corrida de edições",
          category_id: null,
          body,
          base_revision: 1,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.json as WikiArticleView;
    const rows = await revisionRows(winner.id);
    expect(rows.map((r) => [r.revision, r.body])).toEqual([
      [1, "Início"],
      [2, winner.markdown],
    ]);
  });

  it("renames an address on request and keeps it when only the title changes", async () => {
    const view = await article("conservacao-de-moedas-2", admin);
    const retitled = await admin.put(`/api/wiki/articles/${view.slug}`, {
      title: "Limpeza de moedas",
      slug: "",
      category_id: null,
      body: "Outro texto.",
      base_revision: view.revision,
    });
    expect(retitled.json).toMatchObject({ slug: "conservacao-de-moedas-2", title: "Limpeza de moedas" });
    const moved = await admin.put(`/api/wiki/articles/${view.slug}`, {
      title: "Limpeza de moedas",
      slug: "limpeza-de-moedas",
      category_id: null,
      body: "Outro texto.",
      base_revision: retitled.json.revision,
    });
    expect(moved.json).toMatchObject({ slug: "limpeza-de-moedas", revision: 3 });
    expect((await member.get("/api/wiki/articles/conservacao-de-moedas-2")).status).toBe(404);
    const clash = await admin.put("/api/wiki/articles/limpeza-de-moedas", {
      title: "Limpeza de moedas",
      slug: "conservacao-de-moedas",
      category_id: null,
      body: "Outro texto.",
      base_revision: 3,
    });
    expect([clash.status, clash.json.fieldErrors]).toEqual([409, { slug: m.slugTaken }]);
  });

  it("shows the history (who, when, summary), an old revision and a line diff between any two", async () => {
    const history = await member.get("/api/wiki/articles/conservacao-de-moedas/revisions");
    expect(history.status).toBe(200);
    expect(history.json.items).toEqual([
      expect.objectContaining({
        revision: 2,
        summary: "Acrescenta a lupa",
        author_name: "Ana Admin",
        restored_from: null,
        size_delta: "\n- Lupa de 10x".length,
      }),
      expect.objectContaining({
        revision: 1,
        summary: m.createdSummary,
        author_name: "Marcos Moderador",
        author_id: moderatorId,
        size_delta: BODY_V1.length,
      }),
    ]);
    expect(history.json.next_before).toBeNull();
    expect(history.json.can_edit).toBe(false);

    const old = await member.get("/api/wiki/articles/conservacao-de-moedas/revisions/1");
    expect(old.status).toBe(200);
    expect(old.json).toMatchObject({ revision: 1, markdown: BODY_V1, category_name: "Numismática" });
    expect(old.json.html).not.toContain("Lupa");
    expect((await member.get("/api/wiki/articles/conservacao-de-moedas/revisions/9")).json.message).toBe(
      m.revisionNotFound,
    );
    expect((await member.get("/api/wiki/articles/conservacao-de-moedas/revisions/abc")).status).toBe(400);

    const diff = await member.get("/api/wiki/articles/conservacao-de-moedas/diff?from=1&to=2");
    expect(diff.status).toBe(200);
    expect(diff.json).toMatchObject({ added: 1, removed: 0, title_change: null, category_change: null });
    const lines = diff.json.hunks.flatMap((h: { lines: unknown[] }) => h.lines);
    expect(lines.filter((l: { kind: string }) => l.kind !== "same")).toEqual([
      { kind: "add", text: "- Lupa de 10x", old_no: null, new_no: 5 },
    ]);
    // context lines around the change only
    expect(lines.length).toBe(7);
    // backwards works too
    const back = await member.get("/api/wiki/articles/conservacao-de-moedas/diff?from=2&to=1");
    expect(back.json).toMatchObject({ added: 0, removed: 1 });
    expect((await member.get("/api/wiki/articles/conservacao-de-moedas/diff?from=1&to=99")).status).toBe(404);
    expect((await member.get("/api/wiki/articles/conservacao-de-moedas/diff?from=x&to=1")).status).toBe(400);
  });

  it("diffs text as data: markup in a line stays in the line, and a huge change shows as replaced whole", () => {
    const { hunks, added, removed } = lineDiff(
      "a\n<script>x</script>\n",
      "a\n<img src=x onerror=alert(1)>\n",
    );
    expect([added, removed]).toEqual([1, 1]);
    expect(hunks[0]!.lines).toEqual([
      { kind: "same", text: "a", old_no: 1, new_no: 1 },
      { kind: "del", text: "<script>x</script>", old_no: 2, new_no: null },
      { kind: "add", text: "<img src=x onerror=alert(1)>", old_no: null, new_no: 2 },
    ]);
    expect(lineDiff("", "um\ndois").added).toBe(2);
    expect(lineDiff("igual", "igual").hunks).toEqual([]);
  });

  it("restores an old revision as a new one, and pages a long history", async () => {
    const restored = await moderator.post("/api/wiki/articles/conservacao-de-moedas/revisions/1/restore");
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json).toMatchObject({
      revision: 3,
      markdown: BODY_V1,
      updated_by_name: "Marcos Moderador",
    });
    const rows = await revisionRows(restored.json.id);
    expect(rows.map((r) => [r.revision, r.restored_from, r.summary])).toEqual([
      [1, null, m.createdSummary],
      [2, null, "Acrescenta a lupa"],
      [3, 1, m.restoredSummary(1)],
    ]);
    // what is already current cannot be restored again
    const again = await moderator.post("/api/wiki/articles/conservacao-de-moedas/revisions/1/restore");
    expect([again.status, again.json.message]).toEqual([400, m.nothingChanged]);
    expect(
      (await moderator.post("/api/wiki/articles/conservacao-de-moedas/revisions/8/restore")).status,
    ).toBe(404);

    const long = await admin.post("/api/wiki/articles", {
      title: "Histórico longo",
      category_id: null,
      body: "v1",
    });
    for (let n = 2; n <= WIKI_HISTORY_PAGE + 5; n++) {
      const res = await admin.put(`/api/wiki/articles/${long.json.slug}`, {
        title: "Histórico longo",
        category_id: null,
        body: `v${n}`,
        base_revision: n - 1,
      });
      expect(res.status).toBe(200);
    }
    const first = (await member.get(`/api/wiki/articles/${long.json.slug}/revisions`)).json;
    expect(first.items).toHaveLength(WIKI_HISTORY_PAGE);
    expect(first.items[0].revision).toBe(WIKI_HISTORY_PAGE + 5);
    expect(first.next_before).toBe(6);
    const second = (await member.get(`/api/wiki/articles/${long.json.slug}/revisions?before=6`)).json;
    expect(second.items.map((r: { revision: number }) => r.revision)).toEqual([5, 4, 3, 2, 1]);
    expect(second.next_before).toBeNull();
  });

  it("renames, orders and deletes categories; a deleted category leaves its articles without one", async () => {
    const second = await admin.post("/api/wiki/categories", { name: "Relojoaria" });
    expect(second.json.position).toBe(1);
    const clash = await admin.post("/api/wiki/categories", { name: "numismatica" });
    expect([clash.status, clash.json.fieldErrors]).toEqual([409, { name: m.categorySlugTaken }]);

    const renamed = await moderator.patch(`/api/wiki/categories/${categoryId}`, { name: "Moedas e cédulas" });
    expect(renamed.json).toMatchObject({
      name: "Moedas e cédulas",
      slug: "moedas-e-cedulas",
      article_count: 1,
    });

    expect(
      (await admin.put("/api/wiki/categories/order", { ids: [second.json.id] })).json.fieldErrors,
    ).toEqual({ ids: m.categoryOrderInvalid });
    expect(
      (await admin.put("/api/wiki/categories/order", { ids: [second.json.id, second.json.id] })).status,
    ).toBe(400);
    const ordered = await moderator.put("/api/wiki/categories/order", { ids: [second.json.id, categoryId] });
    expect(ordered.json.items.map((c: { name: string }) => c.name)).toEqual([
      "Relojoaria",
      "Moedas e cédulas",
    ]);
    expect((await member.get("/api/wiki")).json.categories.map((c: { name: string }) => c.name)).toEqual([
      "Relojoaria",
      "Moedas e cédulas",
    ]);

    expect((await admin.del(`/api/wiki/categories/${categoryId}`)).status).toBe(200);
    expect((await admin.del(`/api/wiki/categories/${categoryId}`)).status).toBe(404);
    const view = await article("conservacao-de-moedas");
    expect(view.category).toBeNull();
    // the old revision still shows, without its category; restoring it does not bring the category back
    const old = (await member.get("/api/wiki/articles/conservacao-de-moedas/revisions/2")).json;
    expect(old.category_name).toBeNull();
    const restored = await admin.post("/api/wiki/articles/conservacao-de-moedas/revisions/2/restore");
    expect(restored.json).toMatchObject({ revision: 4, category: null, markdown: BODY_V2 });
  });

  it("keeps a deleted member's revisions, without their name", async () => {
    const res = await admin.del(`/api/admin/members/${moderatorId}`);
    expect(res.status).toBe(200);
    const history = (await member.get("/api/wiki/articles/conservacao-de-moedas/revisions")).json;
    expect(
      history.items.map((r: { revision: number; author_id: string | null; author_name: string | null }) => [
        r.revision,
        r.author_id,
        r.author_name,
      ]),
    ).toEqual([
      [4, expect.any(String), "Ana Admin"],
      [3, null, null],
      [2, expect.any(String), "Ana Admin"],
      [1, null, null],
    ]);
    const [row] = await t.db
      .select()
      .from(wikiArticles)
      .where(eq(wikiArticles.slug, "conservacao-de-moedas"));
    expect(row!.created_by).toBeNull();
  });

  it("deletes an article with its revisions", async () => {
    const view = await article("conservacao-de-moedas");
    expect((await admin.del("/api/wiki/articles/conservacao-de-moedas")).status).toBe(200);
    expect((await member.get("/api/wiki/articles/conservacao-de-moedas")).status).toBe(404);
    expect((await member.get("/api/wiki/articles/conservacao-de-moedas/revisions")).status).toBe(404);
    expect(await revisionRows(view.id)).toEqual([]);
    const left = await t.db.execute(
      sql`select count(*)::int as n from search_chunks where wiki_article_id = ${view.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
