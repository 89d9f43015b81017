import type { MissionEventType, PointReason } from "../rules/gamification";

const count = (n: number) => new Intl.NumberFormat("pt-BR").format(n);
const pts = (n: number) => (n === 1 ? "1 pt" : `${count(n)} pts`);
const members = (n: number) => (n === 1 ? "1 membro" : `${count(n)} membros`);

/** pt-BR texts of /admin/gamificacao: the scoring rules, the level thresholds and the missions. */
export const webGamificationAdminMessages = {
  pageTitle: "Gamificação",
  pageDescription:
    "Defina quantos pontos cada ação vale, o limite por dia, os níveis e as missões da comunidade.",
  loadError: "Não foi possível carregar as regras de pontuação.",
  retry: "Tentar novamente",

  // Points per reason
  pointsHeading: "Pontos por ação",
  pointsDescription:
    "Cada ação soma os pontos abaixo até o limite do dia (dia no horário de Brasília). Deixe o limite vazio para não limitar.",
  pointsLabel: "Pontos",
  capLabel: "Limite por dia",
  noCap: "Sem limite",
  missionReasonNote: "Missões pagam os pontos definidos em cada missão, uma única vez por membro.",
  reasons: {
    post_published: "Publicação no feed",
    comment_written: "Comentário em publicação",
    like_received: "Curtida recebida",
    lesson_completed: "Aula concluída",
    course_completed: "Curso concluído",
    mission_completed: "Missão concluída",
    daily_visit: "Visita diária",
  } satisfies Record<PointReason, string>,
  likePairLabel: "Curtidas do mesmo membro que pontuam por dia",
  likePairHint: "Conta as curtidas que um membro dá no conteúdo de outro no mesmo dia.",

  // Levels
  levelsHeading: "Níveis",
  levelsDescription:
    "O nome de cada nível, como os membros o leem em toda a comunidade, e os pontos necessários. Os pontos devem ser crescentes.",
  levelLegend: (position: number) => `${position}º nível`,
  levelNameLabel: "Nome",
  thresholdLabel: "Pontos necessários",
  firstLevelFixed: "Todo membro começa aqui (0 pts).",

  save: "Salvar regras",
  saving: "Salvando...",
  savedTitle: "Regras de pontuação salvas!",
  savedLevels: (changed: number) =>
    changed === 0
      ? "Nenhum membro mudou de nível."
      : changed === 1
        ? "1 membro mudou de nível."
        : `${members(changed)} mudaram de nível.`,
  saveErrorTitle: "Não foi possível salvar as regras.",

  // Missions
  missionsHeading: "Missões",
  missionsDescription:
    "Metas que pagam pontos extras uma única vez. As ações feitas antes de a missão existir também contam: ela é concluída na próxima ação do mesmo tipo.",
  newMission: "Nova missão",
  missionsListLabel: "Missões da comunidade",
  missionsEmptyTitle: "Nenhuma missão ainda",
  missionsEmptyText: "Crie a primeira em “Nova missão”.",
  missionsLoadError: "Não foi possível carregar as missões.",
  eventTypes: {
    profile_completed: "Perfil completo (foto e bio)",
    post_published: "Publicações",
    comment_written: "Comentários",
    like_received: "Curtidas recebidas",
    lesson_completed: "Aulas concluídas",
    course_completed: "Cursos concluídos",
    daily_visit: "Visitas diárias",
  } satisfies Record<MissionEventType, string>,
  missionTarget: (target: number) => `Meta: ${count(target)}`,
  missionPoints: (points: number) => `+${pts(points)}`,
  missionCompletedBy: (n: number) =>
    n === 0 ? "Ninguém concluiu ainda" : n === 1 ? "Concluída por 1 membro" : `Concluída por ${members(n)}`,
  active: "Ativa",
  inactive: "Inativa",
  activeSwitch: (title: string) => `Missão ${title} ativa`,
  activatedTitle: "Missão ativada!",
  deactivatedTitle: "Missão desativada.",
  editMission: (title: string) => `Editar ${title}`,
  deleteMission: (title: string) => `Excluir ${title}`,

  // Mission dialog
  newMissionTitle: "Nova missão",
  editMissionTitle: "Editar missão",
  missionDialogDescription: "O membro vê o título, a descrição e o progresso em /missoes.",
  titleLabel: "Título",
  descriptionLabel: "Descrição",
  eventTypeLabel: "O que conta",
  targetLabel: "Meta",
  targetHint: "Quantas vezes o membro precisa fazer a ação.",
  profileTargetHint: "Perfil completo conta uma vez: a meta é 1.",
  missionPointsLabel: "Pontos",
  activeLabel: "Ativa (visível para os membros)",
  cancel: "Cancelar",
  close: "Fechar",
  create: "Criar missão",
  creating: "Criando...",
  saveMission: "Salvar missão",
  savingMission: "Salvando...",
  missionCreatedTitle: "Missão criada!",
  missionSavedTitle: "Missão salva!",
  missionSaveErrorTitle: "Não foi possível salvar a missão.",

  // Delete dialog
  deleteTitle: "Excluir missão",
  deleteQuestion: (title: string) =>
    `Tem certeza que deseja excluir a missão “${title}”? Esta ação não pode ser desfeita.`,
  deleteKeepsPoints: "Quem já concluiu a missão mantém os pontos ganhos.",
  deleteInstead: "Para só tirá-la da lista dos membros, desative-a.",
  deletedTitle: "Missão excluída.",
  deleteErrorTitle: "Não foi possível excluir a missão.",
} as const;
