import type { AiChunkKind } from "../schemas/ai";

/** pt-BR texts of the member side of AI agents: the chat page and /chatbot (the sidebar's are in shell). */
export const webAiChatMessages = {
  // Page states
  agentNotFoundTitle: "Agente não encontrado",
  agentNotFoundText: "Este agente não existe ou foi desativado.",
  backHome: "Voltar ao início",
  agentLoadError: "Não foi possível carregar o agente.",
  retry: "Tentar novamente",
  chatbotMissingTitle: "O assistente ainda não está disponível",
  chatbotMissingText: "A equipe da comunidade ainda não escolheu um agente de ajuda. Volte em breve!",
  chatbotMissingAdminText: "Marque um agente ativo como padrão em Agentes de IA para que ele responda aqui.",
  configureAgents: "Configurar agentes",

  // Header
  tierLabel: (tier: string) => `Plano ${tier}`,
  offlineMode: "Modo offline",
  offlineModeHint:
    "As respostas são trechos encontrados nos cursos e posts da comunidade, não textos de uma IA.",
  quotaLine: (used: number, limit: number) =>
    limit === 1 ? `${used} de 1 mensagem nas últimas 24 h` : `${used} de ${limit} mensagens nas últimas 24 h`,
  quotaResets: (when: string) => `Libera novamente ${when}.`,

  // Locked agent
  lockedTitle: "Agente bloqueado para o seu plano",
  lockedText: (required: string, mine: string) =>
    `Este agente está disponível a partir do plano ${required}. Seu plano atual é ${mine}.`,
  seePlans: "Ver planos",
  /** Before the links to the courses whose purchase unlocks it. */
  unlockedBy: (count: number) => (count === 1 ? "Liberado com o curso:" : "Liberado com um destes cursos:"),

  // Conversations
  conversations: "Conversas",
  showConversations: (n: number) => (n === 0 ? "Conversas" : `Conversas (${n})`),
  newConversation: "Nova conversa",
  noConversations: "Nenhuma conversa ainda. Faça uma pergunta para começar.",
  conversationsLoadError: "Não foi possível carregar as conversas.",
  loadMore: "Carregar mais",
  loadingMore: "Carregando...",
  conversationOptions: (title: string) => `Opções da conversa ${title}`,
  rename: "Renomear",
  renameTitle: "Renomear conversa",
  titleLabel: "Título",
  save: "Salvar",
  saving: "Salvando...",
  cancel: "Cancelar",
  renamed: "Conversa renomeada",
  delete: "Excluir",
  deleteTitle: "Excluir conversa?",
  deleteText: (title: string) => `A conversa “${title}” e todas as suas mensagens serão apagadas.`,
  deleting: "Excluindo...",
  deleted: "Conversa excluída",
  conversationNotFound: "Esta conversa não existe mais.",
  conversationLoadError: "Não foi possível carregar a conversa.",

  // Messages
  messagesLabel: "Mensagens",
  you: "Você",
  agentSays: (name: string) => `${name} respondeu`,
  partialBadge: "Resposta interrompida",
  errorBadge: "Sem resposta",
  thinking: "Pensando...",
  copy: "Copiar",
  copyAnswer: "Copiar resposta",
  copied: "Resposta copiada",
  copyFailed: "Não foi possível copiar a resposta.",
  sources: "Fontes",
  citationKinds: {
    course: "Curso",
    lesson: "Aula",
    post: "Post",
    comment: "Comentário",
    wiki: "Wiki",
    supplier: "Fornecedor",
    event: "Evento",
    suggestion: "Sugestão",
  } satisfies Record<AiChunkKind, string>,
  suggestedQuestions: "Perguntas sugeridas",
  defaultWelcome: (name: string) => `Olá! Eu sou ${name}. Como posso ajudar?`,
  answerReady: "Resposta pronta.",

  // Composer
  messageLabel: "Mensagem",
  messagePlaceholder: "Escreva sua pergunta...",
  composerHint: "Enter envia, Shift+Enter quebra a linha.",
  send: "Enviar",
  stop: "Parar",
  retryAnswer: "Tentar novamente",
  streamFailed: "Não foi possível receber a resposta. Tente novamente.",
  connectionFailed: "Sem conexão com o servidor. Verifique sua internet e tente novamente.",
} as const;
