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

export const DEMO_COURSES = [
  {
    title: "Primeiros passos no colecionismo",
    slug: "primeiros-passos",
    category: "Fundamentos",
    published: true,
  },
  {
    title: "Como avaliar o estado de uma peça",
    slug: "avaliar-estado",
    category: "Fundamentos",
    published: true,
  },
  {
    title: "Restauração de action figures",
    slug: "restauracao-action-figures",
    category: "Restauração",
    published: true,
  },
  {
    title: "Pintura e acabamento de estátuas",
    slug: "pintura-estatuas",
    category: "Restauração",
    published: true,
  },
  {
    title: "Fotografia de produto com o celular",
    slug: "fotografia-produto",
    category: "Vendas",
    published: true,
  },
  { title: "Vendendo em marketplaces", slug: "vendendo-marketplaces", category: "Vendas", published: true },
  { title: "Importação sem dor de cabeça", slug: "importacao", category: null, published: true },
  { title: "Precificação avançada", slug: "precificacao-avancada", category: "Vendas", published: false },
  {
    title: "Customização de cards (em produção)",
    slug: "customizacao-cards",
    category: "Restauração",
    published: false,
  },
] as const;

const svg = (path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${path}</svg>`;

export const DEMO_AGENTS = [
  {
    name: "Avaliador de Peças",
    tier: "trial",
    active: true,
    icon: svg('<circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/>'),
    description: "Ajuda a descrever o estado de conservação de uma peça.",
  },
  {
    name: "Mentor de Vendas",
    tier: "basic",
    active: true,
    icon: svg('<path d="M12 2v20"/><path d="M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6"/>'),
    description: "Sugere títulos, descrições e preços para anúncios.",
  },
  {
    name: "Restaurador Virtual",
    tier: "premium",
    active: true,
    icon: svg(
      '<path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94z"/>',
    ),
    description: "Passo a passo de restauração com os materiais certos.",
  },
  {
    name: "Consultor de Importação",
    tier: "enterprise",
    active: true,
    icon: svg('<circle cx="12" cy="12" r="10"/><path d="M2 12h20"/>'),
    description: "Calcula impostos e prazos de importação.",
  },
  {
    name: "Curador de Coleções",
    tier: "premium",
    active: false,
    icon: svg('<rect x="3" y="3" width="18" height="18" rx="2"/>'),
    description: "Em revisão pela equipe.",
  },
  {
    name: "Tradutor de Manuais",
    tier: "basic",
    active: false,
    icon: null,
    description: "Desativado temporariamente.",
  },
] as const;

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
