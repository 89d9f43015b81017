import type { SearchGroupName } from "@guilda/shared/schemas/search";
import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../../platform/http/context";
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL, seedDemo } from "../../seed/seed";
import { createTestApp } from "../../test/harness";
import { search } from "./search-page.service";

/**
 * Fixed Portuguese searches over the demo community, typed the way members type them — without
 * accents, singular for plural, with typos, by name — and the first result each must bring in
 * its group of the search page. Read as the demo admin, so access plays no part (the last test
 * and search-page.test.ts cover access).
 */
const SEARCHES: { q: string; group: SearchGroupName; first: string }[] = [
  // accents left out
  { q: "manutencao", group: "courses", first: "Manutenção preventiva das articulações" },
  { q: "restauracao de action figures", group: "courses", first: "Restauração de action figures" },
  { q: "escalas de conservacao", group: "courses", first: "As escalas de conservação (C1 a C10)" },
  { q: "silica gel", group: "posts", first: "Dica rápida: sílica gel nas caixas" },
  { q: "acrilico", group: "posts", first: "Alguém conhece um bom fornecedor de acrílico?" },
  { q: "numismatica imperial", group: "suppliers", first: "Numismática Imperial" },
  { q: "negociacao segura", group: "wiki", first: "Negociação segura entre membros" },
  { q: "selos do imperio", group: "suggestions", first: "Grupo de estudo de selos do Império" },
  // plural for singular and the other way round
  { q: "fundos infinitos", group: "courses", first: "Montando um fundo infinito caseiro" },
  { q: "articulacao frouxa", group: "courses", first: "Articulações frouxas e quebradas" },
  { q: "replica na feira", group: "posts", first: "Cuidado com réplicas nesta feira" },
  { q: "comprar lote", group: "posts", first: "Vale a pena comprar lotes?" },
  { q: "relogio vintage", group: "wiki", first: "Relógios vintage: manutenção e autenticidade" },
  { q: "feira por estado", group: "suggestions", first: "Calendário de feiras e encontros por estado" },
  { q: "brinquedo de lata", group: "suppliers", first: "Brinquedos de Lata Nostalgia" },
  // typos
  { q: "glosario", group: "wiki", first: "Glossário do colecionador" },
  { q: "restauracao compelta", group: "posts", first: "Minha primeira restauração completa" },
  { q: "filatelia ipiranaga", group: "suppliers", first: "Filatelia Ipiranga" },
  { q: "verniz acetinadp", group: "courses", first: "Verniz fosco, acetinado ou brilhante?" },
  // names
  { q: "rafael", group: "members", first: "Rafael Nogueira" },
  { q: "helena duarte", group: "members", first: "Helena Duarte" },
  { q: "encontro em belo horizonte", group: "posts", first: "Encontro presencial em Belo Horizonte" },
  { q: "relojoaria bahia", group: "suppliers", first: "Relojoaria Bahia Antiga" },
  // a few words of a question
  { q: "como fotografar defeitos", group: "courses", first: "Como fotografar defeitos para o comprador" },
  {
    q: "catalogo de moedas com fotos",
    group: "suggestions",
    first: "Catálogo de referência de moedas brasileiras com fotos",
  },
];

describe("search page quality over the demo community", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const viewerFor = async (email: string): Promise<Viewer> => {
    const profile = (await t.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.email, email) }))!;
    return { userId: profile.id, email, profile: profile as unknown as Viewer["profile"] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, "senha-demo-de-teste");
  });

  it(`brings the expected first result for each of ${SEARCHES.length} searches`, async () => {
    const admin = await viewerFor(DEMO_ADMIN_EMAIL);
    const misses: string[] = [];
    for (const { q, group, first } of SEARCHES) {
      const [found] = (await search({ db: t.db, viewer: admin }, { q, kind: group, page: 1 })).groups;
      const titles = found!.items.slice(0, 3).map((i) => i.title);
      if (titles[0] !== first) misses.push(`${q} (${group}) → ${JSON.stringify(titles)}`);
    }
    expect(SEARCHES.length).toBeGreaterThanOrEqual(20);
    expect(misses).toEqual([]);
  });

  it("finds the 'Manutenção' lesson for whoever may open it, never for the demo member without access", async () => {
    const lessonOf = async (email: string) =>
      (await search({ db: t.db, viewer: await viewerFor(email) }, { q: "manutencao", page: 1 })).groups
        .find((g) => g.group === "courses")!
        .items.filter((i) => i.kind === "lesson")
        .map((i) => i.title);
    expect(await lessonOf(DEMO_ADMIN_EMAIL)).toContain("Manutenção preventiva das articulações");
    expect(await lessonOf(DEMO_MEMBER_EMAIL)).not.toContain("Manutenção preventiva das articulações");
    // the course itself is in the catalog for everyone
    const [courses] = (
      await search(
        { db: t.db, viewer: await viewerFor(DEMO_MEMBER_EMAIL) },
        { q: "restauracao de action figures", kind: "courses", page: 1 },
      )
    ).groups;
    expect(courses!.items[0]).toMatchObject({ kind: "course", title: "Restauração de action figures" });
  });
});
