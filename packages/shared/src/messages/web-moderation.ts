/** pt-BR texts of the web app's moderation: the report dialog, the badges, the queue and its settings. */
export const webModerationMessages = {
  // ——— Reporting ———
  reportDescription:
    "Conte para a moderação o que há de errado. Quem publicou não fica sabendo quem denunciou.",
  reportProfileDescription:
    "Conte para a moderação o que há de errado com este perfil. A pessoa não fica sabendo quem denunciou.",
  reportItemLabel: (kind: string, author: string) => `Denunciar ${kind.toLowerCase()} de ${author}`,
  reportNotePlaceholder: "O que a moderação precisa saber?",
  reportNoteCount: (used: number, max: number) => `${used} de ${max} caracteres`,
  reportSending: "Enviando…",
  reportErrorTitle: "Não foi possível enviar a denúncia",
  cancel: "Cancelar",
  close: "Fechar",

  // ——— The queue ———
  pageDescription:
    "Denúncias e conteúdos retidos pelas regras automáticas, do mais antigo ao mais novo. Cada decisão fica no histórico do membro.",
  filtersLabel: "Filtrar a fila",
  filters: { all: "Todos", reported: "Denunciados", held: "Retidos" },
  openCount: (n: number) => (n === 1 ? "1 item aberto" : `${n.toLocaleString("pt-BR")} itens abertos`),
  emptyText:
    "Quando alguém denunciar um conteúdo ou uma regra automática retiver um texto, ele aparece aqui.",
  loadError: "Não foi possível carregar a fila de moderação.",
  retry: "Tentar de novo",
  loadMore: "Carregar mais",
  loadingMore: "Carregando…",
  loadMoreError: "Não foi possível carregar mais itens.",
  itemLabel: (kind: string, author: string) => `${kind} de ${author}`,
  /** 'Na fila há 2 horas' (the distance without its 'há'). */
  openedAt: (distance: string) => `Na fila há ${distance}`,
  inContext: (context: string) => `Em ${context}`,
  openItem: "Abrir",
  openItemLabel: (kind: string) => `Abrir ${kind.toLowerCase()}`,
  removedItem: "Este conteúdo já foi removido.",
  noText: "(sem texto)",
  mediaAlt: "Imagem do conteúdo",
  heldBecause: (reason: string) => `Retido: ${reason}`,
  hiddenNow: "Oculto",
  reportsHeading: (n: number) => (n === 0 ? "Denúncias" : n === 1 ? "1 denúncia" : `${n} denúncias`),
  noReports: "Nenhuma denúncia: retido por uma regra automática.",
  reporterRemoved: "Conta removida",
  historyHeading: "Histórico do membro",
  historyEmpty: "Nenhuma moderação anterior.",
  historyBy: (name: string) => `por ${name}`,
  historyUntil: (when: string) => `até ${when}`,
  historyUntilLifted: "até liberar",
  contentActionsLabel: "Decisão sobre o conteúdo",
  memberActionsLabel: (name: string) => `Medidas sobre ${name}`,

  // ——— The author's state ———
  silencedBadge: "Silenciado",
  silencedUntil: (when: string) => `Silenciado até ${when}`,
  silencedForever: "Silenciado até liberar",
  suspendedBadge: "Suspenso",
  bannedBadge: "Banido",
  staffBadge: { admin: "Admin", moderator: "Moderador" },

  // ——— Decisions ———
  deleteConfirmTitle: "Excluir este conteúdo?",
  deleteConfirmText: "Ele é removido para todos e não dá para desfazer. Quem denunciou é avisado.",
  suspendConfirmTitle: (name: string) => `Suspender ${name}?`,
  suspendConfirmText: "A conta deixa de entrar na comunidade até ser liberada por um administrador.",
  banConfirmTitle: (name: string) => `Banir ${name}?`,
  banConfirmText: "A conta é banida e este e-mail não poderá entrar de novo na comunidade.",
  warnTitle: (name: string) => `Avisar ${name}`,
  warnDescription: "A pessoa recebe este texto como notificação e por e-mail.",
  warnLabel: "Mensagem do aviso",
  warnSend: "Enviar aviso",
  silenceMenuLabel: (name: string) => `Silenciar ${name}`,
  silenceOptions: { 1: "1 dia", 7: "7 dias", 30: "30 dias", forever: "Até liberar" },
  working: "Salvando…",
  done: {
    keep: "Conteúdo mantido. Quem denunciou foi avisado.",
    approve: "Conteúdo aprovado e publicado.",
    hide: "Conteúdo ocultado.",
    delete: "Conteúdo excluído.",
    warn: (name: string) => `Aviso enviado para ${name}.`,
    silence: (name: string, until: string | null) =>
      until ? `${name} está silenciado até ${until}.` : `${name} está silenciado até liberar.`,
    suspend: (name: string) => `${name} foi suspenso.`,
    ban: (name: string) => `${name} foi banido.`,
    lift: (name: string) => `${name} foi liberado.`,
  },
  actionErrorTitle: "Não foi possível concluir a ação",

  // ——— Settings (admins) ———
  settingsHeading: "Regras automáticas",
  settingsDescription:
    "O que tira um conteúdo do ar antes da revisão e o que fica retido até alguém da moderação aprovar.",
  hideThresholdLabel: "Denúncias para ocultar",
  hideThresholdHint:
    "Com esse número de denúncias de pessoas diferentes, o conteúdo sai do ar até a revisão.",
  linkLimitLabel: "Links permitidos para membros novos",
  linkLimitHint: "Um texto de membro novo com mais links do que isso fica retido para revisão.",
  minPointsLabel: "Pontos mínimos",
  minPointsHint: "Abaixo disso (ou nas primeiras 24 horas), o membro conta como novo para a regra dos links.",
  wordListLabel: "Lista de palavras",
  wordListHint: "Uma palavra ou expressão por linha. Um texto que contenha alguma delas fica retido.",
  save: "Salvar",
  saving: "Salvando…",
  saveErrorTitle: "Não foi possível salvar",
  settingsLoadError: "Não foi possível carregar as regras automáticas.",

  // ——— Navigation ———
  navLink: "Moderação",
} as const;
