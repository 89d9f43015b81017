import type { AgentIconName } from "@guilda/shared/rules/agent-icons";

/** The demo community: a Brazilian guild of collectors who learn to buy, restore and sell. */

export const DEMO_COMMUNITY_NAME = "Guilda dos Colecionadores";

export const DEMO_SPACES = [
  {
    name: "Comece-por-aqui",
    slug: "comece-por-aqui",
    type: "publicacoes",
    icon: "👋",
    private: false,
    description: "Apresente-se e descubra como aproveitar a comunidade.",
  },
  {
    name: "Avisos",
    slug: "avisos",
    type: "publicacoes",
    icon: "star",
    private: false,
    description: "Novidades oficiais da equipe.",
  },
  {
    name: "Bate-papo",
    slug: "bate-papo",
    type: "chat",
    icon: "message-square",
    private: false,
    description: "Conversa livre entre colecionadores.",
  },
  {
    name: "Lives e encontros",
    slug: "lives-e-encontros",
    type: "eventos",
    icon: "calendar",
    private: false,
    description: "Agenda de lives, feiras e encontros presenciais.",
  },
  {
    name: "Galeria das coleções",
    slug: "galeria",
    type: "imagens",
    icon: "🖼️",
    private: false,
    description: "Mostre sua estante e inspire a guilda.",
  },
  {
    name: "Turma de restauração",
    slug: "turma-restauracao",
    type: "curso",
    icon: "heart",
    private: false,
    description: "Espaço da turma do curso de restauração.",
  },
  {
    name: "Quem é quem",
    slug: "quem-e-quem",
    type: "membros",
    icon: "🙋",
    private: false,
    description: "Conheça os membros por região e interesse.",
  },
  {
    name: "Bastidores da moderação",
    slug: "bastidores",
    type: "publicacoes",
    icon: "🔒",
    private: true,
    description: "Combinados da equipe de moderação.",
  },
] as const;

/** A demo lesson: a YouTube or Vimeo link, or a text (markdown) lesson. */
export type DemoLesson = {
  title: string;
  video?: string;
  seconds: number;
  text?: string;
  /** Open to every member, access or not. */
  preview?: boolean;
  /** Drip: opens this many days after the member's first grant. */
  dripDays?: number;
};
export type DemoCourse = {
  title: string;
  slug: string;
  category: string | null;
  published: boolean;
  /** Days since first publication (/novos-cursos shows the last 30). */
  publishedDaysAgo?: number;
  description: string;
  workloadHours?: number;
  modules: { title: string; lessons: DemoLesson[] }[];
};

// Open films of the Blender Foundation (YouTube and Vimeo) stand in for the lesson videos.
const YT = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const VIMEO = (id: string) => `https://vimeo.com/${id}`;

export const DEMO_COURSES: DemoCourse[] = [
  {
    title: "Primeiros passos no colecionismo",
    slug: "primeiros-passos",
    category: "Fundamentos",
    published: true,
    publishedDaysAgo: 420,
    workloadHours: 2,
    description:
      "Tudo o que você precisa para começar uma coleção com **foco**, sem gastar à toa e sem estragar suas peças.",
    modules: [
      {
        title: "Começando sua coleção",
        lessons: [
          { title: "Boas-vindas ao curso", video: YT("aqz-KE-bpKQ"), seconds: 596, preview: true },
          {
            title: "Defina o foco da sua coleção",
            seconds: 480,
            text: `## Por que ter um foco

Quem compra de tudo termina com uma estante cheia e uma coleção sem identidade. Um foco ajuda a:

- **economizar**: você deixa passar o que não faz parte do tema;
- **negociar melhor**: conhece os preços do seu nicho;
- **contar uma história**: cada peça conversa com as outras.

## Três perguntas para decidir

1. O que você lembra com carinho da sua infância?
2. Quanto pode investir por mês sem aperto?
3. Quanto espaço você tem para expor?

> Dica da guilda: comece pequeno. Uma linha, um personagem ou uma década já é um ótimo recorte.`,
          },
          { title: "Onde encontrar peças de qualidade", video: VIMEO("76979871"), seconds: 62 },
        ],
      },
      {
        title: "Cuidados básicos",
        lessons: [
          { title: "Armazenamento e exposição", video: YT("eRsGyueVLvQ"), seconds: 888 },
          {
            title: "Checklist do colecionador iniciante",
            seconds: 300,
            text: `## Antes de comprar

- [ ] Pesquisei o preço em pelo menos três lugares
- [ ] Pedi fotos reais, com luz natural
- [ ] Conferi a reputação do vendedor

## Depois de receber

- [ ] Fotografei a peça ao abrir a embalagem
- [ ] Guardei longe do sol e da umidade
- [ ] Registrei a compra na planilha da coleção`,
          },
        ],
      },
    ],
  },
  {
    title: "Como avaliar o estado de uma peça",
    slug: "avaliar-estado",
    category: "Fundamentos",
    published: true,
    publishedDaysAgo: 300,
    description: "Aprenda as escalas de conservação usadas pelo mercado e avalie peças com segurança.",
    modules: [
      {
        title: "Critérios de avaliação",
        lessons: [
          {
            title: "As escalas de conservação (C1 a C10)",
            seconds: 600,
            preview: true,
            text: `## A escala C

| Nota | Estado |
| --- | --- |
| C10 | Perfeito, de fábrica |
| C8–C9 | Marcas mínimas, só visíveis de perto |
| C6–C7 | Uso leve, pintura íntegra |
| C5 ou menos | Desgaste visível, peças soltas |

A nota vale **para a peça e para a embalagem separadamente**: uma figura C9 numa caixa C6 deve ser anunciada assim.`,
          },
          { title: "Caixa, blister e acessórios", video: YT("R6MlUcmOul8"), seconds: 734 },
        ],
      },
      {
        title: "Na prática",
        lessons: [
          { title: "Avaliando uma peça ao vivo", video: VIMEO("22439234"), seconds: 190 },
          { title: "Como fotografar defeitos para o comprador", video: YT("TLkA0RELQ1g"), seconds: 654 },
        ],
      },
    ],
  },
  {
    title: "Restauração de action figures",
    slug: "restauracao-action-figures",
    category: "Restauração",
    published: true,
    publishedDaysAgo: 200,
    workloadHours: 3,
    description: "Devolva a vida a figuras com articulações frouxas, sujeira acumulada e peças faltando.",
    modules: [
      {
        title: "Diagnóstico",
        lessons: [
          {
            title: "Aula aberta: o que dá para restaurar",
            video: YT("WhWc3b3KhnY"),
            seconds: 464,
            preview: true,
          },
          {
            title: "Ferramentas e materiais",
            seconds: 420,
            text: `## Kit básico

- Pinças de ponta fina e chave Phillips 000
- Cotonetes, pincel macio e água morna com detergente neutro
- Cola de cianoacrilato **gel** (não a líquida)
- Linha de pesca 0,30 mm para elásticos

## Para ir além

- Massa epóxi para reconstruir encaixes
- Soprador térmico para amolecer articulações

⚠️ Teste qualquer produto numa parte escondida da peça antes.`,
          },
        ],
      },
      {
        title: "Reparos",
        lessons: [
          { title: "Articulações frouxas e quebradas", video: YT("Y-rmzh0PI3c"), seconds: 731 },
          { title: "Limpeza sem danificar a pintura", video: VIMEO("1084537"), seconds: 596 },
          {
            title: "Reposição de peças faltantes",
            seconds: 540,
            text: `## Original, réplica ou impressão 3D?

Peças **originais** mantêm o valor de coleção; **réplicas** e **impressões 3D** servem para exposição, mas precisam ser informadas na venda.

Anote sempre o que foi trocado: a transparência protege sua reputação na guilda.`,
          },
          {
            title: "Manutenção preventiva das articulações",
            seconds: 480,
            text: `## A cada seis meses

Movimente cada articulação devagar, sem forçar: o plástico envelhecido trinca quando fica parado por anos.

## Lubrificação

Uma gota de **óleo de silicone** nos pinos basta. Evite vaselina e óleos minerais, que amolecem o PVC e mancham a pintura.

## Registro

Guarde uma ficha de manutenção de cada figura, com a data e o que foi feito.`,
          },
        ],
      },
    ],
  },
  {
    title: "Pintura e acabamento de estátuas",
    slug: "pintura-estatuas",
    category: "Restauração",
    published: true,
    publishedDaysAgo: 150,
    description: "Do primer ao verniz: técnicas de pintura para estátuas e bustos de resina e PVC.",
    modules: [
      {
        title: "Preparação",
        lessons: [
          { title: "Apresentação do curso", video: YT("mN0zPOpADL4"), seconds: 231 },
          {
            title: "Primer: quando e como usar",
            seconds: 360,
            text: `## Por que o primer importa

A tinta acrílica não adere bem à resina lisa. O primer cria uma base **aderente e uniforme**.

1. Lave a peça com água e detergente para tirar o desmoldante.
2. Espere secar por 24 horas.
3. Aplique camadas finas, a 20 cm de distância.`,
          },
        ],
      },
      {
        title: "Técnicas de pintura",
        lessons: [
          { title: "Pincel seco e lavagem", video: YT("SkVqJ1SGeL0"), seconds: 150 },
          { title: "Aerógrafo para iniciantes", video: VIMEO("76979871"), seconds: 62 },
        ],
      },
      {
        title: "Acabamento",
        lessons: [
          {
            title: "Verniz fosco, acetinado ou brilhante?",
            seconds: 300,
            dripDays: 7,
            text: `## Escolhendo o verniz

- **Fosco**: pele, tecidos e pedra.
- **Acetinado**: couro e plásticos.
- **Brilhante**: metais, olhos e superfícies molhadas.

Combine os três na mesma peça para um resultado realista.`,
          },
          {
            title: "Projeto final: sua primeira estátua",
            video: YT("aqz-KE-bpKQ"),
            seconds: 596,
            dripDays: 14,
          },
        ],
      },
    ],
  },
  {
    title: "Fotografia de produto com o celular",
    slug: "fotografia-produto",
    category: "Vendas",
    published: true,
    publishedDaysAgo: 90,
    description: "Fotos que vendem: luz, fundo e edição com o celular que você já tem.",
    modules: [
      {
        title: "Equipamento mínimo",
        lessons: [
          { title: "Luz natural x luz artificial", video: YT("eRsGyueVLvQ"), seconds: 888 },
          {
            title: "Montando um fundo infinito caseiro",
            seconds: 300,
            text: `## Você vai precisar de

- Uma cartolina branca (ou cinza) de 50 × 70 cm
- Duas caixas de sapato e fita crepe

Curve a cartolina entre as caixas, sem dobrar: a curva some na foto e a peça parece flutuar.`,
          },
        ],
      },
      {
        title: "Edição",
        lessons: [{ title: "Edição rápida no celular", video: VIMEO("22439234"), seconds: 190 }],
      },
    ],
  },
  {
    title: "Vendendo em marketplaces",
    slug: "vendendo-marketplaces",
    category: "Vendas",
    published: true,
    publishedDaysAgo: 5,
    description: "Anúncios, preço, frete e pós-venda para vender suas duplicatas com boa reputação.",
    modules: [
      {
        title: "Anúncios que vendem",
        lessons: [
          {
            title: "Título e descrição",
            seconds: 420,
            text: `## Um bom título tem

**Marca + linha + personagem + ano + estado.** Exemplo:

> Kenner Star Wars Boba Fett 1979 — C8, com arma original

Na descrição, liste defeitos **antes** das qualidades: quem compra confia mais.`,
          },
          { title: "Preço e frete", video: YT("R6MlUcmOul8"), seconds: 734 },
        ],
      },
      {
        title: "Pós-venda",
        lessons: [
          { title: "Embalagem segura", video: YT("TLkA0RELQ1g"), seconds: 654 },
          {
            title: "Avaliações e reputação",
            seconds: 240,
            text: `## Depois do envio

1. Mande o código de rastreio no mesmo dia.
2. Pergunte se a peça chegou bem.
3. Resolva problemas antes de o comprador abrir uma reclamação.`,
          },
        ],
      },
    ],
  },
  {
    title: "Importação sem dor de cabeça",
    slug: "importacao",
    category: null,
    published: true,
    publishedDaysAgo: 12,
    description: "Compre de fora com segurança: impostos, vendedores confiáveis e prazos.",
    modules: [
      {
        title: "Antes de comprar",
        lessons: [
          {
            title: "Impostos e taxas de importação",
            seconds: 600,
            text: `## Quanto vou pagar?

O valor final soma o **preço da peça**, o **frete** e os **impostos** cobrados na chegada. Sempre simule o total antes de fechar a compra.

Guarde a nota e o comprovante de pagamento: a Receita pode pedir.`,
          },
          { title: "Escolhendo o vendedor", video: YT("WhWc3b3KhnY"), seconds: 464 },
        ],
      },
      {
        title: "Acompanhando o pedido",
        lessons: [{ title: "Rastreio e prazos", video: VIMEO("1084537"), seconds: 596 }],
      },
    ],
  },
  {
    title: "Precificação avançada",
    slug: "precificacao-avancada",
    category: "Vendas",
    published: false,
    description: "Em produção: como precificar raridades e lotes.",
    modules: [
      {
        title: "Rascunho",
        lessons: [{ title: "Tabela de preços de referência", seconds: 300, text: "Conteúdo em produção." }],
      },
    ],
  },
  {
    title: "Customização de cards (em produção)",
    slug: "customizacao-cards",
    category: "Restauração",
    published: false,
    description: "Em produção: alteração e pintura de cards colecionáveis.",
    modules: [],
  },
];

/** A demo agent: its knowledge scope names courses and spaces by slug ('all' when none). */
export type DemoAgent = {
  name: string;
  tier: "trial" | "basic" | "premium" | "enterprise";
  active: boolean;
  /** The community's help agent, at /chatbot. */
  isDefault?: boolean;
  icon: AgentIconName | null;
  description: string;
  prompt: string;
  welcome: string;
  questions: string[];
  courses?: string[];
  spaces?: string[];
};

export const DEMO_AGENTS: DemoAgent[] = [
  {
    name: "Assistente da Guilda",
    tier: "trial",
    active: true,
    isDefault: true,
    icon: "message-square",
    description: "Tira dúvidas sobre a comunidade, os cursos e as publicações.",
    prompt:
      "Você é o Assistente da Guilda dos Colecionadores, o ajudante da comunidade. Responda com simpatia e objetividade, em poucos parágrafos, e indique a aula, o curso ou a publicação onde o membro encontra mais detalhes. Se as fontes não trazem a resposta, diga que não sabe e sugira perguntar no espaço Comece-por-aqui.",
    welcome:
      "Olá! Sou o assistente da Guilda. Pergunte sobre os cursos, as regras da comunidade ou dicas de colecionismo: eu respondo com as fontes.",
    questions: [
      "Por onde começo minha coleção?",
      "Quais são as escalas de conservação?",
      "Como proteger as caixas da umidade?",
      "Quais são as regras de convivência?",
    ],
  },
  {
    name: "Avaliador de Peças",
    tier: "trial",
    active: true,
    icon: "search",
    description: "Ajuda a descrever o estado de conservação de uma peça.",
    prompt:
      "Você é o Avaliador de Peças da Guilda. Ajude o membro a descrever o estado de conservação de uma peça com a escala C1 a C10 e os critérios dos cursos: pintura, articulações, caixa, blister e acessórios. Peça fotos dos defeitos quando faltar informação e nunca prometa um valor de mercado.",
    welcome:
      "Descreva a peça (personagem, linha, ano) e o que você notou nela. Eu ajudo a chegar a uma nota de conservação.",
    questions: [
      "Como funciona a escala de C1 a C10?",
      "Caixa amassada derruba muito a nota?",
      "Como fotografar defeitos para o comprador?",
    ],
    courses: ["avaliar-estado", "primeiros-passos"],
    spaces: ["galeria"],
  },
  {
    name: "Mentor de Vendas",
    tier: "basic",
    active: true,
    icon: "dollar-sign",
    description: "Sugere títulos, descrições e preços para anúncios.",
    prompt:
      "Você é o Mentor de Vendas da Guilda. Ajude o membro a anunciar peças em marketplaces: título com as palavras que o comprador procura, descrição honesta do estado, fotos com boa luz e preço que leve o frete em conta. Baseie-se nos cursos de vendas e de fotografia de produto e nas experiências dos membros. Não invente taxas de plataformas.",
    welcome: "Vamos vender bem? Conte o que você quer anunciar e eu sugiro título, descrição, fotos e preço.",
    questions: [
      "Como escrever um bom título de anúncio?",
      "Como calcular o preço com o frete?",
      "Luz natural ou artificial para fotografar?",
      "Como embalar a peça para envio?",
    ],
    courses: ["vendendo-marketplaces", "fotografia-produto"],
    spaces: ["comece-por-aqui"],
  },
  {
    name: "Restaurador Virtual",
    tier: "premium",
    active: true,
    icon: "wrench",
    description: "Passo a passo de restauração com os materiais certos.",
    prompt:
      "Você é o Restaurador Virtual da Guilda. Oriente restaurações de action figures e estátuas passo a passo: diagnóstico, materiais, limpeza, reparo de articulações, primer, pintura e verniz. Sempre recomende testar num ponto escondido e avise quando um processo não tem volta. Use os cursos de restauração e de pintura como base.",
    welcome:
      "Me conte o que aconteceu com a peça (articulação frouxa, pintura descascada, parte faltando…) e eu monto o passo a passo com os materiais certos.",
    questions: [
      "Como firmar uma articulação frouxa?",
      "Quando usar primer?",
      "Verniz fosco, acetinado ou brilhante?",
      "Como limpar sem danificar a pintura?",
    ],
    courses: ["restauracao-action-figures", "pintura-estatuas"],
    spaces: ["turma-restauracao"],
  },
  {
    name: "Consultor de Importação",
    tier: "enterprise",
    active: true,
    icon: "globe",
    description: "Calcula impostos e prazos de importação.",
    prompt:
      "Você é o Consultor de Importação da Guilda. Explique como comprar peças do exterior com segurança: simular o custo total (preço, frete e impostos), escolher vendedores confiáveis, guardar comprovantes e acompanhar o rastreio. Não cite alíquotas sem fonte: recomende conferir as regras atuais da Receita Federal.",
    welcome:
      "Pensando em importar? Diga o que você quer comprar e de onde, e eu ajudo a estimar custos, prazos e riscos.",
    questions: [
      "Quanto vou pagar de impostos?",
      "Como escolher um vendedor confiável?",
      "Como acompanhar o rastreio e os prazos?",
    ],
    courses: ["importacao"],
  },
  {
    name: "Curador de Coleções",
    tier: "premium",
    active: false,
    icon: "gem",
    description: "Em revisão pela equipe.",
    prompt:
      "Você é o Curador de Coleções da Guilda. Ajude o membro a definir o foco da coleção, catalogar as peças e montar uma exposição bonita e segura.",
    welcome: "Conte como é a sua coleção hoje e eu ajudo a organizá-la.",
    questions: ["Como defino o foco da minha coleção?", "Como catalogar as peças?"],
    courses: ["primeiros-passos"],
    spaces: ["galeria"],
  },
  {
    name: "Tradutor de Manuais",
    tier: "basic",
    active: false,
    icon: "languages",
    description: "Desativado temporariamente.",
    prompt:
      "Traduza para o português trechos de manuais e fichas técnicas de colecionáveis, mantendo nomes próprios e códigos de peças.",
    welcome: "Cole o trecho do manual que você quer entender.",
    questions: [],
  },
];

export const FIRST_NAMES = [
  "Ana",
  "Bruno",
  "Camila",
  "Diego",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Larissa",
  "Marcos",
  "Natália",
  "Otávio",
  "Paula",
  "Rafael",
  "Sabrina",
  "Thiago",
  "Vanessa",
  "Wagner",
  "Yasmin",
  "Lucas",
  "Mariana",
  "Pedro",
  "Beatriz",
  "Gustavo",
  "Letícia",
  "Rodrigo",
  "Juliana",
  "André",
  "Fernanda",
  "Caio",
  "Renata",
  "Vinícius",
  "Priscila",
  "Matheus",
  "Aline",
  "Leonardo",
  "Tatiane",
];
export const LAST_NAMES = [
  "Silva",
  "Souza",
  "Oliveira",
  "Santos",
  "Pereira",
  "Lima",
  "Carvalho",
  "Ferreira",
  "Rodrigues",
  "Almeida",
  "Costa",
  "Gomes",
  "Martins",
  "Araújo",
  "Barbosa",
  "Ribeiro",
  "Cardoso",
  "Rocha",
  "Dias",
  "Teixeira",
];

export const DEMO_POSTS: {
  title: string;
  content: string;
  space: string;
  pinned?: boolean;
  media?: { type: "image" | "youtube"; url: string };
}[] = [
  {
    title: "Boas-vindas à Guilda! Leia antes de tudo",
    content:
      "Que bom ter você aqui!\n\n1. Apresente-se neste espaço contando o que você coleciona.\n2. Complete o curso Primeiros passos no colecionismo.\n3. Participe das lives de quinta-feira.\n\nQualquer dúvida, chame a moderação.",
    space: "comece-por-aqui",
    pinned: true,
  },
  {
    title: "Regras de convivência",
    content:
      "Respeito acima de tudo. Nada de spam, nada de venda fora do espaço certo e sempre descreva o estado real das peças.",
    space: "avisos",
    pinned: true,
  },
  {
    title: "Minha estante nova ficou pronta",
    content: "Depois de três meses de marcenaria, finalmente organizei a coleção por saga. O que acharam?",
    space: "galeria",
    media: { type: "image", url: "/demo/estante.svg" },
  },
  {
    title: "Live de quinta: restauração de pintura descascada",
    content: "Vamos mostrar ao vivo como recuperar a pintura de uma figure dos anos 80. Traga suas dúvidas!",
    space: "lives-e-encontros",
    media: { type: "youtube", url: "dQw4w9WgXcQ" },
  },
  {
    title: "Dica rápida: sílica gel nas caixas",
    content:
      "Quem guarda peças em caixa fechada: coloquem sachês de sílica gel. A umidade é a maior inimiga das embalagens.",
    space: "comece-por-aqui",
  },
  {
    title: "Primeira venda no marketplace!",
    content:
      "Seguindo o curso de vendas consegui vender minha primeira peça repetida. Fotografia faz toda a diferença.",
    space: "comece-por-aqui",
  },
  {
    title: "Alguém conhece um bom fornecedor de acrílico?",
    content:
      "Preciso de cases de acrílico sob medida para estátuas de 30 cm. Indicações de São Paulo ou que enviem para o Sul?",
    space: "comece-por-aqui",
  },
  {
    title: "Comparativo: verniz fosco vs. acetinado",
    content:
      "Testei os dois em miniaturas de resina. O fosco esconde melhor as imperfeições, o acetinado valoriza cores metálicas.",
    space: "turma-restauracao",
    media: { type: "image", url: "/demo/pintura.svg" },
  },
  {
    title: "Encontro presencial em Belo Horizonte",
    content:
      "Estamos organizando um encontro em BH no próximo mês. Quem topa? Comenta aqui a cidade de onde viria.",
    space: "lives-e-encontros",
  },
  {
    title: "Como vocês catalogam a coleção?",
    content:
      "Uso planilha, mas está ficando difícil. Alguém usa aplicativo? Quero registrar valor pago, estado e localização.",
    space: "comece-por-aqui",
  },
  {
    title: "Tutorial em vídeo: fotografando com fundo infinito",
    content: "Gravei um vídeo curto mostrando meu setup de fotografia com cartolina e duas luminárias.",
    space: "comece-por-aqui",
    media: { type: "youtube", url: "aqz-KE-bpKQ" },
  },
  {
    title: "Cuidado com réplicas nesta feira",
    content: "Vi várias réplicas vendidas como originais. Confiram sempre o selo e o acabamento da base.",
    space: "avisos",
  },
  {
    title: "Minha primeira restauração completa",
    content: "Antes e depois da figure que peguei quebrada em um bazar. Levou duas semanas!",
    space: "galeria",
    media: { type: "image", url: "/demo/restauracao.svg" },
  },
  {
    title: "Pauta da reunião de moderação",
    content: "Revisar denúncias da semana e combinar a escala das lives.",
    space: "bastidores",
  },
  {
    title: "Qual foi a peça mais difícil de achar?",
    content: "A minha foi um veículo de 1983 com a caixa original. Demorei quatro anos!",
    space: "comece-por-aqui",
  },
  {
    title: "Importei pela primeira vez e deu certo",
    content: "Segui o passo a passo do curso de importação. Chegou em 22 dias e sem surpresa na taxa.",
    space: "comece-por-aqui",
  },
  {
    title: "Lista de materiais para começar a restaurar",
    content: "Pincéis 000 e 0, tinta acrílica, massa epóxi, lixas 600 a 1200 e muita paciência.",
    space: "turma-restauracao",
  },
  {
    title: "Vale a pena comprar lotes?",
    content:
      "Comprei um lote de 40 peças e só 6 me interessavam. Mesmo assim revendi o resto com lucro. E vocês?",
    space: "comece-por-aqui",
  },
];
