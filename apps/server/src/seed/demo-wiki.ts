import { wikiMessages } from "@guilda/shared/messages/wiki";
import { wikiArticles, wikiCategories, wikiRevisions } from "../db/schema";
import type { Db } from "../platform/db";
import type { DemoPeople } from "./demo-people";

const DAY = 24 * 60 * 60 * 1000;

type Author = "admin" | "moderator";

/** One saved version: the article's whole text then, who saved it, when and why. */
type DemoVersion = { body: string; title?: string; summary: string; author: Author; daysAgo: number };

type DemoArticle = { slug: string; title: string; category: string; versions: DemoVersion[] };

export const DEMO_WIKI_CATEGORIES = ["Primeiros passos", "Conservação e cuidados", "Avaliação e negociação"];

const GUIDE = `Começar uma coleção é mais divertido com um plano. Este guia reúne o que os veteranos da Guilda gostariam de ter ouvido no primeiro ano.

![Estante com peças organizadas por prateleira](/demo/estante.svg)

## Escolha um recorte

- **Tema:** moedas do Império, selos de aviação, carrinhos dos anos 80, relógios de bolso…
- **Período:** uma década ou um reinado ajudam a saber quando parar.
- **Orçamento mensal:** defina um teto e respeite-o, mesmo quando aparecer "a chance da vida".

## Orçamento para o primeiro ano

| Área | Entrada | Intermediário |
| --- | --- | --- |
| Moedas | R$ 50/mês | R$ 200/mês |
| Selos | R$ 30/mês | R$ 120/mês |
| Brinquedos | R$ 80/mês | R$ 300/mês |
| Relógios | R$ 150/mês | R$ 600/mês |

## Onde comprar com segurança

1. Feiras e encontros de colecionadores, onde dá para ver a peça de perto.
2. Membros da Guilda com boa reputação no feed.
3. Leilões com catálogo e fotos de todos os ângulos.

## Catalogue desde a primeira peça

Anote data, preço pago, estado e procedência. Uma planilha simples resolve — use os termos do [Glossário do colecionador](/recursos/wiki/glossario-do-colecionador) para que todos entendam a sua lista.

> Dica: leia as [regras da comunidade](/regras) antes de negociar com outros membros.
`;

const GLOSSARY = `Os termos mais usados nas conversas da Guilda. Sentiu falta de algum? Peça a um moderador para incluir.

![Vitrine com brinquedos ainda nas caixas](/demo/estante.svg)

## Brinquedos

| Sigla | Significado | Em que situação |
| --- | --- | --- |
| MIB | *Mint in Box*: nova, na caixa | Caixa aberta, peça sem uso |
| MOC | *Mint on Card*: lacrada na cartela | Blister intacto |
| NRFB | *Never Removed From Box* | Nunca saiu da caixa |
| Loose | Sem embalagem | Peça solta, com ou sem acessórios |

## Numismática

- **FC (Flor de Cunho):** moeda sem nenhum sinal de circulação.
- **S (Soberba):** desgaste mínimo, só nos pontos mais altos.
- **MBC (Muito Bem Conservada):** desgaste visível, detalhes ainda nítidos.
- **Anverso e reverso:** a frente e o verso da moeda.

## Filatelia

- **Charneira:** tirinha de papel gomado que prende o selo ao álbum. Evite em peças valiosas.
- **Picote:** os furinhos entre um selo e outro na folha.
- **Carimbo de primeiro dia:** o carimbo do dia de lançamento da emissão.

## Relógios

- **Calibre:** o modelo do movimento, gravado na platina.
- **Corda manual:** precisa ser acionada todo dia pela coroa.
- **Automático:** o rotor dá corda com o movimento do pulso.

Referência externa: [Banco Central — cédulas e moedas do Brasil](https://www.bcb.gov.br/cedulasemoedas).
`;

const COINS = `Moedas e cédulas sofrem com umidade, gordura das mãos e embalagens erradas. Com alguns cuidados simples, o acervo chega intacto à próxima geração.

## Manuseio

- Segure a moeda pela borda, nunca pelas faces.
- Use luvas de algodão ou nitrílicas.
- **Nunca limpe** uma moeda antiga: a pátina faz parte do valor.

## Armazenamento

| Item | Prefira | Evite |
| --- | --- | --- |
| Moedas | Cápsulas rígidas, coldres de papel neutro | Envelopes de PVC |
| Cédulas | Folders de poliéster (Mylar) | Clipes, fita adesiva, dobras |
| Álbuns | Folhas livres de ácido | Plástico com cheiro forte |

## Ambiente

- Umidade relativa entre 40% e 50%.
- Temperatura estável, longe de janelas e de paredes externas.
- Armário fechado, sem luz direta.

![Estante com cápsulas e álbuns organizados](/demo/estante.svg)

Saiba mais sobre [numismática na Wikipédia](https://pt.wikipedia.org/wiki/Numism%C3%A1tica).
`;

const TOYS = `Plástico, borracha e papelão envelhecem de jeitos diferentes. Estes cuidados mantêm figuras, carrinhos e bonecas com as cores e as embalagens de fábrica.

![Figura antes e depois de uma limpeza cuidadosa](/demo/restauracao.svg)

## Inimigos do plástico

- **Luz do sol:** os raios UV desbotam as cores e amarelam o plástico branco.
- **Calor:** amolece articulações e deforma peças finas.
- **Umidade:** cria mofo nas cartelas e solta o blister.

## Onde expor

| Local | Risco | Solução |
| --- | --- | --- |
| Estante perto da janela | Desbotamento | Película com filtro UV no vidro |
| Sótão ou garagem | Calor e umidade | Armário dentro de casa |
| Caixa fechada por anos | Mofo e cheiro | Abrir e arejar a cada seis meses |

## Limpeza leve

1. Pincel macio para a poeira das juntas.
2. Pano de microfibra levemente úmido nas partes lisas.
3. Secagem à sombra, nunca com secador.

Dúvidas sobre as siglas das embalagens? Veja o [Glossário do colecionador](/recursos/wiki/glossario-do-colecionador).
`;

const WATCHES = `Um relógio mecânico bem cuidado funciona por gerações. Antes de comprar um vintage, vale conferir se ele é mesmo o que parece.

![Dois mostradores lado a lado: acabamento fosco e acetinado](/demo/pintura.svg)

## Manutenção

- Revisão completa a cada 4 a 5 anos, com um relojoeiro de confiança.
- Dê corda sempre no mesmo horário, sem forçar no fim.
- Longe de ímãs: caixas de som e tampas magnéticas desregulam o movimento.

## Sinais de autenticidade

| Ponto | O que conferir |
| --- | --- |
| Mostrador | Letras nítidas e alinhadas, sem borrões |
| Número de série | Gravado com profundidade, compatível com o ano do modelo |
| Movimento | Calibre correto para a referência |
| Coroa | Logotipo da marca bem definido |

## Documentação

- Certificado e nota de compra valorizam a peça.
- Peça fotos do movimento com a tampa aberta.
- Desconfie de preço muito abaixo do mercado.

Procure relojoeiros no [diretório de fornecedores](/recursos/fornecedores) e confira as avaliações dos membros.
`;

const TRADE = `Negociar entre colecionadores é uma das melhores partes da Guilda. Algumas combinações simples evitam a maior parte dos problemas.

## Antes de fechar

- Peça fotos atuais, com um papel com a data e o seu nome ao lado da peça.
- Combine por escrito preço, frete e prazo de envio.
- Prefira meios de pagamento com comprovante.

## Embalagem por tipo de peça

| Peça | Como embalar |
| --- | --- |
| Moedas | Cápsula, plástico-bolha e caixa rígida |
| Selos | Entre dois papelões, em envelope rígido |
| Brinquedos na caixa | Caixa dentro de caixa, com enchimento |
| Relógios | Estojo e caixa com enchimento |

![Estante com peças prontas para envio](/demo/estante.svg)

## Se algo der errado

1. Converse com a outra pessoa primeiro, com calma.
2. Junte fotos, mensagens e comprovantes.
3. Chame um moderador pelo feed: a equipe media a conversa.

Leia as [regras da comunidade](/regras) e as [orientações de embalagem dos Correios](https://www.correios.com.br).
`;

/** Removes a block of text (a section) from a body: an earlier version that did not have it yet. */
const without = (body: string, block: string) => {
  if (!body.includes(block)) throw new Error(`demo wiki: block not found: ${block.slice(0, 40)}`);
  return body.replace(block, "");
};
const section = (body: string, heading: string) => {
  const start = body.indexOf(`## ${heading}`);
  const next = body.indexOf("\n## ", start + 3);
  return body.slice(start, next < 0 ? undefined : next + 1);
};

export const DEMO_WIKI: DemoArticle[] = [
  {
    slug: "guia-do-colecionador-iniciante",
    title: "Guia do colecionador iniciante",
    category: "Primeiros passos",
    versions: [
      {
        body: without(GUIDE, section(GUIDE, "Orçamento para o primeiro ano")).replace(
          "R$ 600/mês",
          "R$ 500/mês",
        ),
        summary: wikiMessages.createdSummary,
        author: "moderator",
        daysAgo: 120,
      },
      {
        body: GUIDE.replace("R$ 600/mês", "R$ 500/mês"),
        summary: "Inclui a tabela de orçamento",
        author: "admin",
        daysAgo: 64,
      },
      { body: GUIDE, summary: "Atualiza o orçamento de relógios", author: "moderator", daysAgo: 9 },
    ],
  },
  {
    slug: "glossario-do-colecionador",
    title: "Glossário do colecionador",
    category: "Primeiros passos",
    versions: [
      {
        body: without(GLOSSARY, section(GLOSSARY, "Relógios")),
        summary: wikiMessages.createdSummary,
        author: "admin",
        daysAgo: 110,
      },
      { body: GLOSSARY, summary: "Acrescenta os termos de relojoaria", author: "moderator", daysAgo: 21 },
    ],
  },
  {
    slug: "conservacao-de-moedas-e-cedulas",
    title: "Conservação de moedas e cédulas",
    category: "Conservação e cuidados",
    versions: [
      {
        title: "Conservação de moedas",
        body: COINS.replace(
          "Cápsulas rígidas, coldres de papel neutro | Envelopes de PVC",
          "Envelopes plásticos comuns | Porta-moedas de tecido",
        ),
        summary: wikiMessages.createdSummary,
        author: "moderator",
        daysAgo: 95,
      },
      {
        body: COINS,
        summary: "Corrige: o PVC solta ácido e mancha as moedas",
        author: "admin",
        daysAgo: 40,
      },
    ],
  },
  {
    slug: "cuidados-com-brinquedos-e-figuras",
    title: "Cuidados com brinquedos e figuras",
    category: "Conservação e cuidados",
    versions: [
      {
        body: without(TOYS, section(TOYS, "Onde expor")),
        summary: wikiMessages.createdSummary,
        author: "moderator",
        daysAgo: 75,
      },
      { body: TOYS, summary: "Tabela de onde expor cada peça", author: "moderator", daysAgo: 30 },
    ],
  },
  {
    slug: "relogios-vintage-manutencao-e-autenticidade",
    title: "Relógios vintage: manutenção e autenticidade",
    category: "Avaliação e negociação",
    versions: [
      {
        body: without(WATCHES, section(WATCHES, "Documentação")),
        summary: wikiMessages.createdSummary,
        author: "admin",
        daysAgo: 60,
      },
      { body: WATCHES, summary: "Seção sobre documentação", author: "moderator", daysAgo: 14 },
    ],
  },
  {
    slug: "negociacao-segura-entre-membros",
    title: "Negociação segura entre membros",
    category: "Avaliação e negociação",
    versions: [
      {
        body: TRADE.replace("Prefira meios de pagamento com comprovante.", "Pague só depois de ver a peça."),
        summary: wikiMessages.createdSummary,
        author: "admin",
        daysAgo: 50,
      },
      { body: TRADE, summary: "Pagamento com comprovante", author: "admin", daysAgo: 5 },
    ],
  },
];

/** The wiki's categories and articles, each article with the versions that led to its text. */
export async function seedWiki(db: Db, people: DemoPeople): Promise<void> {
  const authorId = (author: Author) => (author === "admin" ? people.adminId : people.moderatorId);
  const at = (daysAgo: number) => new Date(people.now - daysAgo * DAY);
  const categories = await db
    .insert(wikiCategories)
    .values(
      DEMO_WIKI_CATEGORIES.map((name, position) => ({
        name,
        slug: name
          .normalize("NFD")
          .replace(/\p{Diacritic}/gu, "")
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-"),
        position,
        created_at: at(130),
      })),
    )
    .returning({ id: wikiCategories.id, name: wikiCategories.name });
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));

  for (const [position, article] of DEMO_WIKI.entries()) {
    const first = article.versions[0]!;
    const last = article.versions[article.versions.length - 1]!;
    const category_id = categoryId.get(article.category)!;
    const [row] = await db
      .insert(wikiArticles)
      .values({
        slug: article.slug,
        title: last.title ?? article.title,
        body: last.body,
        category_id,
        revision: article.versions.length,
        position,
        created_by: authorId(first.author),
        updated_by: authorId(last.author),
        created_at: at(first.daysAgo),
        updated_at: at(last.daysAgo),
      })
      .returning({ id: wikiArticles.id });
    await db.insert(wikiRevisions).values(
      article.versions.map((version, i) => ({
        article_id: row!.id,
        revision: i + 1,
        title: version.title ?? article.title,
        body: version.body,
        category_id,
        summary: version.summary,
        author_id: authorId(version.author),
        created_at: at(version.daysAgo),
      })),
    );
  }
}
