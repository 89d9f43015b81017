import { supplierMessages as m } from "@guilda/shared/messages/suppliers";
import { notificationMessages as nm } from "@guilda/shared/messages/notifications";
import type { SupplierPage, SupplierView } from "@guilda/shared/schemas/suppliers";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaUploads, suppliers } from "../../db/schema";
import { makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

const suggestion = {
  name: "Relógios do Vale",
  description: "Conserto e venda de relógios mecânicos antigos.\nAtendimento com hora marcada.",
  categories: ["Relógios", " relogios ", "Restauração"],
  city: "Campinas",
  uf: "sp",
  website: "relogiosdovale.com.br/loja",
  instagram: "@Relogios.Do_Vale",
  whatsapp: "+55 (19) 98765-4321",
};

describe("suppliers (/recursos/fornecedores)", () => {
  let t: App;
  let admin: TestClient;
  let moderator: TestClient;
  let member: TestClient;
  let other: TestClient;
  let third: TestClient;
  let visitor: TestClient;
  let memberId: string;
  let suggestedId: string;

  /** An approved supplier straight in the database (the trigger indexes it as the API's would). */
  const approved = async (values: Partial<typeof suppliers.$inferInsert> & { name: string }) => {
    const [row] = await t.db
      .insert(suppliers)
      .values({ categories: ["Moedas"], status: "approved", ...values })
      .returning({ id: suppliers.id });
    return row!.id;
  };
  const list = async (client: TestClient, query = "") => {
    const res = await client.get(`/api/suppliers${query ? `?${query}` : ""}`);
    expect(res.status, res.text).toBe(200);
    return res.json as SupplierPage;
  };
  const names = async (query: string) => (await list(member, query)).items.map((s) => s.name);

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db, { name: "Helena Admin" })).id);
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db, { name: "Marcos Moderador" })).id);
    member = t.client();
    memberId = (await signUpConfirmed(member, t.db, { name: "Rafael Nogueira" })).id;
    other = t.client();
    await signUpConfirmed(other, t.db, { name: "Joana Prado" });
    third = t.client();
    await signUpConfirmed(third, t.db, { name: "Caio Lins" });
    visitor = t.client();
  });

  it("is for signed-in members only", async () => {
    expect((await visitor.get("/api/suppliers")).status).toBe(401);
    expect((await visitor.get("/api/suppliers/facets")).status).toBe(401);
    expect((await visitor.post("/api/suppliers", suggestion)).status).toBe(401);
    expect((await list(member)).items).toEqual([]);
  });

  it("takes a member's suggestion as pending, with every field normalized", async () => {
    const res = await member.post("/api/suppliers", {
      ...suggestion,
      // The server owns these: ignored when sent.
      status: "approved",
      is_verified: true,
      rating_count: 9,
      submitted_by: "someone-else",
    });
    expect(res.status, res.text).toBe(201);
    const view = res.json as SupplierView;
    suggestedId = view.id;
    expect(view).toMatchObject({
      name: "Relógios do Vale",
      categories: ["Relógios", "Restauração"],
      city: "Campinas",
      uf: "SP",
      website: "https://relogiosdovale.com.br/loja",
      instagram: "relogios.do_vale",
      instagram_url: "https://instagram.com/relogios.do_vale",
      whatsapp: "5519987654321",
      whatsapp_url: "https://wa.me/5519987654321",
      status: "pending",
      is_verified: false,
      rating_count: 0,
      rating_avg: 0,
      submitted_by: { id: memberId, full_name: "Rafael Nogueira" },
      can_edit: false,
      can_review: false,
      can_verify: false,
      can_rate: false,
    });
    expect(view.description).toBe(suggestion.description);
  });

  it("keeps a pending suggestion out of the directory and away from other members", async () => {
    expect((await list(other)).total).toBe(0);
    expect((await other.get(`/api/suppliers/${suggestedId}`)).status).toBe(404);
    expect((await member.get(`/api/suppliers/${suggestedId}`)).json.status).toBe("pending");
    expect((await other.get("/api/suppliers?q=relogios")).json.total).toBe(0);
    expect((await member.get("/api/suppliers/facets")).json.pending_count).toBe(1);
    expect((await other.get("/api/suppliers/facets")).json.pending_count).toBe(0);
    expect((await moderator.get("/api/suppliers/facets")).json.pending_count).toBe(1);
    // Members see their own suggestions; staff every one.
    expect((await other.get("/api/suppliers/submissions")).json).toMatchObject({ items: [], total: 0 });
    const mine = (await member.get("/api/suppliers/submissions")).json;
    expect(mine.items.map((s: SupplierView) => s.id)).toEqual([suggestedId]);
    const queue = (await moderator.get("/api/suppliers/submissions?status=pending")).json;
    expect(queue).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(queue.items[0]).toMatchObject({ id: suggestedId, can_review: true, can_verify: false });
    expect((await moderator.get("/api/suppliers/submissions?status=approved")).status).toBe(400);
  });

  it("refuses bad input with pt-BR messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ website: "javascript:alert(1)" }, "website", m.websiteInvalid],
      [{ website: "data:text/html,<script>alert(1)</script>" }, "website", m.websiteInvalid],
      [{ website: "ftp://arquivos.com.br" }, "website", m.websiteInvalid],
      [{ website: "//evil.example" }, "website", m.websiteInvalid],
      [{ instagram: "@perfil com espaço" }, "instagram", m.instagramInvalid],
      [{ instagram: "a".repeat(31) }, "instagram", m.instagramInvalid],
      [{ whatsapp: "12345" }, "whatsapp", m.whatsappInvalid],
      [{ whatsapp: "+1 415 555 2671" }, "whatsapp", m.whatsappInvalid],
      [{ whatsapp: "(01) 98765-4321" }, "whatsapp", m.whatsappInvalid],
      [{ whatsapp: "javascript:alert(1)" }, "whatsapp", m.whatsappInvalid],
      [{ uf: "XX" }, "uf", m.ufInvalid],
      [{ categories: [] }, "categories", m.categoriesRequired],
      [{ categories: [" ", ""] }, "categories", m.categoriesRequired],
      [
        { categories: ["a", "b", "c", "d", "e", "f"].map((c) => `Categoria ${c}`) },
        "categories",
        m.categoriesTooMany,
      ],
      [{ categories: ["x".repeat(41)] }, "categories", m.categoryTooLong],
      [{ name: "" }, "name", m.nameRequired],
      [{ name: "x".repeat(121) }, "name", m.nameTooLong],
      [{ description: "x".repeat(2001) }, "description", m.descriptionTooLong],
      [{ logo_url: "https://evil.example/logo.png" }, "logo_url", m.logoInvalid],
      [{ logo_url: "/media/media_uploads/abc/123.png" }, "logo_url", m.logoInvalid],
    ];
    for (const [patch, field, message] of cases) {
      const res = await member.post("/api/suppliers", { ...suggestion, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.json.fieldErrors[field], JSON.stringify(patch)).toBe(message);
    }
    const { name: _name, ...withoutName } = suggestion;
    expect((await member.post("/api/suppliers", withoutName)).json.fieldErrors.name).toBe(m.nameRequired);
    // Landlines, a trunk zero and a pasted wa.me link are fine.
    for (const [typed, digits] of [
      ["(11) 3333-4444", "551133334444"],
      ["011 98765-4321", "5511987654321"],
      ["https://wa.me/5521912345678", "5521912345678"],
      ["55 99123-4567", "5555991234567"],
    ]) {
      const res = await admin.post("/api/suppliers", {
        ...suggestion,
        name: `Zap ${typed}`,
        whatsapp: typed,
      });
      expect(res.status, typed).toBe(201);
      expect(res.json.whatsapp, typed).toBe(digits);
      await admin.del(`/api/suppliers/${res.json.id}`);
    }
  });

  it("refuses members on every staff action, moderators on 'verificado', visitors on all", async () => {
    const id = suggestedId;
    const full = { ...suggestion, name: "Outro nome" };
    expect((await member.put(`/api/suppliers/${id}`, full)).status).toBe(403);
    expect((await member.del(`/api/suppliers/${id}`)).status).toBe(403);
    expect((await member.post(`/api/suppliers/${id}/review`, { decision: "approve" })).status).toBe(403);
    expect((await member.put(`/api/suppliers/${id}/verified`, { is_verified: true })).status).toBe(403);
    expect((await moderator.put(`/api/suppliers/${id}/verified`, { is_verified: true })).status).toBe(403);
    // Refused before the input is read: a bad body is still 403.
    expect((await member.put(`/api/suppliers/${id}`, { name: "" })).status).toBe(403);
    expect((await visitor.put(`/api/suppliers/${id}`, full)).status).toBe(401);
    expect((await visitor.del(`/api/suppliers/${id}`)).status).toBe(401);
    expect((await visitor.post(`/api/suppliers/${id}/review`, { decision: "approve" })).status).toBe(401);
    expect((await visitor.put(`/api/suppliers/${id}/verified`, { is_verified: true })).status).toBe(401);
    const row = (await member.get(`/api/suppliers/${id}`)).json;
    expect(row).toMatchObject({ name: "Relógios do Vale", status: "pending", is_verified: false });
  });

  it("is approved by a moderator once; the member is told and finds it without accents", async () => {
    const res = await moderator.post(`/api/suppliers/${suggestedId}/review`, { decision: "approve" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: "approved", can_rate: true });
    const again = await moderator.post(`/api/suppliers/${suggestedId}/review`, { decision: "approve" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(m.alreadyApproved);

    const bell = (await member.get("/api/notifications")).json.items;
    expect(bell[0]).toMatchObject({
      type: "supplier_reviewed",
      title: nm.supplierApproved("Relógios do Vale"),
      link: `/recursos/fornecedores/${suggestedId}`,
      actor: expect.objectContaining({ full_name: "Marcos Moderador" }),
    });

    for (const q of [
      "relogios",
      "RELÓGIOS",
      "relog",
      "vale",
      "campinas",
      "mecanicos antigos",
      "restauracao",
    ]) {
      const found = await list(other, `q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((s) => s.id),
        q,
      ).toEqual([suggestedId]);
    }
    expect((await list(other, "q=relogios+pneus")).total).toBe(0);
    // A typo still finds it, through the index's nearest known word ('relojios' ~ 'relogios').
    expect((await list(other, "q=relojios")).items.map((s) => s.id)).toEqual([suggestedId]);
    // Text the index has no words for (a UF, short words, only stop words) is matched as typed in the
    // name, the city or the UF — never ignored.
    expect((await list(other, "q=SP")).items.map((s) => s.id)).toEqual([suggestedId]);
    expect((await list(other, "q=RJ")).total).toBe(0);
    expect((await list(other, "q=das+para")).total).toBe(0);
    expect((await list(other, "q=%25")).total).toBe(0);
    expect((await other.get("/api/suppliers/facets")).json).toMatchObject({
      categories: [
        { name: "Relógios", count: 1 },
        { name: "Restauração", count: 1 },
      ],
      ufs: [{ uf: "SP", count: 1 }],
      pending_count: 0,
    });
  });

  it("needs a reason to reject; the submitter reads it, other members do not", async () => {
    const res = await other.post("/api/suppliers", {
      ...suggestion,
      name: "Moedas Duvidosas",
      categories: ["Moedas"],
      website: "",
      instagram: "",
      whatsapp: null,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ website: null, instagram: null, whatsapp: null, whatsapp_url: null });
    const id = res.json.id as string;
    const noNote = await moderator.post(`/api/suppliers/${id}/review`, { decision: "reject", note: "  " });
    expect(noNote.status).toBe(400);
    expect(noNote.json.fieldErrors.note).toBe(m.rejectNoteRequired);
    const rejected = await moderator.post(`/api/suppliers/${id}/review`, {
      decision: "reject",
      note: "Não encontramos CNPJ nem avaliações.",
    });
    expect(rejected.json).toMatchObject({
      status: "rejected",
      review_note: "Não encontramos CNPJ nem avaliações.",
    });
    const mine = (await other.get(`/api/suppliers/${id}`)).json;
    expect(mine).toMatchObject({ status: "rejected", review_note: "Não encontramos CNPJ nem avaliações." });
    expect((await member.get(`/api/suppliers/${id}`)).status).toBe(404);
    expect((await other.get("/api/notifications")).json.items[0]).toMatchObject({
      title: nm.supplierRejected("Moedas Duvidosas"),
      link: `/recursos/fornecedores/${id}`,
    });
    expect((await list(other, "q=duvidosas")).total).toBe(0);
    expect((await other.get("/api/suppliers/submissions?status=rejected")).json.total).toBe(1);
    // A rejected supplier may still be approved later.
    const later = await admin.post(`/api/suppliers/${id}/review`, {
      decision: "approve",
      note: "CNPJ conferido.",
    });
    expect(later.json.status).toBe("approved");
    expect((await list(member, "q=duvidosas")).items.map((s) => s.id)).toEqual([id]);
    await admin.del(`/api/suppliers/${id}`);
  });

  it("lets admins set 'verificado' and staff add suppliers published at once", async () => {
    const verified = await admin.put(`/api/suppliers/${suggestedId}/verified`, { is_verified: true });
    expect(verified.status).toBe(200);
    expect(verified.json.is_verified).toBe(true);
    expect((await list(member, "q=vale")).items[0]!.is_verified).toBe(true);
    const created = await moderator.post("/api/suppliers", { ...suggestion, name: "Cédulas & Cia" });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: "approved", can_edit: true, can_verify: false });
    expect((await list(member, "q=cedulas")).items.map((s) => s.name)).toEqual(["Cédulas & Cia"]);
    expect((await moderator.del(`/api/suppliers/${created.json.id}`)).status).toBe(200);
    expect((await member.get(`/api/suppliers/${created.json.id}`)).status).toBe(404);
    expect((await list(member, "q=cedulas")).total).toBe(0);
    expect((await moderator.del(`/api/suppliers/${created.json.id}`)).status).toBe(404);
  });

  it("is edited by staff: the search follows, categories join an existing spelling", async () => {
    const res = await moderator.put(`/api/suppliers/${suggestedId}`, {
      ...suggestion,
      name: "Casa do Ponteiro",
      categories: ["relógios", "restauracao", "Peças de reposição"],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      name: "Casa do Ponteiro",
      categories: ["Relógios", "Restauração", "Peças de reposição"],
      status: "approved",
      is_verified: true,
    });
    expect((await list(member, "q=ponteiro")).items.map((s) => s.id)).toEqual([suggestedId]);
    expect((await list(member, "q=pecas")).items.map((s) => s.id)).toEqual([suggestedId]);
    // Only the old name said 'Vale': its words left the index with it.
    expect((await list(member, "q=vale")).total).toBe(0);
    await moderator.put(`/api/suppliers/${suggestedId}`, { ...suggestion, name: "Relógios do Vale" });
    expect((await list(member, "q=vale")).total).toBe(1);
  });

  describe("directory", () => {
    beforeAll(async () => {
      await approved({
        name: "Moedas do Império",
        categories: ["Moedas", "Cédulas"],
        city: "Ouro Preto",
        uf: "MG",
        rating_count: 4,
        rating_sum: 18,
      });
      await approved({
        name: "Ótica & Lupas Numismáticas",
        categories: ["Acessórios"],
        uf: "SP",
        rating_count: 2,
        rating_sum: 9,
      });
      await approved({
        name: "ateliê das moedas",
        categories: ["Moedas"],
        uf: "RJ",
        rating_count: 2,
        rating_sum: 9,
      });
      await approved({
        name: "Brinquedos de Lata Nostalgia",
        categories: ["Brinquedos"],
        uf: "RJ",
        description: "Carrinhos e robôs de lata restaurados.",
      });
      await approved({
        name: "Zeca Selos",
        categories: ["Selos"],
        uf: "PR",
        rating_count: 1,
        rating_sum: 5,
        description: "100% dos selos com_certificado",
      });
    });

    it("sorts by rating (average, then count, then name) and by name ignoring case and accents", async () => {
      expect(await names("sort=rating")).toEqual([
        "Zeca Selos",
        "Moedas do Império",
        "ateliê das moedas",
        "Ótica & Lupas Numismáticas",
        "Brinquedos de Lata Nostalgia",
        "Relógios do Vale",
      ]);
      expect(await names("sort=name")).toEqual([
        "ateliê das moedas",
        "Brinquedos de Lata Nostalgia",
        "Moedas do Império",
        "Ótica & Lupas Numismáticas",
        "Relógios do Vale",
        "Zeca Selos",
      ]);
      expect(await names("")).toEqual(await names("sort=rating"));
      const card = (await list(member, "q=imperio")).items[0]!;
      expect(card).toMatchObject({ rating_avg: 4.5, rating_count: 4, uf: "MG", city: "Ouro Preto" });
    });

    it("filters by category and UF, and finds by prefix without accents", async () => {
      expect(await names("category=Moedas&sort=name")).toEqual(["ateliê das moedas", "Moedas do Império"]);
      expect(await names("uf=rj&sort=name")).toEqual(["ateliê das moedas", "Brinquedos de Lata Nostalgia"]);
      expect(await names("uf=RJ&category=Moedas")).toEqual(["ateliê das moedas"]);
      expect(await names("category=Inexistente")).toEqual([]);
      expect(await names("q=moed&sort=name")).toEqual(["ateliê das moedas", "Moedas do Império"]);
      expect(await names("q=atelie")).toEqual(["ateliê das moedas"]);
      expect(await names("q=numism")).toEqual(["Ótica & Lupas Numismáticas"]);
      expect(await names("q=robos+lata")).toEqual(["Brinquedos de Lata Nostalgia"]);
      expect(await names("q=moedas&uf=MG")).toEqual(["Moedas do Império"]);
      // Typed as text, never as SQL or patterns.
      for (const q of [
        "' OR 1=1--",
        "%",
        "_",
        "100%",
        "com_certificado",
        "\\",
        "(moedas | selos)",
        "moedas:*",
      ]) {
        const res = await member.get(`/api/suppliers?q=${encodeURIComponent(q)}`);
        expect(res.status, q).toBe(200);
      }
      // Plain text, searched as typed: no supplier is called that.
      expect((await list(member, `q=${encodeURIComponent("' OR 1=1--")}`)).total).toBe(0);
      expect(await names(`q=${encodeURIComponent("moedas' OR 1=1--")}&sort=name`)).toEqual([
        "ateliê das moedas",
        "Moedas do Império",
      ]);
      expect(await names(`q=${encodeURIComponent("(moedas | selos)")}&sort=name`)).toEqual([]);
      // Words too short for the index are looked for in the name, the city and the UF.
      expect(await names("q=ze")).toEqual(["Zeca Selos"]);
      expect(await names("q=mg&sort=name")).toEqual(["Moedas do Império"]);
    });

    it("pages on the server with the total, and refuses unknown sorts and big pages", async () => {
      const first = await list(member, "sort=name&page_size=4");
      expect(first).toMatchObject({ total: 6, page: 1, page_size: 4 });
      expect(first.items).toHaveLength(4);
      const second = await list(member, "sort=name&page_size=4&page=2");
      expect(second.items.map((s) => s.name)).toEqual(["Relógios do Vale", "Zeca Selos"]);
      expect((await list(member, "page=9")).items).toEqual([]);
      for (const query of [
        "sort=price",
        "page_size=51",
        "page=0",
        "page=abc",
        "uf=XX",
        "limit=5",
        `q=${"x".repeat(101)}`,
      ]) {
        const res = await member.get(`/api/suppliers?${query}`);
        expect(res.status, query).toBe(400);
        expect(typeof res.json.message).toBe("string");
      }
      expect((await member.get("/api/suppliers?sort=price")).json.message).toBe(m.sortInvalid);
    });

    it("lists categories and UFs with counts, most used first", async () => {
      const { categories, ufs } = (await member.get("/api/suppliers/facets")).json;
      expect(categories[0]).toEqual({ name: "Moedas", count: 2 });
      expect(categories).toContainEqual({ name: "Selos", count: 1 });
      expect(ufs).toEqual([
        { uf: "MG", count: 1 },
        { uf: "PR", count: 1 },
        { uf: "RJ", count: 2 },
        { uf: "SP", count: 2 },
      ]);
    });
  });

  describe("ratings", () => {
    let id: string;
    beforeAll(async () => {
      id = await approved({ name: "Selaria Filatélica", categories: ["Selos"] });
    });

    it("are one per member, changed and removed, with the totals counted again", async () => {
      expect((await visitor.put(`/api/suppliers/${id}/rating`, { stars: 5 })).status).toBe(401);
      const first = await member.put(`/api/suppliers/${id}/rating`, { stars: 5, comment: "Entrega rápida." });
      expect(first.status, first.text).toBe(200);
      expect(first.json).toMatchObject({
        rating_avg: 5,
        rating_count: 1,
        my_rating: { stars: 5, comment: "Entrega rápida." },
      });
      const second = await other.put(`/api/suppliers/${id}/rating`, { stars: 2, comment: "   " });
      expect(second.json).toMatchObject({
        rating_avg: 3.5,
        rating_count: 2,
        my_rating: { stars: 2, comment: null },
      });
      const changed = await member.put(`/api/suppliers/${id}/rating`, {
        stars: 3,
        comment: "Mudou de endereço.",
      });
      expect(changed.json).toMatchObject({ rating_avg: 2.5, rating_count: 2 });
      const detail = (await member.get(`/api/suppliers/${id}`)).json as SupplierView;
      expect(detail).toMatchObject({
        rating_avg: 2.5,
        rating_count: 2,
        my_rating: { stars: 3, comment: "Mudou de endereço." },
      });
      expect((await third.get(`/api/suppliers/${id}`)).json.my_rating).toBeNull();

      const removed = await other.del(`/api/suppliers/${id}/rating`);
      expect(removed.json).toMatchObject({ rating_avg: 3, rating_count: 1, my_rating: null });
      expect((await other.del(`/api/suppliers/${id}/rating`)).json).toMatchObject({ rating_count: 1 });
      const [row] = await t.db.select().from(suppliers).where(eq(suppliers.id, id));
      expect(row).toMatchObject({ rating_count: 1, rating_sum: 3 });
      expect(Number(row!.rating_avg)).toBe(3);
    });

    it("refuses stars outside 1–5 and long comments; comments stay plain text", async () => {
      for (const stars of [0, 6, 2.5, "5", null]) {
        const res = await third.put(`/api/suppliers/${id}/rating`, { stars });
        expect(res.status, String(stars)).toBe(400);
        expect(res.json.fieldErrors.stars).toBe(m.starsInvalid);
      }
      const long = await third.put(`/api/suppliers/${id}/rating`, { stars: 4, comment: "x".repeat(1001) });
      expect(long.json.fieldErrors.comment).toBe(m.commentTooLong);
      const hostile = "<script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1))";
      const res = await third.put(`/api/suppliers/${id}/rating`, { stars: 4, comment: hostile });
      expect(res.json.my_rating.comment).toBe(hostile);
      const items = (await member.get(`/api/suppliers/${id}/ratings`)).json.items;
      expect(items[0]).toMatchObject({ stars: 4, comment: hostile, user: { full_name: "Caio Lins" } });
      await third.del(`/api/suppliers/${id}/rating`);
    });

    it("cannot be given to a supplier that is not approved", async () => {
      const pending = await third.post("/api/suppliers", { ...suggestion, name: "Pendente Ltda" });
      const pendingId = pending.json.id as string;
      expect((await third.put(`/api/suppliers/${pendingId}/rating`, { stars: 5 })).status).toBe(409);
      expect((await third.put(`/api/suppliers/${pendingId}/rating`, { stars: 5 })).json.message).toBe(
        m.notApproved,
      );
      expect((await member.put(`/api/suppliers/${pendingId}/rating`, { stars: 5 })).status).toBe(404);
      expect((await member.get(`/api/suppliers/${pendingId}/ratings`)).status).toBe(404);
      expect(
        (await member.put(`/api/suppliers/00000000-0000-4000-8000-000000000000/rating`, { stars: 5 })).status,
      ).toBe(404);
      expect((await member.get("/api/suppliers/nao-e-um-id")).status).toBe(400);
      await admin.del(`/api/suppliers/${pendingId}`);
    });

    it("count every one of many members rating at once", async () => {
      const raters = [admin, moderator, member, other, third];
      const results = await Promise.all(
        raters.map((client, i) => client.put(`/api/suppliers/${id}/rating`, { stars: i + 1 })),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const [row] = await t.db.select().from(suppliers).where(eq(suppliers.id, id));
      expect(row).toMatchObject({ rating_count: 5, rating_sum: 15 });
      expect(Number(row!.rating_avg)).toBe(3);
    });

    it("are listed newest first in pages of 10", async () => {
      const page = (await member.get(`/api/suppliers/${id}/ratings`)).json;
      expect(page.items).toHaveLength(5);
      expect(page.next_cursor).toBeNull();
      const times = page.items.map((r: { updated_at: string }) => r.updated_at);
      expect([...times].sort().reverse()).toEqual(times);

      const many = await approved({ name: "Muito Avaliado" });
      const clients: TestClient[] = [];
      for (let i = 0; i < 12; i++) {
        const client = t.client();
        await signUpConfirmed(client, t.db, { name: `Avaliador ${i}` });
        clients.push(client);
      }
      for (const [i, client] of clients.entries()) {
        await client.put(`/api/suppliers/${many}/rating`, { stars: 1 + (i % 5), comment: `Nota ${i}` });
        await new Promise((r) => setTimeout(r, 2));
      }
      const p1 = (await member.get(`/api/suppliers/${many}/ratings`)).json;
      expect(p1.items.map((r: { comment: string }) => r.comment)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Nota ${11 - i}`),
      );
      const p2 = (await member.get(`/api/suppliers/${many}/ratings?cursor=${p1.next_cursor}`)).json;
      expect(p2.items.map((r: { comment: string }) => r.comment)).toEqual(["Nota 1", "Nota 0"]);
      expect(p2.next_cursor).toBeNull();
      const bad = await member.get(`/api/suppliers/${many}/ratings?cursor=eyJjIjoiMjAyNi0wMi0zMCJ9`);
      expect(bad.status).toBe(400);
      expect(bad.json.code).toBe("CURSOR_INVALID");
      expect((await member.get(`/api/suppliers/${many}`)).json).toMatchObject({
        rating_count: 12,
        rating_avg: 2.75,
      });
    });
  });

  describe("logos", () => {
    const png = () =>
      sharp({ create: { width: 900, height: 300, channels: 3, background: "#b08d57" } })
        .png()
        .withExif({ IFD0: { Artist: "Fulano" } })
        .toBuffer();
    const uploadLogo = async (client: TestClient, body: Uint8Array) =>
      client.request("POST", "/api/uploads?purpose=logo", undefined, {
        rawBody: body,
        headers: { "content-type": "application/octet-stream" },
      });
    const bytesOf = async (client: TestClient, url: string) =>
      t.app.request(`http://localhost:3999${url}`, {
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
    const usedAt = async (url: string) =>
      (
        await t.db
          .select({ used_at: mediaUploads.used_at })
          .from(mediaUploads)
          .where(eq(mediaUploads.object_key, url.replace("/media/media_uploads/", "")))
      )[0]!.used_at;

    it("are uploaded by any member, fitted (not cropped) and re-encoded without metadata", async () => {
      const res = await uploadLogo(member, await png());
      expect(res.status, res.text).toBe(201);
      expect(res.json.url).toMatch(
        new RegExp(`^/media/media_uploads/${memberId}/logo-\\d{13}-[A-Za-z0-9_-]{22}\\.webp$`),
      );
      const file = await bytesOf(member, res.json.url);
      expect(file.status).toBe(200);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 512, height: 171 });
      expect(meta.exif).toBeUndefined();
      // Not used yet: only its owner reads it.
      expect((await bytesOf(other, res.json.url)).status).toBe(404);
      const html = await uploadLogo(
        member,
        new TextEncoder().encode("<html><script>alert(1)</script></html>"),
      );
      expect(html.status).toBe(415);
      expect(html.json.message).toBe(m.logoFileType);
    });

    it("become a supplier's logo once, readable by every member; a replaced one is released", async () => {
      const mine = (await uploadLogo(member, await png())).json.url as string;
      const theirs = (await uploadLogo(other, await png())).json.url as string;
      const refused = await member.post("/api/suppliers", {
        ...suggestion,
        name: "Com logo alheio",
        logo_url: theirs,
      });
      expect(refused.status).toBe(400);
      expect(refused.json.fieldErrors.logo_url).toBe(m.logoNotYours);
      const created = await member.post("/api/suppliers", {
        ...suggestion,
        name: "Com logo",
        logo_url: mine,
      });
      expect(created.status).toBe(201);
      expect(created.json.logo_url).toBe(mine);
      expect(await usedAt(mine)).not.toBeNull();
      expect((await bytesOf(other, mine)).status).toBe(200);
      // One file, one supplier.
      const twice = await member.post("/api/suppliers", {
        ...suggestion,
        name: "Com o mesmo logo",
        logo_url: mine,
      });
      expect(twice.json.fieldErrors.logo_url).toBe(m.logoNotYours);
      const replacement = (await uploadLogo(moderator, await png())).json.url as string;
      const edited = await moderator.put(`/api/suppliers/${created.json.id}`, {
        ...suggestion,
        name: "Com logo",
        logo_url: replacement,
      });
      expect(edited.json.logo_url).toBe(replacement);
      expect(await usedAt(mine)).toBeNull();
      // Keeping the logo someone else sent is fine for staff.
      const kept = await admin.put(`/api/suppliers/${created.json.id}`, {
        ...suggestion,
        name: "Com logo (editado)",
        logo_url: replacement,
      });
      expect(kept.status).toBe(200);
      expect((await admin.del(`/api/suppliers/${created.json.id}`)).status).toBe(200);
      expect(await usedAt(replacement)).toBeNull();
    });
  });
});
