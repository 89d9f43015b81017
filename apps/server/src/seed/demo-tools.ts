import { resources, tools } from "../db/schema";
import type { Db } from "../platform/db";
import type { DemoPeople } from "./demo-people";

/** The built-in kinds of the Recursos section (the migration inserts the same rows). */
const BUILT_IN_RESOURCES = [
  { slug: "fornecedores", title: "Fornecedores", kind: "suppliers", position: 0 },
  { slug: "wiki", title: "Wiki", kind: "wiki", position: 1 },
  { slug: "ferramentas", title: "Ferramentas", kind: "tools", position: 2 },
];

export const DEMO_FAIRS_PAGE = {
  slug: "guia-de-feiras-e-eventos",
  title: "Guia de feiras e eventos",
  body: `Onde os colecionadores da Guilda se encontram para comprar, trocar e conversar. Confira sempre a agenda oficial de cada feira antes de sair de casa: datas e horários mudam com o tempo e com o clima.

## Feiras frequentes

| Feira | Cidade | Quando | Bom para |
|---|---|---|---|
| Feira de Antiguidades da Praça Benedito Calixto | São Paulo (SP) | Sábados | Moedas, relógios, brinquedos antigos |
| Feira de Antiguidades do Bixiga | São Paulo (SP) | Domingos | Selos, cartões-postais, discos |
| Feira de Antiguidades da Praça XV | Rio de Janeiro (RJ) | Sábados | Relógios, louças, quadrinhos |
| Feira do Largo da Ordem | Curitiba (PR) | Domingos | Cédulas, miniaturas, objetos de época |

## O que levar

- Lupa de 10x e uma lanterna pequena
- Ímã (para conferir metais) e luvas de algodão
- Dinheiro trocado: muitos expositores não aceitam cartão
- A lista do que falta na sua coleção, com os preços de referência

## Como negociar sem perder a amizade

1. Pergunte o preço antes de manusear peças frágeis.
2. Compare o estado de conservação com a tabela da wiki antes de fazer a oferta.
3. Comprando várias peças do mesmo expositor, peça um valor pelo lote.
4. Guarde o contato de quem vende bem: os melhores achados costumam vir depois.

## Encontros da Guilda

Uma vez por mês fazemos um encontro presencial em uma das feiras acima. A data sai no espaço **Avisos** com uma semana de antecedência, e quem não puder ir acompanha as fotos no feed.

Quer sugerir uma feira da sua cidade? Conte em [Sugestões](/sugestoes).`,
};

/** Tools of /recursos/ferramentas, in three categories (public sites collectors use every day). */
const DEMO_TOOLS = [
  {
    category: "Catálogos online",
    name: "Numista",
    description:
      "Catálogo colaborativo de moedas e cédulas do mundo inteiro, com tiragens, fotos e a lista do que você tem e do que falta.",
    url: "https://pt.numista.com",
  },
  {
    category: "Catálogos online",
    name: "Colnect",
    description:
      "Catálogos de selos, brinquedos, cartões telefônicos, chaveiros e muito mais; ótimo para organizar trocas.",
    url: "https://colnect.com/pt",
  },
  {
    category: "Catálogos online",
    name: "Grand Comics Database",
    description: "Base aberta de quadrinhos: edições, capas, roteiristas e desenhistas de cada número.",
    url: "https://www.comics.org",
  },
  {
    category: "Preços e avaliação",
    name: "Calculadora do Cidadão (Banco Central)",
    description:
      "Corrija valores antigos pela inflação antes de comparar o preço que você pagou com o de hoje.",
    url: "https://www3.bcb.gov.br/CALCIDADAO/",
  },
  {
    category: "Preços e avaliação",
    name: "Cédulas e moedas do Real",
    description:
      "Famílias de cédulas e moedas do Real, moedas comemorativas e os elementos de segurança de cada uma.",
    url: "https://www.bcb.gov.br/cedulasemoedas",
  },
  {
    category: "Preços e avaliação",
    name: "Chrono24",
    description: "Referência de preços de relógios novos e usados, com o histórico de cada modelo.",
    url: "https://www.chrono24.com.br",
  },
  {
    category: "Fotos e anúncios",
    name: "Squoosh",
    description: "Reduz o tamanho das fotos das peças sem perder a nitidez, direto no navegador.",
    url: "https://squoosh.app",
  },
  {
    category: "Fotos e anúncios",
    name: "remove.bg",
    description: "Tira o fundo das fotos para anúncios com a peça sobre um fundo neutro.",
    url: "https://www.remove.bg/pt-br",
  },
];

/** The Recursos section's page 'Guia de feiras e eventos' (after the built-ins) and the tools. */
export async function seedToolsAndPages(db: Db, { adminId, now }: DemoPeople): Promise<void> {
  await db.insert(resources).values(BUILT_IN_RESOURCES).onConflictDoNothing();
  const updated = new Date(now - 5 * 24 * 60 * 60 * 1000);
  await db
    .insert(resources)
    .values({
      ...DEMO_FAIRS_PAGE,
      kind: "page",
      position: 3,
      updated_by: adminId,
      created_at: updated,
      updated_at: updated,
    })
    .onConflictDoNothing();

  const positions = new Map<string, number>();
  await db.insert(tools).values(
    DEMO_TOOLS.map((tool) => {
      const position = positions.get(tool.category) ?? 0;
      positions.set(tool.category, position + 1);
      return { ...tool, position, updated_by: adminId, created_at: updated, updated_at: updated };
    }),
  );
}
