import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { suppliers } from "../../db/schema";
import { makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { plainText, retrieve, type RetrievalViewer } from "./search.service";

/** Wiki articles and approved suppliers in the Portuguese index, read through `retrieve`. */
describe("wiki articles and suppliers in the search index", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let moderator: TestClient;
  let member: RetrievalViewer;

  const found = async (
    query: string,
    viewer = member,
    scope: Parameters<typeof retrieve>[3]["scope"] = null,
  ) =>
    (await retrieve(t.db, viewer, query, { scope, limit: 10 })).map((p) => [
      p.kind,
      p.title,
      p.context,
      p.url,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db)).id);
    const account = await signUpConfirmed(t.client(), t.db);
    member = { userId: account.id, profile: { is_admin: false, is_moderator: false } };
  });

  it("finds a wiki article without accents, by its words, title and category; edits and deletes leave no trace", async () => {
    const category = await moderator.post("/api/wiki/categories", { name: "Numismática" });
    const created = await moderator.post("/api/wiki/articles", {
      title: "Higienização de cédulas",
      category_id: category.json.id,
      body: "## Cuidados\n\nNunca use água sanitária: o papel-moeda amarela e perde valor.",
    });
    expect(created.status).toBe(201);
    const url = "/recursos/wiki/higienizacao-de-cedulas";
    const hit = ["wiki", "Higienização de cédulas", "Numismática", url];
    expect(await found("higienizacao")).toEqual([hit]);
    expect(await found("agua sanitaria")).toEqual([hit]);
    expect(await found("numismatica")).toEqual([hit]);
    const [passage] = await retrieve(t.db, member, "agua sanitaria", { scope: null });
    expect(passage!.excerpt).toContain("Nunca use água sanitária");

    // renaming the category renames the context of its articles' passages
    await moderator.patch(`/api/wiki/categories/${category.json.id}`, { name: "Cédulas e moedas" });
    expect(await found("higienizacao")).toEqual([
      ["wiki", "Higienização de cédulas", "Cédulas e moedas", url],
    ]);
    expect(await found("numismatica")).toEqual([]);

    const saved = await moderator.put("/api/wiki/articles/higienizacao-de-cedulas", {
      title: "Higienização de cédulas",
      category_id: category.json.id,
      body: "Use somente pincel macio e luvas.",
      base_revision: 1,
    });
    expect(saved.status).toBe(200);
    expect(await found("agua sanitaria")).toEqual([]);
    expect(await found("pincel macio")).toEqual([
      ["wiki", "Higienização de cédulas", "Cédulas e moedas", url],
    ]);

    expect((await moderator.del("/api/wiki/articles/higienizacao-de-cedulas")).status).toBe(200);
    expect(await found("pincel macio")).toEqual([]);
    expect(await found("higienizacao")).toEqual([]);
  });

  it("finds only approved suppliers, without accents, with their city and UF", async () => {
    const [approved] = await t.db
      .insert(suppliers)
      .values({
        name: "Relógios Antigos Paulista",
        description: "Restauração de relógios de bolso e cronômetros.",
        categories: ["Relojoaria"],
        city: "São Paulo",
        uf: "SP",
        status: "approved",
      })
      .returning();
    const [pending] = await t.db
      .insert(suppliers)
      .values({ name: "Relógios do Sul", description: "Cronômetros suíços.", uf: "RS", status: "pending" })
      .returning();
    await t.db
      .insert(suppliers)
      .values({ name: "Relógios Recusados", description: "Cronômetros.", status: "rejected" });

    const hit = [
      "supplier",
      "Relógios Antigos Paulista",
      "São Paulo – SP",
      `/recursos/fornecedores/${approved!.id}`,
    ];
    expect(await found("relogios")).toEqual([hit]);
    expect(await found("cronometro")).toEqual([hit]);
    expect(await found("relojoaria")).toEqual([hit]);

    // approving puts it in; rejecting takes it out again
    await t.db.update(suppliers).set({ status: "approved" }).where(eq(suppliers.id, pending!.id));
    expect((await found("relogios")).map((h) => h[1]).sort()).toEqual([
      "Relógios Antigos Paulista",
      "Relógios do Sul",
    ]);
    expect((await found("relogios sul"))[0]).toEqual([
      "supplier",
      "Relógios do Sul",
      "RS",
      `/recursos/fornecedores/${pending!.id}`,
    ]);
    await t.db.update(suppliers).set({ status: "rejected" }).where(eq(suppliers.id, pending!.id));
    expect(await found("relogios")).toEqual([hit]);

    // an edit of an approved supplier replaces its words
    await t.db
      .update(suppliers)
      .set({ description: "Pulseiras de couro." })
      .where(eq(suppliers.id, approved!.id));
    expect(await found("cronometro")).toEqual([]);
    expect(await found("pulseira")).toEqual([hit]);
    await t.db.delete(suppliers).where(eq(suppliers.id, approved!.id));
    expect(await found("relogios")).toEqual([]);
  });

  it("quotes a wiki table as its cells, row by row", () => {
    expect(
      plainText(
        "## Armazenamento\n\n| Item | Prefira |\n| :--- | ---: |\n| Moedas | Cápsulas rígidas |\n| Cédulas | Folders |",
      ),
    ).toBe("Armazenamento. Item, Prefira. Moedas, Cápsulas rígidas. Cédulas, Folders.");
  });

  it("keeps the wiki and suppliers out of a scoped search (an agent bound to courses and spaces)", async () => {
    await moderator.post("/api/wiki/articles", {
      title: "Catalogação de selos",
      category_id: null,
      body: "Use classificadores.",
    });
    await t.db
      .insert(suppliers)
      .values({ name: "Selos & Cia", description: "Classificadores de selos.", status: "approved" });
    expect((await found("selos")).map((h) => h[0]).sort()).toEqual(["supplier", "wiki"]);
    expect(await found("selos", member, { courseIds: [], spaceIds: [] })).toEqual([]);
    expect(
      (await retrieve(t.db, member, "selos", { scope: null, kinds: ["wiki"] })).map((p) => p.kind),
    ).toEqual(["wiki"]);
  });
});
