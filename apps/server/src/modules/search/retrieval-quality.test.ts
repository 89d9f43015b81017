import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../seed/seed";
import { createTestApp } from "../../test/harness";
import { retrieve, type RetrievalViewer } from "./search.service";

/**
 * Fixed Portuguese questions over the demo community, written the way members type them —
 * with and without accents, singular and plural — and the passage each must bring in its top 3.
 * Read as an admin, so that access plays no part here (search.test.ts covers access).
 */
const QUESTIONS: { question: string; expected: string }[] = [
  { question: "Qual verniz usar em pele e tecidos?", expected: "Verniz fosco, acetinado ou brilhante?" },
  { question: "verniz fosco ou brilhante", expected: "Verniz fosco, acetinado ou brilhante?" },
  { question: "Quando devo usar primer na resina?", expected: "Primer: quando e como usar" },
  { question: "como tirar o desmoldante da peca", expected: "Primer: quando e como usar" },
  { question: "escala de conservacao C10", expected: "As escalas de conservação (C1 a C10)" },
  { question: "Quais são as escalas de conservação?", expected: "As escalas de conservação (C1 a C10)" },
  { question: "quanto vou pagar de impostos na importacao", expected: "Impostos e taxas de importação" },
  { question: "imposto de importação", expected: "Impostos e taxas de importação" },
  { question: "fundo infinito com cartolina", expected: "Montando um fundo infinito caseiro" },
  { question: "como montar fundos infinitos caseiros", expected: "Montando um fundo infinito caseiro" },
  { question: "titulo do anuncio", expected: "Título e descrição" },
  { question: "ferramenta para restaurar action figure", expected: "Ferramentas e materiais" },
  { question: "cola de cianoacrilato em gel", expected: "Ferramentas e materiais" },
  { question: "réplica ou impressão 3D para peças faltantes", expected: "Reposição de peças faltantes" },
  { question: "pecas faltantes", expected: "Reposição de peças faltantes" },
  { question: "silica gel na caixa", expected: "Dica rápida: sílica gel nas caixas" },
  { question: "codigo de rastreio", expected: "Avaliações e reputação" },
  { question: "foco da colecao", expected: "Defina o foco da sua coleção" },
  { question: "fornecedores de acrilico", expected: "Alguém conhece um bom fornecedor de acrílico?" },
  { question: "réplicas vendidas como originais", expected: "Cuidado com réplicas nesta feira" },
];

describe("retrieval quality over the demo community", () => {
  let viewer: RetrievalViewer;
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, "senha-demo-de-teste");
    const admin = (await t.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.is_admin, true) }))!;
    viewer = { userId: admin.id, profile: { is_admin: true, is_moderator: false } };
  });

  it(`finds the expected source in the top 3 for each of ${QUESTIONS.length} questions`, async () => {
    const misses: string[] = [];
    for (const { question, expected } of QUESTIONS) {
      const top = (await retrieve(t.db, viewer, question, { scope: null, limit: 3 })).map((p) => p.title);
      if (!top.includes(expected)) misses.push(`${question} → ${JSON.stringify(top)}`);
    }
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(15);
    expect(misses).toEqual([]);
  });
});
