import type { AccessFilter, MemberSort, PeriodFilter, RoleFilter } from "../schemas/directory";

/**
 * pt-BR texts of the web app's members directory (/membros) and member page (/membro/{id}).
 * The spec's own texts (counter, empty states, toasts) are in directoryMessages.
 */
export const webMembersMessages = {
  // Toolbar
  viewModeLabel: "Modo de visualização",
  viewCards: "Cartões",
  viewTable: "Tabela",
  filtersLabel: "Filtros de membros",
  searchLabel: "Buscar membros",
  searchPlaceholder: "Buscar por nome ou usuário",
  levelLabel: "Nível",
  roleLabel: "Função",
  accessLabel: "Acesso",
  periodLabel: "Data de entrada",
  sortLabel: "Ordenar por",
  clearFilters: "Limpar filtros",
  allLevels: "Todos os níveis",
  roleOptions: {
    all: "Todas as funções",
    admin: "Admin",
    moderator: "Moderador",
    student: "Aluno",
    member: "Membro",
  } satisfies Record<RoleFilter, string>,
  accessOptions: {
    all: "Todos os acessos",
    with_access: "Com acesso",
    no_access: "Sem acesso",
    only_courses: "Só cursos",
    only_categories: "Só categorias",
  } satisfies Record<AccessFilter, string>,
  periodOptions: {
    all: "Qualquer data",
    last_7_days: "Últimos 7 dias",
    last_30_days: "Últimos 30 dias",
    last_3_months: "Últimos 3 meses",
    last_6_months: "Últimos 6 meses",
    last_year: "Último ano",
  } satisfies Record<PeriodFilter, string>,
  sortOptions: {
    created_at: "Mais recentes",
    full_name: "Nome",
    username: "Usuário",
    points: "Pontos",
    level: "Nível",
  } satisfies Record<MemberSort, string>,

  // List
  listLabel: "Lista de membros",
  loadMore: "Carregar mais",
  loadingMore: "Carregando...",
  loadMoreError: "Não foi possível carregar mais membros.",
  retry: "Tentar novamente",
  levelPrefix: "Nível",
  accessPrefix: "Acessos:",
  inviteBadge: "Convite pendente",
  invitedOn: "Convidado em",
  roleAdmin: "Admin",
  roleModerator: "Moderador",
  roleStudent: "Aluno",

  // Table
  tableCaption: "Membros da Comunidade",
  columnSelect: "Seleção",
  columnMember: "Membro",
  columnUsername: "Usuário",
  columnLevel: "Nível",
  columnPoints: "Pontos",
  columnRoles: "Funções",
  columnJoined: "Membro desde",
  columnAccess: "Acessos",
  columnActions: "Ações",

  // Selection and bulk delete (admins)
  selectMember: (name: string) => `Selecionar ${name}`,
  selectAll: "Selecionar todos",
  selectedCount: (count: number) => `${count} selecionado(s)`,
  bulkBarLabel: "Ações em massa",
  bulkDelete: "Excluir selecionados",
  clearSelection: "Limpar seleção",
  bulkDialogTitle: "Excluir membros selecionados",
  bulkDialogText: (count: number) =>
    `Tem certeza que deseja excluir ${count} membro(s)? Todos os dados deles serão removidos. Esta ação não pode ser desfeita.`,

  // Single delete (admins): typing EXCLUIR confirms (spec §5)
  deleteConfirmWord: "EXCLUIR",
  deleteMember: (name: string) => `Excluir ${name}`,
  deleteDialogTitle: "Excluir membro",
  deleteDialogText: (name: string) =>
    `Tem certeza que deseja excluir ${name}? A conta, as publicações, os comentários e o progresso nos cursos serão removidos. Esta ação não pode ser desfeita.`,
  deleteConfirmLabel: "Digite EXCLUIR para confirmar",
  cancel: "Cancelar",
  confirmDelete: "Excluir",
  deleting: "Excluindo...",
  deletedTitle: "Membro excluído",
  deletedText: "O membro foi excluído com sucesso.",
  deleteErrorTitle: "Erro ao excluir membro",

  // Invites (admins)
  copyLink: "Copiar link",
  copyLinkOf: (name: string) => `Copiar link de ${name}`,
  linkCopied: "Link copiado!",
  linkCopyError: "Não foi possível copiar o link.",
  cancelInvite: "Cancelar convite",
  cancelInviteOf: (name: string) => `Cancelar convite de ${name}`,
  cancelInviteTitle: "Cancelar convite",
  cancelInviteText: (email: string) =>
    `O convite enviado para ${email} deixará de funcionar. Você pode convidar essa pessoa de novo depois.`,
  keepInvite: "Voltar",
  confirmCancelInvite: "Cancelar convite",
  cancellingInvite: "Cancelando...",

  // Access dialog (admins)
  manageAccess: "Gerenciar Acessos",
  accessDialogTitle: (name: string) => `Gerenciar Acessos - ${name}`,
  accessDialogDescription: "Libere ou remova cursos e categorias inteiras. Cada alteração é salva na hora.",
  rolesHeading: "Papéis",
  rolesHint: "Salvo ao mudar. O papel de Aluno dado por uma compra continua enquanto a compra valer.",
  roleLabels: { is_admin: "Admin", is_moderator: "Moderador", is_student: "Aluno" },
  rolesSavedTitle: "Papéis atualizados",
  rolesErrorTitle: "Não foi possível alterar os papéis",
  coursesHeading: "Cursos",
  categoriesHeading: "Categorias",
  categorySwitch: (category: string) => `Categoria ${category}`,
  categoryHint: "Libera todos os cursos da categoria, inclusive os que forem publicados depois.",
  noCourses: "Nenhum curso publicado ainda.",
  accessLoadError: "Não foi possível carregar os acessos do membro.",
  // Toasts of spec §8.2; a course toggle's failure uses directoryMessages.accessErrorTitle/Text.
  accessLoadErrorTitle: "Erro ao carregar dados",
  accessLoadErrorText: "Não foi possível carregar os cursos.",
  categoryAccessErrorTitle: "Erro",
  categoryAccessErrorText: "Não foi possível atualizar o acesso.",
  close: "Fechar",

  // Member page
  memberPageTitle: "Perfil do membro",
  backToMembers: "Voltar para Membros",
  followers: "Seguidores",
  following: "Seguindo",
  follow: "Seguir",
  followError: "Não foi possível atualizar",
  pointsLabel: "Pontos",
  recentPosts: "Publicações recentes",
  noPosts: "Nenhuma publicação ainda.",
  postsLoadError: "Não foi possível carregar as publicações.",
  postIn: (space: string) => `em ${space}`,
  likes: (count: number) => (count === 1 ? "1 curtida" : `${count} curtidas`),
  comments: (count: number) => (count === 1 ? "1 comentário" : `${count} comentários`),
  memberLoadError: "Não foi possível carregar o membro.",
  memberNotFoundText: "Ele pode ter sido removido da comunidade.",
} as const;
