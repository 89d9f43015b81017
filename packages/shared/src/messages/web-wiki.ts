const count = (n: number) => new Intl.NumberFormat("pt-BR").format(n);

/** pt-BR texts of the wiki's screens (/recursos/wiki). Server answers are in `wikiMessages`. */
export const webWikiMessages = {
  // Index
  title: "Wiki",
  subtitle: "Guias e referências escritos pela equipe para colecionadores de todos os níveis.",
  newArticle: "Novo artigo",
  manageCategories: "Categorias",
  filterLabel: "Filtrar artigos",
  filterPlaceholder: "Filtrar por título…",
  noFilterMatch: (query: string) => `Nenhum artigo com "${query}" no título.`,
  uncategorized: "Sem categoria",
  articleCount: (n: number) => (n === 1 ? "1 artigo" : `${count(n)} artigos`),
  emptyCategory: "Nenhum artigo nesta categoria ainda.",
  emptyTitle: "A wiki ainda está vazia",
  emptyText: "Os artigos escritos pela equipe aparecerão aqui.",
  emptyEditorText: "Crie o primeiro artigo: guias, glossários e tabelas de referência.",
  loadError: "Não foi possível carregar a wiki.",
  retry: "Tentar novamente",
  /** 'Atualizado há 3 dias por Ana' */
  updated: (when: string, who: string | null) =>
    who ? `Atualizado ${when} por ${who}` : `Atualizado ${when}`,

  // Article
  breadcrumb: "Trilha de navegação",
  edit: "Editar",
  history: "Histórico",
  deleteArticle: "Excluir",
  deleteTitle: "Excluir artigo?",
  deleteText: (title: string) =>
    `"${title}" e todo o seu histórico de revisões serão excluídos. Esta ação não pode ser desfeita.`,
  deleted: "Artigo excluído.",
  deleteError: "Não foi possível excluir o artigo.",
  toc: "Neste artigo",
  revisionLine: (n: number) => `Revisão ${n}`,
  articleNotFoundTitle: "Artigo não encontrado",
  articleNotFoundText: "O endereço pode ter mudado ou o artigo foi excluído.",
  backToWiki: "Voltar para a wiki",
  emptyBody: "Este artigo ainda não tem conteúdo.",
  actions: "Ações do artigo",

  // Editor
  newTitle: "Novo artigo",
  editTitle: (title: string) => `Editar "${title}"`,
  titleLabel: "Título",
  slugLabel: "Endereço",
  slugHint: (slug: string) => `/recursos/wiki/${slug || "…"} — letras minúsculas, números e hífens.`,
  slugPlaceholder: "gerado a partir do título",
  categoryLabel: "Categoria",
  noCategory: "Sem categoria",
  bodyLabel: "Conteúdo (markdown)",
  bodyHint:
    "As seções (## Título) formam o índice do artigo; tabelas com | e imagens com ![descrição](endereço).",
  summaryLabel: "Resumo da edição",
  summaryHint: "Aparece no histórico. Ex.: Corrige a tabela de preços.",
  summaryPlaceholder: "O que mudou?",
  save: "Salvar",
  create: "Criar artigo",
  saving: "Salvando...",
  cancel: "Cancelar",
  saved: "Artigo salvo!",
  created: "Artigo criado!",
  saveErrorTitle: "Erro ao salvar artigo",
  conflictTitle: "Este artigo mudou enquanto você editava",
  /** {n} the article's current revision, {who} who saved it. */
  conflictText: (n: number, who: string | null) =>
    `A revisão ${n} foi salva${who ? ` por ${who}` : ""} depois que você abriu o editor. Seu texto continua aqui: veja o que mudou e, se quiser, salve por cima.`,
  conflictSeeChanges: "Ver o que mudou",
  conflictOverwrite: (n: number) => `Salvar por cima da revisão ${n}`,
  editingBaseRevision: (n: number) => `Editando a partir da revisão ${n}.`,

  // History
  historyTitle: (title: string) => `Histórico de "${title}"`,
  historySubtitle: "Cada vez que o artigo é salvo, uma nova revisão fica guardada aqui.",
  historyList: "Revisões",
  current: "Atual",
  restoredFrom: (n: number) => `Restaurou a revisão ${n}`,
  by: (who: string) => `por ${who}`,
  removedMember: "Membro removido",
  noSummary: "Sem resumo",
  compareWithPrevious: "Comparar com a anterior",
  compareWithCurrent: "Comparar com a atual",
  restore: "Restaurar",
  restoreTitle: (n: number) => `Restaurar a revisão ${n}?`,
  restoreText: (n: number) =>
    `O conteúdo da revisão ${n} vira uma nova revisão, a atual. Nada é apagado: as outras continuam no histórico.`,
  restoreConfirm: "Restaurar",
  restoring: "Restaurando...",
  restored: (n: number) => `Revisão ${n} restaurada.`,
  restoreError: "Não foi possível restaurar a revisão.",
  compareTitle: "Comparar duas revisões",
  compareFrom: "De",
  compareTo: "Para",
  compare: "Comparar",
  loadMore: "Carregar revisões anteriores",
  sizeDelta: (n: number) => (n > 0 ? `+${count(n)}` : n < 0 ? `−${count(-n)}` : "0"),
  sizeDeltaLabel: (n: number) =>
    n === 0 ? "Mesmo tamanho" : n > 0 ? `${count(n)} caracteres a mais` : `${count(-n)} caracteres a menos`,

  // One revision
  revisionTitle: (n: number) => `Revisão ${n}`,
  revisionBanner: (n: number, when: string, who: string) =>
    `Você está vendo a revisão ${n}, de ${when}, ${who}.`,
  seeCurrent: "Ver a versão atual",
  revisionNotFoundTitle: "Revisão não encontrada",

  // Diff
  diffTitle: (title: string) => `Mudanças em "${title}"`,
  diffRange: (from: number, to: number) => `Da revisão ${from} para a revisão ${to}`,
  diffStats: (added: number, removed: number) =>
    `${added === 1 ? "1 linha incluída" : `${count(added)} linhas incluídas`}, ${removed === 1 ? "1 linha removida" : `${count(removed)} linhas removidas`}`,
  diffSame: "As duas revisões têm o mesmo conteúdo.",
  titleChanged: (from: string, to: string) => `Título: "${from}" → "${to}"`,
  categoryChanged: (from: string | null, to: string | null) =>
    `Categoria: ${from ?? "sem categoria"} → ${to ?? "sem categoria"}`,
  diffTable: "Linhas alteradas",
  lineAdded: "incluída",
  lineRemoved: "removida",
  oldLine: "Linha na revisão anterior",
  newLine: "Linha na revisão nova",
  changeColumn: "Tipo de mudança",
  hunkHeader: (oldStart: number, newStart: number) =>
    oldStart === newStart
      ? `A partir da linha ${oldStart}`
      : `A partir da linha ${oldStart} (antes) e ${newStart} (depois)`,
  swap: "Inverter",

  // Categories dialog
  categoriesTitle: "Categorias da wiki",
  categoriesDescription:
    "Renomeie, reordene ou exclua. Os artigos de uma categoria excluída ficam sem categoria.",
  categoryName: "Nome da categoria",
  newCategoryName: "Nova categoria",
  addCategory: "Adicionar",
  saveName: "Salvar nome",
  moveUp: (name: string) => `Mover "${name}" para cima`,
  moveDown: (name: string) => `Mover "${name}" para baixo`,
  renameCategory: (name: string) => `Renomear "${name}"`,
  deleteCategory: (name: string) => `Excluir "${name}"`,
  deleteCategoryTitle: "Excluir categoria?",
  deleteCategoryText: (name: string, articles: number) =>
    articles === 0
      ? `A categoria "${name}" será excluída.`
      : `A categoria "${name}" será excluída e ${articles === 1 ? "o artigo dela ficará" : `os ${count(articles)} artigos dela ficarão`} sem categoria.`,
  categorySaved: "Categoria salva.",
  categoryDeleted: "Categoria excluída.",
  categoryError: "Não foi possível salvar a categoria.",
  noCategories: "Nenhuma categoria ainda.",
  close: "Fechar",
} as const;
