import { eq } from "drizzle-orm";
import { supplierRatings, suppliers } from "../db/schema";
import type { Db } from "../platform/db";
import type { DemoPeople } from "./demo-people";

const DAY = 24 * 60 * 60 * 1000;

type DemoSupplier = {
  name: string;
  description: string;
  categories: string[];
  city: string;
  uf: string;
  website?: string;
  /** Handle, without '@'. */
  instagram?: string;
  /** Digits with the country code. */
  whatsapp?: string;
  is_verified?: boolean;
  status?: "approved" | "pending" | "rejected";
  review_note?: string;
  /** 'rafael' is the demo login; otherwise the n-th demo member (or the moderator, the admin). */
  submittedBy?: "rafael" | "moderator" | "admin" | number;
  /** Days ago it was added. */
  age: number;
  /** Stars of the members who rated it, newest last; each with an optional comment. */
  ratings?: [number, string | null][];
};

/**
 * The demo directory: suppliers of the collectors' trades (coins, stamps, toys, watches, comics,
 * restoration) in several states, most with ratings; two suggestions wait for review (one of them
 * the demo member's) and one was refused with a reason.
 */
export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    name: "Relógios Antigos Vale do Paraíba",
    description:
      "Restauração e revisão de relógios mecânicos de bolso e de pulso, com peças originais sempre que possível.\n\nOrçamento por foto antes do envio; devolução com laudo do que foi trocado.",
    categories: ["Relógios", "Restauração"],
    city: "Taubaté",
    uf: "SP",
    website: "https://exemplo.com.br/relogios-vale",
    instagram: "relogiosvaledoparaiba",
    whatsapp: "5512998761234",
    is_verified: true,
    submittedBy: "admin",
    age: 300,
    ratings: [
      [5, "Revisou meu Omega dos anos 60 e ficou perfeito. Mandou fotos de cada etapa."],
      [5, "Atendimento cuidadoso e prazo cumprido."],
      [4, "Ótimo serviço, só demorou um pouco mais do que o previsto."],
      [5, null],
    ],
  },
  {
    name: "Numismática Imperial",
    description:
      "Moedas do Império e da República, cédulas e medalhas. Todas as peças com classificação de conservação (MBC, SOB, FC) e certificado de autenticidade.",
    categories: ["Moedas", "Cédulas", "Medalhas"],
    city: "Rio de Janeiro",
    uf: "RJ",
    website: "https://exemplo.com.br/numismatica-imperial",
    instagram: "numismatica.imperial",
    whatsapp: "5521987650001",
    is_verified: true,
    submittedBy: "admin",
    age: 280,
    ratings: [
      [5, "Comprei um 960 réis de 1815 com certificado. Embalagem impecável."],
      [4, "Preços justos para a conservação das peças."],
      [5, "Referência para quem coleciona moedas do Império."],
      [4, null],
      [5, "Me ajudaram a identificar uma variante rara."],
    ],
  },
  {
    name: "Filatelia Ipiranga",
    description:
      "Selos brasileiros e estrangeiros, blocos comemorativos, envelopes de primeiro dia e álbuns. Também compra coleções inteiras.",
    categories: ["Selos", "Álbuns e acessórios"],
    city: "São Paulo",
    uf: "SP",
    website: "https://exemplo.com.br/filatelia-ipiranga",
    whatsapp: "551133334444",
    is_verified: true,
    submittedBy: 2,
    age: 250,
    ratings: [
      [4, "Boa variedade de Olho-de-Boi em reprodução para estudo."],
      [3, "Catálogo desatualizado no site, mas atendem bem pelo telefone."],
      [4, null],
    ],
  },
  {
    name: "Brinquedos de Lata Nostalgia",
    description:
      "Carrinhos, robôs e piões de lata dos anos 50 a 80, restaurados ou no estado. Trabalha com Estrela, Metalma e importados.",
    categories: ["Brinquedos antigos", "Restauração"],
    city: "Curitiba",
    uf: "PR",
    instagram: "latanostalgia",
    whatsapp: "5541991234567",
    submittedBy: 4,
    age: 200,
    ratings: [
      [5, "Restauraram meu Fusca de lata da Estrela sem perder a pintura original."],
      [4, "Peças bem descritas, fotos fiéis."],
    ],
  },
  {
    name: "Gibiteca Sebo Central",
    description:
      "Sebo especializado em quadrinhos: Ebal, RGE, Abril e importados. Edições de colecionador, encadernados e revistas em bom estado.",
    categories: ["Quadrinhos", "Livros"],
    city: "Belo Horizonte",
    uf: "MG",
    website: "https://exemplo.com.br/gibiteca-sebo",
    instagram: "gibitecasebo",
    submittedBy: 6,
    age: 180,
    ratings: [
      [5, "Achei a coleção completa do Tex da década de 70."],
      [4, "Preço bom, envio demorou uma semana."],
      [5, null],
      [3, "Algumas revistas com conservação abaixo do anunciado."],
    ],
  },
  {
    name: "Ateliê Mãos de Ouro",
    description:
      "Restauração de porcelanas, bonecas de louça e molduras douradas. Trabalho artesanal, com orçamento sem compromisso.",
    categories: ["Restauração", "Porcelanas"],
    city: "Ouro Preto",
    uf: "MG",
    whatsapp: "5531988887777",
    submittedBy: "moderator",
    age: 160,
    ratings: [
      [5, "Recuperou uma boneca de louça da minha avó. Trabalho primoroso."],
      [5, null],
    ],
  },
  {
    name: "Casa da Moeda do Sul",
    description:
      "Moedas comemorativas, conjuntos da Casa da Moeda e cédulas de todo o mundo. Entregas para todo o Brasil.",
    categories: ["Moedas", "Cédulas"],
    city: "Porto Alegre",
    uf: "RS",
    website: "https://exemplo.com.br/casa-moeda-sul",
    whatsapp: "5551999990000",
    submittedBy: 8,
    age: 140,
    ratings: [
      [4, "Conjunto das Olimpíadas completo, veio em estojo."],
      [3, null],
      [4, "Responde rápido pelo WhatsApp."],
    ],
  },
  {
    name: "Lupas & Pinças Numismáticas",
    description:
      "Acessórios para colecionadores: lupas com iluminação, pinças, luvas, coldres, cápsulas e fichários de PVC livre de ácido.",
    categories: ["Álbuns e acessórios"],
    city: "Campinas",
    uf: "SP",
    website: "https://exemplo.com.br/lupas-pincas",
    instagram: "lupasepincas",
    submittedBy: 3,
    age: 120,
    ratings: [
      [5, "As cápsulas são de ótima qualidade."],
      [5, "Lupa de 10x com LED excelente pelo preço."],
      [4, null],
    ],
  },
  {
    name: "Vinil & Cia Discos Raros",
    description: "LPs, compactos e fitas cassete nacionais e importados, com limpeza e capa avaliada.",
    categories: ["Discos"],
    city: "Recife",
    uf: "PE",
    instagram: "vinilecia.raros",
    whatsapp: "5581987001122",
    submittedBy: 10,
    age: 100,
    ratings: [[4, "Boa seleção de MPB dos anos 70."]],
  },
  {
    name: "Relojoaria Bahia Antiga",
    description:
      "Relógios de parede, cuco e carrilhão: venda, conserto e regulagem, com atendimento a domicílio em Salvador.",
    categories: ["Relógios"],
    city: "Salvador",
    uf: "BA",
    whatsapp: "5571996665544",
    submittedBy: 5,
    age: 90,
    ratings: [
      [3, "Consertou o carrilhão, mas o orçamento subiu no meio do serviço."],
      [4, null],
    ],
  },
  {
    name: "Miniaturas Escala 1:43",
    description:
      "Miniaturas de carros nacionais em escala 1:43 e 1:64, coleções de banca completas e peças avulsas para reposição.",
    categories: ["Miniaturas", "Brinquedos antigos"],
    city: "Goiânia",
    uf: "GO",
    website: "https://exemplo.com.br/miniaturas-143",
    submittedBy: 7,
    age: 60,
  },
  {
    name: "Cartões-Postais do Brasil Antigo",
    description:
      "Postais e fotografias antigas de cidades brasileiras, 1900 a 1960. Ideal para quem coleciona história local.",
    categories: ["Postais", "Fotografias"],
    city: "Florianópolis",
    uf: "SC",
    instagram: "postaisbrasilantigo",
    submittedBy: 9,
    age: 40,
    ratings: [[5, "Encontrei um postal da minha cidade de 1912!"]],
  },
  {
    name: "Sebo Aurora Quadrinhos",
    description: "Revistas em quadrinhos nacionais e mangás, com compra e troca de coleções.",
    categories: ["Quadrinhos"],
    city: "Fortaleza",
    uf: "CE",
    whatsapp: "5585998887766",
    status: "pending",
    submittedBy: "rafael",
    age: 3,
  },
  {
    name: "Medalhística Paulista",
    description: "Medalhas militares e comemorativas, condecorações e insígnias.",
    categories: ["Medalhas"],
    city: "Santos",
    uf: "SP",
    website: "https://exemplo.com.br/medalhistica",
    status: "pending",
    submittedBy: 11,
    age: 1,
  },
  {
    name: "Réplicas Perfeitas",
    description: "Cópias de moedas raras para completar a coleção.",
    categories: ["Moedas"],
    city: "Manaus",
    uf: "AM",
    status: "rejected",
    review_note:
      "A Guilda não divulga réplicas vendidas sem a marcação 'cópia' na peça: isso facilita fraudes no mercado.",
    submittedBy: 12,
    age: 20,
  },
];

/** Writes the demo suppliers and their ratings (count and sum kept on each supplier). */
export async function seedSuppliers(db: Db, people: DemoPeople): Promise<void> {
  const { adminId, moderatorId, memberIds, now } = people;
  const [rafael, ...others] = memberIds;
  const who = (by: DemoSupplier["submittedBy"]) =>
    by === "rafael"
      ? rafael!
      : by === "moderator"
        ? moderatorId
        : by === "admin" || by === undefined
          ? adminId
          : others[by % others.length]!;
  let rater = 0;
  for (const s of DEMO_SUPPLIERS) {
    const status = s.status ?? "approved";
    const created = new Date(now - s.age * DAY);
    const [row] = await db
      .insert(suppliers)
      .values({
        name: s.name,
        description: s.description,
        categories: s.categories,
        city: s.city,
        uf: s.uf,
        website: s.website ?? null,
        instagram: s.instagram ?? null,
        whatsapp: s.whatsapp ?? null,
        is_verified: s.is_verified ?? false,
        status,
        review_note: s.review_note ?? null,
        submitted_by: who(s.submittedBy),
        reviewed_by: status === "pending" ? null : moderatorId,
        reviewed_at: status === "pending" ? null : new Date(created.getTime() + DAY),
        created_at: created,
        updated_at: created,
      })
      .returning({ id: suppliers.id });
    const ratings = s.ratings ?? [];
    if (ratings.length === 0) continue;
    // Different members each time; the demo login rates none, so its first rating is its own.
    await db.insert(supplierRatings).values(
      ratings.map(([stars, comment], i) => {
        rater += 1;
        const at = new Date(created.getTime() + ((i + 1) * (s.age - 1) * DAY) / (ratings.length + 1));
        return {
          supplier_id: row!.id,
          user_id: others[rater % others.length]!,
          stars,
          comment,
          created_at: at,
          updated_at: at,
        };
      }),
    );
    await db
      .update(suppliers)
      .set({
        rating_count: ratings.length,
        rating_sum: ratings.reduce((sum, [stars]) => sum + stars, 0),
      })
      .where(eq(suppliers.id, row!.id));
  }
}
