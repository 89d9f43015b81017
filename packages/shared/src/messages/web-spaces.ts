import type { SpaceType } from "../constants";

/**
 * pt-BR texts of the web app's spaces: sidebar admin controls, /admin/spaces, the space page
 * and its chat room. The spec's own texts (toasts, delete dialog) are in spaceMessages.
 */
export const webSpaceMessages = {
  // Creating (spec §2.6: creation needs a chosen type)
  newSpace: "Novo espaço",
  newSpaceTypeLabel: "Escolha o tipo do espaço",
  creating: "Criando espaço...",

  // Row actions (hover or focus in the sidebar; always visible on /admin/spaces)
  reorder: (name: string) => `Reordenar ${name}`,
  edit: (name: string) => `Editar ${name}`,
  delete: (name: string) => `Excluir ${name}`,
  cancel: "Cancelar",
  confirmDelete: "Excluir",
  deleting: "Excluindo...",

  // Drag and drop, read by screen readers (dnd-kit announcements)
  dragInstructions:
    "Para reordenar, pressione Espaço ou Enter para pegar o espaço, use as setas para cima e para baixo para movê-lo e pressione Espaço ou Enter de novo para soltá-lo. Pressione Esc para cancelar.",
  dragRoleDescription: "item reordenável",
  dragStart: (name: string, position: number, total: number) =>
    `Espaço ${name} pego. Posição ${position} de ${total}.`,
  dragOver: (name: string, position: number, total: number) =>
    `Espaço ${name} movido para a posição ${position} de ${total}.`,
  dragOutside: (name: string) => `Espaço ${name} fora da lista.`,
  dragEnd: (name: string, position: number, total: number) =>
    `Espaço ${name} solto na posição ${position} de ${total}.`,
  dragCancel: (name: string) => `Reordenação cancelada. O espaço ${name} voltou à posição original.`,

  // Edit dialog
  editTitle: "Editar espaço",
  editDescription: "Nome, ícone, descrição e privacidade do espaço.",
  nameLabel: "Nome",
  iconLabel: "Ícone",
  iconHint: "Um emoji ou um dos nomes star, heart, calendar, message-square.",
  iconQuickPicks: "Sugestões de ícone",
  iconPick: (label: string) => `Usar ícone ${label}`,
  iconNames: {
    star: "estrela",
    heart: "coração",
    calendar: "calendário",
    "message-square": "mensagem",
  },
  descriptionLabel: "Descrição",
  descriptionPlaceholder: "Sobre o que é este espaço?",
  privateLabel: "Espaço privado",
  privateHint: "Só administradores, moderadores e os membros adicionados abaixo veem um espaço privado.",
  save: "Salvar",
  saving: "Salvando...",

  // Members of a private space
  membersTitle: "Membros do espaço",
  membersEmpty: "Nenhum membro adicionado ainda.",
  membersLoadError: "Não foi possível carregar os membros do espaço.",
  memberSearchLabel: "Adicionar membro",
  memberSearchPlaceholder: "Buscar por nome ou usuário",
  memberSearchEmpty: "Nenhum membro encontrado.",
  memberSearchResults: "Resultados da busca",
  add: "Adicionar",
  addMember: (name: string) => `Adicionar ${name}`,
  removeMember: (name: string) => `Remover ${name}`,
  alreadyMember: "Já é membro",
  memberErrorTitle: "Erro ao atualizar membros",

  // /admin/spaces
  adminDescription:
    "Crie, edite, reordene e exclua os espaços da comunidade. Arraste pela alça ou use o teclado para mudar a ordem.",
  adminListLabel: "Espaços da comunidade",
  adminEmptyTitle: "Nenhum espaço ainda",
  adminEmptyText: "Crie o primeiro espaço escolhendo um tipo em “Novo espaço”.",
  adminLoadError: "Não foi possível carregar os espaços.",
  typeLabel: "Tipo",
  slugLabel: "Slug",
  privacyLabel: "Privacidade",
  orderLabel: "Ordem",
  private: "Privado",
  public: "Público",
  openSpace: (name: string) => `Abrir ${name}`,

  // Space page
  notFoundTitle: "Espaço não encontrado.",
  notFoundText: "Ele pode ter sido removido ou você não tem acesso a ele.",
  loadError: "Não foi possível carregar o espaço.",
  retry: "Tentar novamente",
  emptyContentTitle: "Nada por aqui ainda",
  emptyContent: {
    eventos: "Este espaço ainda não tem conteúdo.",
    curso: "Este espaço ainda não tem conteúdo.",
    membros: "Este espaço ainda não tem conteúdo.",
    publicacoes: "Ainda não há publicações neste espaço.",
    imagens: "Ainda não há imagens neste espaço.",
    chat: "Ainda não há mensagens neste espaço.",
  } satisfies Record<SpaceType, string>,

  // Chat room
  chatLog: "Mensagens do chat",
  messageLabel: "Mensagem",
  messagePlaceholder: "Escreva uma mensagem…",
  messageHint: "Enter envia, Shift+Enter quebra a linha.",
  send: "Enviar",
  loadOlder: "Carregar mensagens anteriores",
  loadingOlder: "Carregando mensagens...",
  chatEmptyTitle: "Nenhuma mensagem ainda",
  chatEmptyText: "Comece a conversa!",
  chatLoadError: "Não foi possível carregar as mensagens.",
  sendErrorTitle: "Erro ao enviar mensagem",
  today: "Hoje",
  yesterday: "Ontem",
} as const;
