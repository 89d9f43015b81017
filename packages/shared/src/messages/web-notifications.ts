/**
 * pt-BR texts of /notificacoes, the notification preferences on /perfil/editar and the e-mail
 * unsubscribe page. The bell's own texts are in shellMessages and webShellMessages; the names of
 * the types in notificationMessages.typeLabels.
 */
export const webNotificationsMessages = {
  filterLabel: "Filtrar notificações",
  filterAll: "Todas",
  filterUnread: "Não lidas",
  unreadEmpty: "Nenhuma notificação não lida",
  unreadEmptyText: "Você já viu tudo. As novas aparecem aqui assim que chegarem.",
  loadMore: "Carregar mais",
  loadingMore: "Carregando...",
  loadMoreError: "Não foi possível carregar mais notificações.",
  markReadErrorTitle: "Erro ao abrir notificação",
  listLabel: "Lista de notificações",

  // Preferences (/perfil/editar)
  preferencesTitle: "Notificações por e-mail",
  preferencesDescription:
    "Você sempre recebe as notificações aqui no site. Escolha quais também chegam por e-mail quando você estiver fora (enviamos um resumo, nunca repetido).",
  alsoByEmail: "Também por e-mail",
  alsoByEmailOf: (label: string) => `${label}: também por e-mail`,
  preferencesSavedTitle: "Preferências salvas",
  preferencesErrorTitle: "Erro ao salvar preferências",
  preferencesLoadError: "Não foi possível carregar suas preferências.",

  // /notificacoes/cancelar-email
  unsubscribeTitle: "Cancelar e-mails",
  unsubscribedType: (label: string) => `Você não receberá mais e-mails de “${label}”.`,
  unsubscribedAll: "Você não receberá mais nenhum e-mail de notificações.",
  unsubscribedFor: (name: string) => `Conta de ${name}. As notificações continuam aparecendo no site.`,
  undo: "Desfazer",
  undoing: "Desfazendo...",
  resubscribedType: (label: string) => `Pronto! Você voltará a receber e-mails de “${label}”.`,
  resubscribedAll: "Pronto! Você voltará a receber os e-mails de notificações.",
  undoErrorTitle: "Não foi possível desfazer",
  missingToken: "Este link de cancelamento está incompleto. Use o link do e-mail que você recebeu.",
  invalidTokenTitle: "Link inválido",
  managePreferences: "Gerenciar preferências",
  goHome: "Ir para a comunidade",
} as const;
