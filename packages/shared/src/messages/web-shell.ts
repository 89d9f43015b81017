/** pt-BR texts of the web app's shell, notifications and admin dashboard (beyond shellMessages). */
export const webShellMessages = {
  userMenu: "Menu do usuário",
  /**
   * The sidebar's admin mode toggle: its accessible name starts with the word it shows ('Admin',
   * 'Sair'), so only the user menu's sign-out is named 'Sair' alone.
   */
  enterAdminModeLabel: "Admin: ativar o modo de administração",
  exitAdminModeLabel: "Sair do modo admin",
  mainNavigation: "Navegação principal",
  sidebarLabel: "Barra lateral",
  sidebarTitle: "Menu de navegação",
  skipToContent: "Pular para o conteúdo",
  backNavigation: "Voltar ao início",
  retry: "Tentar novamente",
  close: "Fechar",
  markAllRead: "Marcar todas como lidas",
  markAllReadErrorTitle: "Erro ao marcar notificações como lidas",
  // Avoids the word "Notificações" so the page heading stays the only heading with that name.
  notificationsEmpty: "Tudo em dia por aqui",
  notificationsEmptyText: "Quando houver novidades para você, elas aparecerão aqui.",
  unreadCount: (count: number) =>
    count === 1 ? "1 notificação não lida" : `${count} notificações não lidas`,
  unread: "Não lida",
  /** The bar at the bottom of phone screens (below 768 px), members only. */
  bottomNav: {
    label: "Navegação rápida",
    home: "Início",
    courses: "Cursos",
    notifications: "Notificações",
    profile: "Perfil",
    /** Read after 'Notificações' in the link's name: 'Notificações, 3 não lidas'. */
    unread: (count: number) => (count === 1 ? ", 1 não lida" : `, ${count} não lidas`),
  },
  adminDashboardText: "Cada área que você administra, os números da comunidade e as configurações.",
  settingsDescription: "Nome, cor, imagens e rodapé exibidos para todos os membros.",
  brandColorPicker: "Seletor de cor",
  logoHint:
    "Imagem horizontal exibida no cabeçalho (JPG, PNG, WEBP ou GIF). Sem logo, o cabeçalho mostra o nome.",
  iconHint: "Imagem quadrada exibida ao lado do logo (JPG, PNG, WEBP ou GIF).",
  logoChoose: "Enviar logo",
  logoChange: "Trocar logo",
  logoRemove: "Remover logo",
  logoFile: "Arquivo do logo",
  logoUploading: (percent: number) => `Enviando logo: ${percent}%`,
  logoEmpty: "Sem logo",
  iconChoose: "Enviar ícone",
  iconChange: "Trocar ícone",
  iconRemove: "Remover ícone",
  iconFile: "Arquivo do ícone",
  iconUploading: (percent: number) => `Enviando ícone: ${percent}%`,
  iconEmpty: "Sem ícone",
  imagePreview: (what: string) => `Prévia: ${what}`,
  /** {sentence} is the spec's footer with the community's name. */
  footerHint: (sentence: string) => `Em branco, o rodapé diz: “${sentence}”`,
} as const;
