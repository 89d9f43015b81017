import type { AdminAreaKey } from "../schemas/admin-hub";

/** '1 curso' / '3 cursos' (numbers as pt-BR writes them: 1.234). */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString("pt-BR")} ${count === 1 ? one : many}`;
}

/** 'Nenhum curso publicado' for zero, else the count. */
function countOrNone(count: number, none: string, one: string, many: string): string {
  return count === 0 ? none : countOf(count, one, many);
}

/** Joins a status's parts: '3 cursos publicados · 1 rascunho'. */
export const joinStatus = (...parts: (string | null | false)[]) =>
  parts.filter((part): part is string => !!part).join(" · ");

/** pt-BR texts of the admin hub on /admin: one card per admin area, with its status line. */
export const adminHubMessages = {
  title: "Áreas de administração",
  description: "Tudo o que você administra, com a situação de cada área agora.",
  loadError: "Não foi possível carregar a situação das áreas.",
  retry: "Tentar de novo",
  loading: "Carregando as áreas…",
  /** Marks a card where something waits for an admin (read after its status). */
  attention: "Requer atenção",

  areas: {
    signups: "Cadastros",
    moderation: "Moderação",
    suppliers: "Fornecedores",
    members: "Membros",
    courses: "Cursos",
    spaces: "Espaços",
    agents: "Agentes de IA",
    events: "Eventos",
    suggestions: "Sugestões",
    gamification: "Gamificação",
    resources: "Recursos",
    plans: "Planos e preços",
    rules: "Regras da comunidade",
    sales: "Vendas",
    backups: "Backups",
    audit: "Registro",
    settings: "Configurações",
  } satisfies Record<AdminAreaKey, string>,

  // The status lines, made on the server from the areas' counts.
  signups: (waiting: number) =>
    waiting === 0
      ? "Nenhum cadastro aguardando aprovação"
      : countOf(waiting, "cadastro aguardando aprovação", "cadastros aguardando aprovação"),
  moderationReported: (count: number) =>
    countOrNone(count, "Nenhuma denúncia para revisar", "denúncia para revisar", "denúncias para revisar"),
  moderationHeld: (count: number) => countOf(count, "retido para revisão", "retidos para revisão"),
  suppliersWaiting: (waiting: number) =>
    countOrNone(waiting, "Nenhum fornecedor aguardando", "fornecedor aguardando", "fornecedores aguardando"),
  suppliersApproved: (approved: number) => countOf(approved, "aprovado", "aprovados"),
  members: (members: number) => countOf(members, "membro", "membros"),
  pendingInvites: (invites: number) => countOf(invites, "convite pendente", "convites pendentes"),
  coursesPublished: (published: number) =>
    countOrNone(published, "Nenhum curso publicado", "curso publicado", "cursos publicados"),
  courseDrafts: (drafts: number) => countOf(drafts, "rascunho", "rascunhos"),
  spaces: (total: number) => countOrNone(total, "Nenhum espaço", "espaço", "espaços"),
  privateSpaces: (count: number) => countOf(count, "privado", "privados"),
  agentsActive: (active: number) =>
    countOrNone(active, "Nenhum agente ativo", "agente ativo", "agentes ativos"),
  agentsInactive: (inactive: number) => countOf(inactive, "inativo", "inativos"),
  events: (scheduled: number) =>
    countOrNone(scheduled, "Nenhum evento programado", "evento programado", "eventos programados"),
  suggestionsNew: (count: number) =>
    countOrNone(count, "Nenhuma sugestão nova", "sugestão nova", "sugestões novas"),
  suggestionsInReview: (count: number) => `${count.toLocaleString("pt-BR")} em análise`,
  missions: (active: number) => countOrNone(active, "Nenhuma missão ativa", "missão ativa", "missões ativas"),
  resourcesVisible: (visible: number) =>
    countOrNone(visible, "Nenhum recurso visível", "recurso visível", "recursos visíveis"),
  plansVisible: (visible: number) =>
    countOrNone(visible, "Nenhum plano visível", "plano visível", "planos visíveis"),
  hidden: (count: number) => countOf(count, "oculto", "ocultos"),
  rulesUpdated: (date: string) => `Atualizadas em ${date}`,
  rulesEmpty: "Nenhuma regra escrita ainda",
  offers: (count: number) => countOrNone(count, "Nenhuma oferta", "oferta", "ofertas"),
  failedDeliveries: (count: number) => countOf(count, "entrega com falha", "entregas com falha"),
  backupsNone: "Nenhum backup ainda",
  backupsLast: (date: string) => `Último backup em ${date}`,
  backupsKept: (count: number) => countOf(count, "guardado", "guardados"),
  backupsFailed: "o último falhou",
  backupsOff: "backup diário desligado",
  auditLastWeek: (count: number) =>
    countOrNone(
      count,
      "Nenhuma ação nos últimos 7 dias",
      "ação nos últimos 7 dias",
      "ações nos últimos 7 dias",
    ),
  joinPolicy: (label: string) => `Cadastro: ${label.toLocaleLowerCase("pt-BR")}`,
  composerSpace: (name: string) => `publicações em ${name}`,
} as const;
