/** pt-BR texts of /sugestoes (the validation and refusal texts are in suggestionMessages). */
export const webSuggestionsMessages = {
  title: "Sugestões",
  subtitle:
    "Proponha melhorias para a Guilda, vote nas ideias de outros membros e acompanhe o que a equipe decidiu.",
  newSuggestion: "Nova sugestão",
  listLabel: "Lista de sugestões",

  // Order, filters and search
  sortLabel: "Ordenar sugestões",
  sortVotes: "Mais votadas",
  sortRecent: "Mais recentes",
  sortTrending: "Em alta",
  trendingHint: "Mais votadas nos últimos 7 dias.",
  statusFilter: "Status",
  allStatuses: "Todos",
  categoryFilter: "Categoria",
  allCategories: "Todas",
  searchLabel: "Buscar sugestões",
  searchPlaceholder: "Buscar pelo título",
  clearFilters: "Limpar filtros",

  // Votes
  openVotes: (n: number, max: number) => `Seus votos abertos: ${n} de ${max}`,
  openVotesHint: "Um voto volta para você quando a sugestão é concluída, recusada ou marcada como duplicada.",
  votes: (n: number) => (n === 1 ? "1 voto" : `${n} votos`),
  recentVotes: (n: number) => (n === 1 ? "1 voto nesta semana" : `${n} votos nesta semana`),
  vote: "Votar",
  voted: "Votei",
  /**
   * The tall vote button's accessible name: it starts with what the button shows (the count), so
   * a voice command of the visible number reaches it, then says what pressing does.
   */
  voteFor: (title: string, count: number) =>
    `${count === 1 ? "1 voto" : `${count} votos`}, votar em “${title}”`,
  voteClosedFor: (title: string, count: number) =>
    `${count === 1 ? "1 voto" : `${count} votos`}, votação encerrada em “${title}”`,
  voteClosed: "Votação encerrada",
  /** After the wide vote button's visible words, for screen readers. */
  voteTarget: (title: string) => ` em “${title}”`,
  voteError: "Não foi possível registrar o voto",
  comments: (n: number) => (n === 1 ? "1 comentário" : `${n} comentários`),

  // List states
  empty: "Nenhuma sugestão por aqui ainda",
  emptyText: "Tem uma ideia para a comunidade? Seja o primeiro a sugerir.",
  emptyFiltered: "Nenhuma sugestão encontrada",
  emptyFilteredText: "Tente outro status, outra categoria ou outra busca.",
  loadError: "Não foi possível carregar as sugestões.",
  retry: "Tentar novamente",
  loadMore: "Carregar mais sugestões",
  loadingMore: "Carregando...",
  loadMoreError: "Não foi possível carregar mais sugestões.",

  // Form (new and edit)
  createTitle: "Nova sugestão",
  createDescription:
    "Conte a sua ideia: o que você gostaria de ver na Guilda e por que ajudaria os colecionadores.",
  editTitle: "Editar sugestão",
  editDescription: "Enquanto a sugestão estiver como Nova, você pode ajustar o texto.",
  titleLabel: "Título",
  titlePlaceholder: "Ex.: Área de trocas entre colecionadores",
  descriptionLabel: "Descrição",
  descriptionHint: "Texto simples; as quebras de linha são mantidas.",
  categoryLabel: "Categoria",
  submitCreate: "Publicar sugestão",
  submitEdit: "Salvar alterações",
  saving: "Salvando...",
  cancel: "Cancelar",
  created: "Sugestão publicada!",
  updated: "Sugestão atualizada!",
  saveErrorTitle: "Erro ao salvar sugestão",

  // Detail
  back: "Voltar para sugestões",
  by: "por",
  removedMember: "Membro removido",
  postedAt: (date: string) => `em ${date}`,
  duplicateOf: "Duplicada de",
  duplicateOfHint: "Os votos desta sugestão foram somados à original.",
  duplicates: "Sugestões duplicadas desta",
  duplicatesHint: "Os votos delas foram somados aqui.",
  statusNote: "Nota da equipe",
  historyTitle: "Histórico de status",
  historyEmpty: "Ainda sem mudanças de status.",
  historyChange: (from: string, to: string) => `${from} → ${to}`,
  changedBy: (name: string) => `por ${name}`,
  edit: "Editar",
  remove: "Excluir",
  removeTitle: "Excluir sugestão?",
  removeText: (title: string) =>
    `“${title}” será excluída com seus votos, comentários e histórico. Esta ação não pode ser desfeita.`,
  removed: "Sugestão excluída.",
  removeError: "Não foi possível excluir a sugestão.",
  notFoundTitle: "Sugestão não encontrada",
  notFoundText: "Ela pode ter sido excluída pela equipe.",
  detailLoadError: "Não foi possível carregar a sugestão.",

  // Admin: status
  changeStatus: "Alterar status",
  statusDialogTitle: "Alterar status da sugestão",
  statusDialogDescription: "Quem votou e o autor recebem uma notificação com a nota.",
  newStatusLabel: "Novo status",
  currentStatus: (label: string) => `${label} (atual)`,
  noteLabel: "Nota para quem votou (opcional)",
  notePlaceholder: "Explique a decisão ou o próximo passo.",
  originalLabel: "Sugestão original",
  originalSearchLabel: "Buscar a sugestão original",
  originalSearchPlaceholder: "Digite parte do título",
  originalHint: "Os votos desta sugestão passam para a original.",
  originalNone: "Nenhuma sugestão encontrada.",
  originalChosen: (title: string) => `Original escolhida: ${title}`,
  saveStatus: "Salvar status",
  statusChanged: "Status atualizado! Quem votou foi avisado.",
  statusErrorTitle: "Erro ao alterar status",

  // Comments
  commentsTitle: "Comentários",
  commentLabel: "Escreva um comentário",
  commentSubmit: "Comentar",
  commentSending: "Enviando...",
  commentsEmpty: "Nenhum comentário ainda. Comece a conversa!",
  commentsLoadError: "Não foi possível carregar os comentários.",
  commentErrorTitle: "Erro ao comentar",
  moreComments: "Ver mais comentários",
  removeComment: "Excluir",
  removeCommentLabel: (name: string) => `Excluir comentário de ${name}`,
  removeCommentConfirm: "Excluir este comentário?",
  confirmRemoveComment: "Excluir",
  keepComment: "Manter",
  removeCommentError: "Não foi possível excluir o comentário.",
} as const;
