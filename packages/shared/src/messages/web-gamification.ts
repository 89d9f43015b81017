import type { MissionEventType, PointReason } from "../rules/gamification";

const pts = (n: number) => (n === 1 ? "1 pt" : `${new Intl.NumberFormat("pt-BR").format(n)} pts`);
const times = (n: number) => (n === 1 ? "1 vez" : `${n} vezes`);

/**
 * pt-BR texts of the member's gamification screens (/niveis, /ranking, /missoes) and of the
 * gamification blocks of /perfil. The level-up toast is the notification's own text
 * (notificationMessages.levelUp).
 */
export const webGamificationMessages = {
  points: pts,
  pointsLabel: "Pontos",
  retry: "Tentar novamente",
  loadError: "Não foi possível carregar estas informações.",

  // Level and progress (the profile card, /niveis)
  levelCardTitle: "Nível e pontos",
  levelLabel: "Nível",
  progressLabel: (next: string) => `Progresso até o nível ${next}`,
  progressToNext: (missing: number, next: string) => `Faltam ${pts(missing)} para o nível ${next}`,
  topLevel: "Você chegou ao nível mais alto. Que a Força esteja com você!",
  positionLabel: "Posição no ranking",
  position: (n: number) => `${n}º lugar`,
  rankPosition: (n: number) => `${n}º`,
  noPosition: "Sem posição ainda",
  seeLevels: "Como subir de nível",
  seeRanking: "Ver ranking",

  // /niveis
  levelsTitle: "Níveis",
  levelsSubtitle: "Ganhe pontos participando da comunidade e suba de nível.",
  myProgressTitle: "Seu progresso",
  levelsListTitle: "Níveis e pontos necessários",
  levelFrom: (threshold: number) => (threshold === 0 ? "Desde o início" : `A partir de ${pts(threshold)}`),
  currentLevel: "Seu nível",
  reachedLevel: "Alcançado",
  howToEarnTitle: "Como ganhar pontos",
  howToEarnText:
    "Cada ação soma pontos até o limite do dia (dia no horário de Brasília). Curtir ou comentar o próprio conteúdo não conta, e o que for desfeito devolve os pontos.",
  noCap: "Sem limite por dia",
  capPerDay: (n: number) => `Até ${times(n)} por dia`,
  missionPoints: "Pontos da missão",
  likePairRule: (n: number) =>
    `Curtidas de um mesmo membro no seu conteúdo contam no máximo ${times(n)} por dia.`,
  reasons: {
    post_published: "Publicar no feed",
    comment_written: "Comentar em uma publicação",
    like_received: "Receber uma curtida",
    lesson_completed: "Concluir uma aula",
    course_completed: "Concluir um curso",
    mission_completed: "Concluir uma missão",
    daily_visit: "Visitar a comunidade",
  } satisfies Record<PointReason, string>,

  // /ranking
  rankingTitle: "Ranking",
  rankingSubtitle: "Quem mais somou pontos na comunidade.",
  periodsLabel: "Período do ranking",
  periods: { "7d": "7 dias", "30d": "30 dias", all: "Geral" },
  rankingListLabel: (period: string) => `Ranking: ${period}`,
  rankingEmptyTitle: "Ninguém pontuou neste período",
  rankingEmptyText: "Publique, comente e conclua aulas para aparecer aqui.",
  you: "Você",
  yourPosition: "Sua posição",
  notRankedYet: "Você ainda não somou pontos neste período.",

  // /missoes
  missionsTitle: "Missões",
  missionsSubtitle: "Complete missões para ganhar pontos extras. Cada missão paga uma única vez.",
  missionsEmptyTitle: "Nenhuma missão disponível",
  missionsEmptyText: "Quando a administração criar missões, elas aparecem aqui.",
  missionProgressLabel: (title: string) => `Progresso da missão ${title}`,
  missionProgress: (progress: number, target: number) => `${progress} de ${target}`,
  missionReward: (points: number) => `+${pts(points)}`,
  missionCompletedOn: (date: string) => `Concluída em ${date}`,
  missionsDone: (done: number, total: number) => `${done} de ${total} concluídas`,
  missionEvents: {
    profile_completed: "Perfil completo",
    post_published: "Publicações",
    comment_written: "Comentários",
    like_received: "Curtidas recebidas",
    lesson_completed: "Aulas concluídas",
    course_completed: "Cursos concluídos",
    daily_visit: "Visitas",
  } satisfies Record<MissionEventType, string>,

  // /perfil
  missionsBadgesTitle: "Missões concluídas",
  missionsBadgesEmpty: "Nenhuma missão concluída ainda.",
  seeMissions: "Ver missões",
} as const;
