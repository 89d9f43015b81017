import type { SuggestionStatus } from "@guilda/shared/rules/suggestions";
import type { SuggestionCategory } from "@guilda/shared/schemas/suggestions";
import { eq, sql } from "drizzle-orm";
import { suggestionComments, suggestions, suggestionStatusChanges, suggestionVotes } from "../db/schema";
import type { Db } from "../platform/db";
import type { DemoPeople } from "./demo-people";

const DAY = 24 * 60 * 60 * 1000;

type DemoSuggestion = {
  key: string;
  title: string;
  description: string;
  category: SuggestionCategory;
  /** Days ago it was posted. */
  age: number;
  /** 'rafael' is the demo login; otherwise the n-th demo member. */
  author: "rafael" | number;
  /** How many members voted (the demo login's own vote is on top, when `rafaelVotes`). */
  votes: number;
  /** Spread of the votes: 'recent' puts most of them in the last week ('Em alta'). */
  voteSpread?: "recent" | "even";
  rafaelVotes?: boolean;
  /** The status path from 'nova', each step with the admin's note. */
  path?: { status: SuggestionStatus; note: string | null; daysAfter: number }[];
  /** For 'duplicada': the key of the original. */
  duplicateOf?: string;
  comments?: { by: "rafael" | "moderator" | "admin" | number; body: string }[];
};

/** The demo board: every status, votes within each member's 10 open votes, notes, comments, a duplicate. */
export const DEMO_SUGGESTIONS: DemoSuggestion[] = [
  {
    key: "trocas",
    title: "Área de trocas entre colecionadores",
    description:
      "Um espaço só para trocas, separado da galeria de vendas.\n\nCada troca poderia ter uma avaliação dos dois lados, para a gente saber com quem já deu certo.",
    category: "comunidade",
    age: 60,
    author: 4,
    votes: 17,
    rafaelVotes: true,
    path: [
      { status: "em_analise", note: "Muita gente pediu: estamos desenhando as regras.", daysAfter: 5 },
      {
        status: "planejada",
        note: "Vamos abrir o espaço de trocas com avaliação entre membros no próximo trimestre.",
        daysAfter: 20,
      },
    ],
    comments: [
      { by: 7, body: "Seria ótimo! Tenho várias moedas repetidas para trocar." },
      { by: "moderator", body: "Vamos precisar de regras claras sobre envio pelos Correios." },
      { by: "rafael", body: "Apoio. Uma avaliação depois da troca já ajudaria muito." },
    ],
  },
  {
    key: "relogios",
    title: "Curso de restauração de relógios mecânicos",
    description:
      "Um curso do básico: abrir a caixa com segurança, limpar o movimento, trocar o vidro e lubrificar.\nCom lista de ferramentas para quem está começando.",
    category: "cursos",
    age: 90,
    author: 9,
    votes: 14,
    path: [
      { status: "planejada", note: "Entrou no plano de cursos do semestre.", daysAfter: 10 },
      {
        status: "em_andamento",
        note: "As gravações começaram: o primeiro módulo sai em duas semanas.",
        daysAfter: 60,
      },
    ],
    comments: [{ by: 12, body: "Inclui relógios de bolso? Tenho um Omega dos anos 40 parado." }],
  },
  {
    key: "feiras",
    title: "Calendário de feiras e encontros por estado",
    description:
      "Uma lista das feiras de antiguidades e encontros de colecionadores, organizada por UF e mês.",
    category: "eventos",
    age: 120,
    author: 2,
    votes: 11,
    rafaelVotes: true,
    path: [
      { status: "planejada", note: null, daysAfter: 7 },
      { status: "concluida", note: "Publicado em Recursos: Guia de feiras e eventos.", daysAfter: 45 },
    ],
    comments: [{ by: 15, body: "Ficou muito bom, já marquei a feira do Bixiga." }],
  },
  {
    key: "lives",
    title: "Avaliação de peças por especialistas em live mensal",
    description:
      "Uma vez por mês, membros mandam fotos e um especialista avalia ao vivo: época, estado e faixa de preço.",
    category: "eventos",
    age: 25,
    author: 11,
    votes: 9,
    path: [
      { status: "em_analise", note: "Estamos conversando com especialistas sobre o formato.", daysAfter: 4 },
    ],
  },
  {
    key: "catalogo",
    title: "Catálogo de referência de moedas brasileiras com fotos",
    description:
      "Fotos de frente e verso, ano, tiragem e as variantes conhecidas de cada moeda, da Colônia ao Real.\nAjudaria muito quem está começando a identificar o que tem.",
    category: "recursos",
    age: 12,
    author: 6,
    votes: 10,
    voteSpread: "recent",
    rafaelVotes: true,
    comments: [
      { by: 3, body: "Podia ter também as cédulas, com as assinaturas de cada série." },
      { by: 6, body: "Boa! Cédulas podem entrar numa segunda etapa." },
    ],
  },
  {
    key: "lista-moedas",
    title: "Lista de moedas brasileiras com valores de referência",
    description: "Uma tabela com as moedas e o valor médio de venda de cada uma.",
    category: "recursos",
    age: 10,
    author: 14,
    votes: 4,
    voteSpread: "recent",
    duplicateOf: "catalogo",
    path: [
      {
        status: "duplicada",
        note: "Mesma ideia do catálogo de referência: os votos foram somados lá.",
        daysAfter: 2,
      },
    ],
  },
  {
    key: "selo",
    title: "Selo de autenticidade para vendas entre membros",
    description: "A equipe conferiria as peças anunciadas e daria um selo de autêntica.",
    category: "comunidade",
    age: 75,
    author: 8,
    votes: 6,
    path: [
      {
        status: "recusada",
        note: "Não conseguimos garantir a autenticidade à distância. Vamos publicar um guia de como verificar peças antes de comprar.",
        daysAfter: 9,
      },
    ],
    comments: [{ by: "admin", body: "Obrigada pela ideia! O guia de verificação já está na wiki." }],
  },
  {
    key: "gibis",
    title: "Aulas sobre conservação de gibis e papel",
    description: "Como guardar gibis antigos sem amarelar: sacos, placas, umidade e luz.",
    category: "cursos",
    age: 18,
    author: 13,
    votes: 7,
  },
  {
    key: "planilha",
    title: "Exportar minha coleção em planilha",
    description: "Poder baixar a lista das minhas peças publicadas em CSV, para controlar o acervo no Excel.",
    category: "plataforma",
    age: 3,
    author: "rafael",
    votes: 3,
    voteSpread: "recent",
  },
  {
    key: "selos-imperio",
    title: "Grupo de estudo de selos do Império",
    description:
      "Encontros quinzenais para estudar os Olhos-de-Boi, Inclinados e Verticais, com material de apoio.",
    category: "comunidade",
    age: 40,
    author: 16,
    votes: 8,
    path: [{ status: "planejada", note: "Começa em março, no espaço de bate-papo.", daysAfter: 12 }],
  },
  {
    key: "descontos",
    title: "Descontos com fornecedores verificados",
    description: "Parcerias com lojas de embalagens, lupas e álbuns com desconto para quem é da Guilda.",
    category: "recursos",
    age: 30,
    author: 17,
    votes: 5,
    path: [{ status: "em_analise", note: null, daysAfter: 6 }],
  },
  {
    key: "manuais",
    title: "Tradução de manuais de relógios antigos",
    description: "Muitos manuais de relógios suíços e japoneses só existem em alemão ou japonês.",
    category: "recursos",
    age: 100,
    author: 18,
    votes: 3,
    path: [
      {
        status: "concluida",
        note: "O agente Tradutor de Manuais já faz isso: experimente no chat.",
        daysAfter: 30,
      },
    ],
  },
  {
    key: "achados",
    title: "Ranking mensal de melhores achados em feiras",
    description: "Todo mês, os membros votam na melhor peça garimpada numa feira.",
    category: "comunidade",
    age: 6,
    author: 19,
    votes: 2,
    voteSpread: "recent",
  },
  {
    key: "mapa",
    title: "Mapa de lojas de antiguidades parceiras",
    description: "Um mapa com as lojas que dão desconto para membros, por cidade.",
    category: "recursos",
    age: 1,
    author: 20,
    votes: 0,
  },
];

/**
 * Fills /sugestoes: suggestions in every status with their history and the admin's notes, votes
 * (spread so no member holds more than 10 open ones; one suggestion mostly voted this week, to lead
 * 'Em alta'), comments, and a duplicate whose votes went to its original.
 */
export async function seedSuggestions(db: Db, people: DemoPeople): Promise<void> {
  const { adminId, moderatorId, memberIds, now } = people;
  const rafael = memberIds[0]!;
  // Voters other than the demo login, staff and the author (rotating through the members).
  const pool = memberIds.slice(1).filter((id) => id !== moderatorId && id !== adminId);
  const memberAt = (n: number) => memberIds[n % memberIds.length]!;
  const personOf = (who: "rafael" | "moderator" | "admin" | number) =>
    who === "rafael" ? rafael : who === "moderator" ? moderatorId : who === "admin" ? adminId : memberAt(who);

  const ids = new Map<string, string>();
  let rotation = 0;
  for (const s of DEMO_SUGGESTIONS) {
    const createdAt = new Date(now - s.age * DAY);
    const authorId = personOf(s.author);
    const steps = s.path ?? [];
    const last = steps.at(-1);
    const lastAt = last ? new Date(createdAt.getTime() + last.daysAfter * DAY) : null;
    const [row] = await db
      .insert(suggestions)
      .values({
        user_id: authorId,
        title: s.title,
        description: s.description,
        category: s.category,
        status: last?.status ?? "nova",
        status_note: last?.note ?? null,
        status_changed_at: lastAt,
        status_changed_by: last ? adminId : null,
        duplicate_of: s.duplicateOf ? ids.get(s.duplicateOf)! : null,
        created_at: createdAt,
        updated_at: lastAt ?? createdAt,
      })
      .returning({ id: suggestions.id });
    const id = row!.id;
    ids.set(s.key, id);

    let from: SuggestionStatus = "nova";
    for (const step of steps) {
      await db.insert(suggestionStatusChanges).values({
        suggestion_id: id,
        from_status: from,
        to_status: step.status,
        note: step.note,
        duplicate_of: step.status === "duplicada" && s.duplicateOf ? ids.get(s.duplicateOf)! : null,
        changed_by: adminId,
        created_at: new Date(createdAt.getTime() + step.daysAfter * DAY),
      });
      from = step.status;
    }

    const voters: string[] = [];
    if (s.rafaelVotes) voters.push(rafael);
    for (let k = 0; voters.length < s.votes + (s.rafaelVotes ? 1 : 0) && k < pool.length; k++) {
      const id = pool[(rotation + k) % pool.length]!;
      if (id !== authorId && !voters.includes(id)) voters.push(id);
    }
    rotation += s.votes;
    const age = now - createdAt.getTime();
    const votes = voters.map((userId, k) => {
      // Recent: all within the last 6 days; even: spread over the suggestion's life.
      const back =
        s.voteSpread === "recent"
          ? ((k + 1) / (voters.length + 1)) * Math.min(age, 6 * DAY)
          : ((k + 1) / (voters.length + 1)) * age;
      return { suggestion_id: id, user_id: userId, created_at: new Date(now - back) };
    });
    if (votes.length) await db.insert(suggestionVotes).values(votes);

    const comments = (s.comments ?? []).map((c, k) => ({
      suggestion_id: id,
      user_id: personOf(c.by),
      body: c.body,
      created_at: new Date(
        createdAt.getTime() + ((k + 1) / ((s.comments?.length ?? 0) + 1)) * Math.min(age, 10 * DAY),
      ),
    }));
    if (comments.length) await db.insert(suggestionComments).values(comments);
  }

  // The duplicate's voters became the original's (one vote each), as the status change does.
  for (const s of DEMO_SUGGESTIONS.filter((d) => d.duplicateOf)) {
    const dupId = ids.get(s.key)!;
    const originalId = ids.get(s.duplicateOf!)!;
    const moved = await db.select().from(suggestionVotes).where(eq(suggestionVotes.suggestion_id, dupId));
    if (moved.length)
      await db
        .insert(suggestionVotes)
        .values(moved.map((v) => ({ ...v, suggestion_id: originalId })))
        .onConflictDoNothing();
    await db.delete(suggestionVotes).where(eq(suggestionVotes.suggestion_id, dupId));
  }

  // Counters from the rows.
  await db.update(suggestions).set({
    vote_count: sql`(select count(*)::int from ${suggestionVotes} where ${suggestionVotes.suggestion_id} = ${suggestions.id})`,
    comment_count: sql`(select count(*)::int from ${suggestionComments} where ${suggestionComments.suggestion_id} = ${suggestions.id})`,
  });
}
