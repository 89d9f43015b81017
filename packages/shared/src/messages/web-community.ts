const count = (n: number) => new Intl.NumberFormat("pt-BR").format(n);

/** pt-BR texts of /comunidade, the community overview. */
export const webCommunityMessages = {
  title: "Comunidade",
  subtitle: "Os espaços da comunidade, quem faz parte dela e onde acontece a conversa.",
  loadError: "Não foi possível carregar a visão geral da comunidade.",
  retry: "Tentar novamente",
  membersStat: (n: number) => (n === 1 ? "1 membro" : `${count(n)} membros`),
  spacesStat: (n: number) => (n === 1 ? "1 espaço" : `${count(n)} espaços`),
  seeMembers: "Ver membros",
  seeRanking: "Ver ranking",
  seeCalendar: "Ver calendário",
  spacesTitle: "Espaços",
  spacesList: "Espaços da comunidade",
  postCount: (n: number) => (n === 1 ? "1 publicação" : `${count(n)} publicações`),
  messageCount: (n: number) => (n === 1 ? "1 mensagem" : `${count(n)} mensagens`),
  /** {when} is relative: 'há 3 dias'. */
  lastActivity: (when: string) => `Última atividade ${when}`,
  noActivity: "Sem publicações ainda",
  noMessages: "Sem mensagens ainda",
  emptyTitle: "Nenhum espaço disponível",
  emptyText: "Quando houver espaços abertos para você, eles aparecerão aqui.",
} as const;
