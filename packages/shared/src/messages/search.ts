/** pt-BR texts of the search page (/search-results) the server answers with and the web reuses. */
export const searchMessages = {
  queryTooShort: "Digite pelo menos 2 caracteres para buscar.",
  queryTooLong: "A busca pode ter no máximo 200 caracteres.",
  kindInvalid: "Tipo de resultado inválido.",
  pageInvalid: "Página inválida.",
} as const;

/** Group names, in the order the page shows them. */
export const searchGroupLabels = {
  posts: "Posts e comentários",
  members: "Membros",
  courses: "Cursos e aulas",
  wiki: "Wiki",
  suppliers: "Fornecedores",
  events: "Eventos",
  suggestions: "Sugestões",
} as const;

/** What each kind of result is called on its line. */
export const searchKindLabels = {
  post: "Post",
  comment: "Comentário",
  member: "Membro",
  course: "Curso",
  lesson: "Aula",
  wiki: "Artigo da wiki",
  supplier: "Fornecedor",
  event: "Evento",
  suggestion: "Sugestão",
} as const;

export const webSearchMessages = {
  boxLabel: "Buscar na comunidade",
  pageBoxLabel: "Termos da busca",
  boxPlaceholder: "Buscar posts, aulas, membros…",
  submit: "Buscar",
  openSearch: "Abrir a busca",
  closeSearch: "Fechar a busca",
  pageTitle: "Resultados da busca",
  pageTitleFor: (q: string) => `Resultados para “${q}”`,
  promptTitle: "O que você procura?",
  promptText:
    "Busque por posts, comentários, membros, cursos, aulas, artigos da wiki, fornecedores, eventos e sugestões.",
  tooShort: "Digite pelo menos 2 caracteres para buscar.",
  loading: "Buscando…",
  error: "Não foi possível buscar agora.",
  retry: "Tentar de novo",
  emptyTitle: (q: string) => `Nada encontrado para “${q}”`,
  emptyIntro: "Algumas ideias:",
  emptyTips: [
    "Confira a ortografia das palavras.",
    "Use menos palavras ou palavras mais gerais.",
    "Tente um sinônimo (por exemplo, “conserto” em vez de “reparo”).",
  ],
  browseIntro: "Ou navegue pela comunidade:",
  browseFeed: "Feed",
  browseCourses: "Cursos",
  browseMembers: "Membros",
  browseWiki: "Wiki",
  browseCalendar: "Calendário",
  seeMore: "Ver mais",
  loadingMore: "Carregando…",
  groupCount: (n: number, more: boolean) =>
    more ? `${n}+ resultados` : n === 1 ? "1 resultado" : `${n} resultados`,
  filterAll: "Tudo",
  filtersLabel: "Filtrar por tipo",
  cancelled: "Cancelado",
  recurring: "Recorrente",
} as const;
