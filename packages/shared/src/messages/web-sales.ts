import type { SaleProvider } from "../schemas/sales";

const count = (n: number) => new Intl.NumberFormat("pt-BR").format(n);

/** pt-BR texts of /admin/vendas: offers, the providers' integrations and the delivery log. */
export const webSalesMessages = {
  pageTitle: "Vendas",
  pageDescription:
    "Ligue os produtos que você vende na Hotmart, na Stripe ou em outra plataforma aos cursos, categorias, agentes de IA e ao papel de Aluno. Compras aprovadas liberam o acesso sozinhas; reembolsos o retiram.",
  tabsLabel: "Seções de vendas",
  tabs: { offers: "Ofertas", integrations: "Integrações", deliveries: "Entregas" },
  retry: "Tentar novamente",
  close: "Fechar",
  cancel: "Cancelar",

  // Offers
  offersHeading: "Ofertas",
  offersDescription:
    "Cada oferta diz o que a compra de um produto libera. Ofertas que já têm compras não podem ser excluídas, só editadas: quem comprou recebe os novos termos.",
  newOffer: "Nova oferta",
  offersListLabel: "Ofertas de venda",
  offersLoadError: "Não foi possível carregar as ofertas.",
  offersEmptyTitle: "Nenhuma oferta ainda",
  offersEmptyText: "Crie uma oferta para que as compras aprovadas liberem acesso automaticamente.",
  factProvider: "Provedor",
  factProduct: "Produto",
  factGrants: "Libera",
  factDuration: "Duração",
  factPurchases: "Compras",
  productWithCode: (key: string, code: string) => `${key} · oferta ${code}`,
  productAnyOffer: (key: string) => `${key} · todas as ofertas`,
  durationDays: (n: number) => (n === 1 ? "1 dia" : `${count(n)} dias`),
  grantCategory: (category: string) => `Categoria ${category}`,
  grantTier: (tier: string) => `Agentes de IA: ${tier}`,
  grantStudent: "Papel de Aluno",
  purchasesCount: (live: number, total: number) =>
    total === 0
      ? "Nenhuma compra"
      : `${total === 1 ? "1 compra" : `${count(total)} compras`}, ${live === 1 ? "1 ativa" : `${count(live)} ativas`}`,
  editOffer: (name: string) => `Editar oferta ${name}`,
  deleteOffer: (name: string) => `Excluir oferta ${name}`,

  // Offer dialog
  newOfferTitle: "Nova oferta",
  editOfferTitle: "Editar oferta",
  offerDialogDescription:
    "Quando o provedor avisar uma compra aprovada deste produto, o comprador recebe o que a oferta libera. Quem ainda não é membro recebe um convite por e-mail.",
  nameLabel: "Nome da oferta",
  nameHint: "Aparece no registro de compras e na notificação do membro.",
  providerLabel: "Provedor",
  productKeyLabel: {
    hotmart: "ID do produto na Hotmart",
    stripe: "ID do preço, do produto ou do link de pagamento",
    generic: "Chave do produto",
  } satisfies Record<SaleProvider, string>,
  productKeyHint: {
    hotmart: "O número do produto (ou o seu ucode), como aparece no painel da Hotmart.",
    stripe: "Começa com price_, prod_ ou plink_. Assinaturas são reconhecidas pelo preço da fatura.",
    generic: "O valor do campo “product” que a sua plataforma envia.",
  } satisfies Record<SaleProvider, string>,
  offerCodeLabel: "Código da oferta (opcional)",
  offerCodeHint: "Deixe vazio para valer para todas as ofertas (preços) do produto.",
  coursesLabel: "Cursos",
  coursesHint: "Os cursos que a compra libera.",
  coursesSelected: (n: number) => (n === 1 ? "1 selecionado" : `${n} selecionados`),
  coursesLoading: "Carregando cursos...",
  coursesLoadError: "Não foi possível carregar os cursos.",
  coursesEmpty: "Nenhum curso criado ainda.",
  draftCourse: "rascunho",
  categoriesLabel: "Categorias de cursos",
  categoriesHint: "Libera todos os cursos da categoria, inclusive os que forem criados depois.",
  categoriesEmpty: "Nenhuma categoria de curso ainda.",
  tierLabel: "Plano dos agentes de IA",
  tierNone: "Nenhum",
  tierHint: "O membro fica com o maior entre este plano e o que já tiver.",
  studentLabel: "Dar o papel de Aluno",
  durationLegend: "Duração do acesso",
  durationHint: {
    lifetime: "O acesso não termina (a não ser por reembolso ou chargeback).",
    days: "Contados a partir da aprovação do pagamento.",
    subscription:
      "O acesso dura até a próxima cobrança; se a assinatura for cancelada, termina no fim do período pago.",
  },
  durationOptionDays: "Por um número de dias",
  daysLabel: "Número de dias",
  create: "Criar oferta",
  creating: "Criando...",
  save: "Salvar oferta",
  saving: "Salvando...",
  createdTitle: "Oferta criada!",
  savedTitle: "Oferta salva!",
  savedSyncText: "Quem já comprou recebe os novos termos em instantes.",
  saveErrorTitle: "Não foi possível salvar a oferta.",
  deleteTitle: "Excluir oferta",
  deleteQuestion: (name: string) => `Excluir a oferta “${name}”?`,
  deleteConsequence: "Notificações que chegarem depois para este produto serão ignoradas.",
  deletedTitle: "Oferta excluída",
  deleteErrorTitle: "Não foi possível excluir a oferta.",

  // Integrations
  integrationsHeading: "Integrações",
  integrationsDescription:
    "Cadastre no painel de cada provedor o endereço abaixo para as notificações de venda (webhooks) e guarde aqui o segredo que as assina.",
  providersLoadError: "Não foi possível carregar as integrações.",
  configured: "Configurado",
  notConfigured: "Não configurado",
  webhookUrlLabel: (provider: string) => `Endereço do webhook (${provider})`,
  copyUrl: "Copiar endereço",
  urlCopied: "Endereço copiado!",
  copyError: "Não foi possível copiar. Selecione o texto e copie manualmente.",
  currentSecret: "Segredo atual",
  noSecret: "Nenhum segredo salvo: as notificações deste provedor são recusadas.",
  updatedAt: (date: string) => `Atualizado em ${date}`,
  failedSignatures: (n: number) =>
    n === 0
      ? "Nenhuma assinatura inválida nas últimas 24 horas."
      : n === 1
        ? "1 notificação recusada por assinatura inválida nas últimas 24 horas."
        : `${count(n)} notificações recusadas por assinatura inválida nas últimas 24 horas.`,
  secretLabel: {
    hotmart: "Token (hottok) da Hotmart",
    stripe: "Segredo de assinatura da Stripe",
  },
  secretHint: {
    hotmart:
      "Na Hotmart: Ferramentas → Webhook → copie o hottok. Ele chega em cada notificação no cabeçalho X-HOTMART-HOTTOK.",
    stripe:
      "No painel da Stripe: Desenvolvedores → Webhooks → o seu endpoint → Segredo de assinatura (começa com whsec_).",
  },
  replaceSecret: "Substituir segredo",
  saveSecret: "Salvar segredo",
  savingSecret: "Salvando...",
  secretSavedTitle: "Segredo salvo!",
  secretSavedText: "As próximas notificações serão verificadas com ele.",
  secretErrorTitle: "Não foi possível salvar o segredo.",
  genericHint:
    "Para qualquer outra plataforma: notificações assinadas no padrão Standard Webhooks (cabeçalhos webhook-id, webhook-timestamp e webhook-signature).",
  generateSecret: "Gerar segredo",
  regenerateSecret: "Gerar novo segredo",
  generating: "Gerando...",
  regenerateTitle: "Gerar um novo segredo?",
  regenerateText:
    "O segredo atual deixa de valer na hora: a plataforma que envia as notificações precisa receber o novo, ou elas serão recusadas.",
  generateErrorTitle: "Não foi possível gerar o segredo.",
  newSecretTitle: "Novo segredo do webhook genérico",
  newSecretWarning: "Copie e guarde este segredo agora: ele não será mostrado de novo.",
  newSecretLabel: "Segredo",
  copySecret: "Copiar segredo",
  secretCopied: "Segredo copiado!",
  newSecretDone: "Já guardei o segredo",

  // Deliveries
  deliveriesHeading: "Entregas",
  deliveriesDescription:
    "Cada notificação recebida dos provedores, da mais recente para a mais antiga. Uma entrega que falhou pode ser reprocessada.",
  filtersLabel: "Filtros de entregas",
  statusFilterLabel: "Situação",
  allStatuses: "Todas as situações",
  providerFilterLabel: "Provedor",
  allProviders: "Todos os provedores",
  statusWithCount: (label: string, n: number) => `${label} (${count(n)})`,
  deliveriesListLabel: "Entregas recebidas",
  deliveriesLoadError: "Não foi possível carregar as entregas.",
  deliveriesEmptyTitle: "Nenhuma entrega ainda",
  deliveriesEmptyText: "Quando um provedor enviar uma notificação, ela aparece aqui.",
  deliveriesEmptyFiltered: "Nenhuma entrega com estes filtros.",
  loadMore: "Carregar mais",
  loadingMore: "Carregando...",
  loadMoreError: "Não foi possível carregar mais entregas.",
  factReceivedAt: "Recebida em",
  factEvent: "Evento",
  factStatus: "Situação",
  factError: "Erro",
  noEvent: "Evento não identificado",
  copiesReceived: (n: number) => (n <= 1 ? "Recebida 1 vez" : `Recebida ${count(n)} vezes`),
  viewDelivery: "Detalhes",
  viewDeliveryOf: (event: string, at: string) => `Detalhes da entrega ${event} de ${at}`,

  // Delivery detail
  deliveryTitle: (event: string | null) => (event ? `Entrega ${event}` : "Entrega sem evento identificado"),
  deliveryDescription: (provider: string, at: string) => `${provider}, recebida em ${at}.`,
  deliveryLoadError: "Não foi possível carregar a entrega.",
  factProcessedAt: "Processada em",
  factEventId: "ID do evento",
  factBuyer: "Comprador",
  factClientIp: "Endereço de origem",
  factCopies: "Cópias recebidas",
  notProcessed: "Ainda não",
  bodyHeading: "Corpo recebido",
  noBody: "O corpo de uma notificação com assinatura inválida não é guardado.",
  reprocess: "Reprocessar",
  reprocessing: "Reprocessando...",
  reprocessHint:
    "Aplica a notificação de novo com as ofertas de agora. Nada é concedido duas vezes: o acesso fica como as notificações da compra dizem.",
  reprocessedTitle: "Entrega enviada para reprocessar",
  reprocessedText: "A situação muda assim que o processamento terminar.",
  reprocessErrorTitle: "Não foi possível reprocessar.",
} as const;

/** Where each access of a member comes from, in 'Gerenciar Acessos' (members page). */
export const accessSourceMessages = {
  dialogHint:
    "Cada interruptor concede ou retira o acesso manual. Acessos liberados por compras seguem a compra: um reembolso os retira.",
  sourcesLabel: (name: string) => `Origens do acesso a ${name}`,
  byHand: "Concedido manualmente",
  purchase: (provider: string, transaction: string) => `Liberado pela compra ${provider} ${transaction}`,
  tierPurchase: (tier: string, provider: string, transaction: string) =>
    `${tier}, liberado pela compra ${provider} ${transaction}`,
  until: (date: string) => `até ${date}`,
  endedOn: (date: string) => `terminou em ${date}`,
  noEnd: "sem data de término",
  tierInEffect: (tier: string) => `Nível em vigor: ${tier}`,
  tierSourcesLabel: "Níveis liberados por compras",
} as const;

/** 'Compras' on a member's page (admins). */
export const memberPurchaseMessages = {
  heading: "Compras",
  description:
    "As compras recebidas dos provedores de venda para este membro, da mais recente à mais antiga.",
  loadError: "Não foi possível carregar as compras.",
  empty: "Nenhuma compra registrada para este membro.",
  listLabel: "Compras do membro",
  noOffer: "Nenhuma oferta corresponde a este produto",
  factProvider: "Provedor",
  factTransaction: "Transação",
  factStatus: "Situação",
  factAmount: "Valor",
  factApprovedAt: "Aprovada em",
  factPaidUntil: "Paga até",
  factEndedAt: "Terminou em",
  factEmail: "E-mail da compra",
  invitePending: "Convite ainda não aceito",
} as const;
