/**
 * pt-BR texts of the admin AI agent screens (/admin/ai-agents and the agent editor) and of the
 * tier select in 'Gerenciar Acessos' (aiTierAccessMessages, small on purpose: the members page
 * loads only that one).
 */
export const webAiAdminMessages = {
  // /admin/ai-agents
  pageDescription:
    "Crie e ajuste os agentes que respondem aos membros com o conteúdo da comunidade, com fontes citadas.",
  newAgent: "Novo agente",
  listLabel: "Agentes de IA da comunidade",
  emptyTitle: "Nenhum agente ainda",
  emptyText: "Crie o primeiro agente em “Novo agente”.",
  loadError: "Não foi possível carregar os agentes.",
  retry: "Tentar novamente",
  active: "Ativo",
  inactive: "Inativo",
  defaultMarker: "Padrão",
  defaultMarkerHint: "Responde em /chatbot",
  activeSwitch: (name: string) => `Agente ${name} ativo`,
  activatedTitle: "Agente ativado!",
  deactivatedTitle: "Agente desativado.",
  editAgent: (name: string) => `Editar ${name}`,
  deleteAgent: (name: string) => `Excluir ${name}`,
  edit: "Editar",
  delete: "Excluir",
  tierLabel: "Nível",
  scopeAll: "Todo o conteúdo",
  scopeSelected: (courses: number, spaces: number) =>
    `${plural(courses, "curso", "cursos")} e ${plural(spaces, "espaço", "espaços")}`,
  providerOffline: "Modo offline: nenhum provedor de IA configurado",
  providerOfflineText:
    "Os agentes respondem com os trechos mais relevantes do conteúdo, citados com links, sem texto escrito por modelo.",
  providerModel: (model: string) => `Provedor de IA configurado · modelo padrão: ${model}`,
  providerConfigured: "Provedor de IA configurado",
  saveErrorTitle: "Não foi possível salvar o agente.",

  // Delete dialog
  deleteTitle: "Excluir agente",
  deleteQuestion: (name: string) =>
    `Tem certeza que deseja excluir o agente “${name}”? Esta ação não pode ser desfeita.`,
  deleteConversations: "As conversas dos membros com este agente também serão excluídas.",
  deleteInstead: "Para só tirá-lo do ar, desative-o.",
  confirmDelete: "Excluir",
  deleting: "Excluindo...",
  cancel: "Cancelar",
  deletedTitle: "Agente excluído.",
  deleteErrorTitle: "Não foi possível excluir o agente.",

  // Usage
  usageHeading: "Uso por agente",
  usagePeriod: "Período",
  last7: "Últimos 7 dias",
  last30: "Últimos 30 dias",
  usageTableLabel: (days: number) => `Uso por agente nos últimos ${days} dias`,
  usageAgent: "Agente",
  usageConversations: "Conversas",
  usageMessages: "Mensagens",
  usageMembers: "Membros",
  usageTokensIn: "Tokens de entrada",
  usageTokensOut: "Tokens de saída",
  usageErrors: "Erros",
  usageEmpty: "Nenhum agente ainda.",
  usageLoadError: "Não foi possível carregar o uso.",
  usageTokensHint: "Tokens aparecem quando o provedor os informa; no modo offline ficam em zero.",

  // Quotas
  quotasHeading: "Limites por nível",
  quotasDescription:
    "Quantas respostas cada membro pode receber em 24 horas, somando todos os agentes. Respostas com erro não contam.",
  quotaLabel: (tier: string) => `${tier}: mensagens por 24 h`,
  quotaUnit: "mensagens por 24 h",
  quotasSave: "Salvar limites",
  quotasSaving: "Salvando...",
  quotasSavedTitle: "Limites salvos!",
  quotasErrorTitle: "Não foi possível salvar os limites.",
  quotasLoadError: "Não foi possível carregar os limites.",
  quotaInvalid: "Use um número inteiro de 0 a 100000.",

  // Editor
  backToAgents: "Voltar para agentes",
  newAgentTitle: "Novo agente",
  agentNotFound: "Agente não encontrado",
  agentNotFoundText: "Ele pode ter sido excluído.",
  agentLoadError: "Não foi possível carregar o agente.",
  sectionIdentity: "Identidade",
  sectionAccess: "Acesso",
  sectionKnowledge: "Conhecimento",
  sectionConversation: "Conversa",
  nameLabel: "Nome",
  descriptionLabel: "Descrição",
  descriptionHint: "Aparece no topo da conversa.",
  iconLabel: "Ícone (SVG)",
  iconHint:
    "Cole o código de um SVG. Scripts, eventos e referências externas são removidos ao salvar. Em branco, o ícone padrão.",
  iconPreview: "Prévia do ícone",
  iconPreviewEmpty: "Sem ícone: usa o padrão",
  tierSelectLabel: "Nível necessário",
  tierHint: "Membros abaixo deste nível veem o agente bloqueado. Administradores usam todos.",
  activeLabel: "Ativo",
  activeHint: "Só agentes ativos aparecem para os membros.",
  defaultLabel: "Agente de ajuda (/chatbot)",
  defaultHint: "O agente que responde em /chatbot. Marcar este desmarca o anterior.",
  scopeLegend: "Conteúdo que o agente consulta",
  scopeAllOption: "Todo o conteúdo",
  scopeAllHint: "Cursos, aulas, posts e comentários que cada membro pode ver.",
  scopeSelectedOption: "Cursos e espaços escolhidos",
  scopeSelectedHint: "Só os cursos e espaços marcados abaixo (sempre respeitando o acesso do membro).",
  coursesLegend: "Cursos",
  spacesLegend: "Espaços",
  noCourses: "Nenhum curso ainda.",
  noSpaces: "Nenhum espaço ainda.",
  draftCourse: "rascunho",
  privateSpace: "privado",
  optionsLoadError: "Não foi possível carregar os cursos e espaços.",
  promptLabel: "Instruções (prompt do sistema)",
  promptHint:
    "Como o agente deve se comportar. As regras de responder em português e citar as fontes são acrescentadas pelo servidor.",
  welcomeLabel: "Mensagem de boas-vindas",
  welcomeHint: "Mostrada numa conversa nova.",
  questionsLegend: "Perguntas sugeridas",
  questionsHint: (max: number) => `Até ${max}, mostradas numa conversa nova.`,
  questionLabel: (n: number) => `Pergunta sugerida ${n}`,
  addQuestion: "Adicionar pergunta",
  removeQuestion: (n: number) => `Remover pergunta sugerida ${n}`,
  modelLabel: "Modelo",
  modelHint: "Em branco, usa o modelo padrão do provedor.",
  modelHintOffline: "Sem provedor configurado, o agente responde no modo offline.",
  save: "Salvar",
  create: "Criar agente",
  saving: "Salvando...",
  createdTitle: "Agente criado!",
  savedTitle: "Agente salvo!",

  // Testar
  testHeading: "Testar",
  testDescription:
    "Pergunte como um membro de um nível faria. O teste não fica salvo e não conta no limite de ninguém.",
  testSaveFirst: "Salve o agente para testá-lo.",
  testTierLabel: "Testar como",
  testQuestionLabel: "Pergunta",
  testQuestionRequired: "Escreva uma pergunta.",
  testButton: "Testar",
  testing: "Testando...",
  testRefused: "Resposta recusada",
  testAnswer: "Resposta",
  testOffline: "Modo offline: resposta montada com trechos do conteúdo, sem modelo de IA.",
  testModel: "Resposta do modelo",
  testPartial: "Resposta incompleta.",
  testError: "O teste falhou",
  testSources: "Fontes",
  testErrorTitle: "Não foi possível testar o agente.",
  testUnsaved: "Alterações não salvas não entram no teste.",
} as const;

/** The tier select in 'Gerenciar Acessos' (members page). */
export const aiTierAccessMessages = {
  heading: "Agentes de IA",
  label: "Nível dos agentes de IA",
  hint: "Define quais agentes o membro pode usar e quantas mensagens por dia.",
  savedTitle: "Nível atualizado!",
  savedText: (tier: string) => `O membro agora é ${tier}.`,
  errorTitle: "Não foi possível mudar o nível.",
} as const;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
