/**
 * pt-BR texts of notifications (rendered by the server when a notification is written or its group
 * grows), of the notification e-mail digest and of the API's answers about notifications.
 */

const TITLE_MAX = 80;

/** A quoted title, cut to a readable length. */
function quoted(title: string | null | undefined) {
  const clean = (title ?? "").replace(/\s+/g, " ").trim();
  const cut = clean.length > TITLE_MAX ? `${clean.slice(0, TITLE_MAX - 1).trimEnd()}…` : clean;
  return `“${cut}”`;
}

function people(n: number) {
  return n === 1 ? "1 pessoa" : `${n} pessoas`;
}

export const notificationMessages = {
  someone: "Alguém",
  comment: (actor: string, postTitle: string | null | undefined) =>
    postTitle
      ? `${actor} comentou na sua publicação ${quoted(postTitle)}`
      : `${actor} comentou na sua publicação`,
  lessonComment: (actor: string, lessonTitle: string | null | undefined) =>
    lessonTitle ? `${actor} comentou na aula ${quoted(lessonTitle)}` : `${actor} comentou em uma aula`,
  reply: (actor: string) => `${actor} respondeu ao seu comentário`,
  lessonReply: (actor: string, lessonTitle: string | null | undefined) =>
    lessonTitle
      ? `${actor} respondeu ao seu comentário na aula ${quoted(lessonTitle)}`
      : `${actor} respondeu ao seu comentário`,
  mention: (actor: string) => `${actor} mencionou você`,
  mentionInPost: (actor: string, postTitle: string) => `${actor} mencionou você em ${quoted(postTitle)}`,
  mentionInLesson: (actor: string, lessonTitle: string) =>
    `${actor} mencionou você na aula ${quoted(lessonTitle)}`,
  /** `others`: how many besides `actor` (0 → only the actor). */
  like: (actor: string, others: number, postTitle: string | null | undefined) => {
    const what = postTitle ? `sua publicação ${quoted(postTitle)}` : "sua publicação";
    return others > 0 ? `${actor} e mais ${people(others)} curtiram ${what}` : `${actor} curtiu ${what}`;
  },
  follower: (actor: string) => `${actor} começou a seguir você`,
  levelUp: (level: string) => `Você subiu para o nível ${level}!`,
  certificate: (courseTitle: string | null | undefined) =>
    courseTitle ? `Seu certificado de ${quoted(courseTitle)} foi emitido` : "Seu certificado foi emitido",
  mission: (missionTitle: string, points: number) =>
    `Missão concluída: ${missionTitle} (+${points} ${points === 1 ? "pt" : "pts"})`,
  inviteAccepted: (name: string) => `${name} aceitou o convite e entrou na comunidade`,
  /** `status`: the pt-BR label ('Planejada'). */
  suggestionStatus: (title: string, status: string) => `A sugestão ${quoted(title)} agora está: ${status}`,
  supplierApproved: (name: string) => `O fornecedor ${quoted(name)} que você sugeriu foi aprovado`,
  supplierRejected: (name: string) => `O fornecedor ${quoted(name)} que você sugeriu não foi aprovado`,
  /** `when`: 'hoje às 19:00', 'amanhã às 19:00'. */
  eventReminder: (title: string, when: string) => `Lembrete: ${quoted(title)} começa ${when}`,
  eventCancelled: (title: string) => `O evento ${quoted(title)} foi cancelado`,
  eventMoved: (title: string) => `O evento ${quoted(title)} mudou de data ou horário`,
  eventPromoted: (title: string) => `Abriu uma vaga: você saiu da lista de espera de ${quoted(title)}`,
  dataExportReady: "A cópia dos seus dados está pronta para baixar (disponível por 7 dias)",
  /** `items`: what became accessible ('Curso X', 'papel de Aluno'), by a purchase, an admin or a CSV. */
  accessGranted: (items: string) => (items ? `Acesso liberado: ${items}` : "Acesso liberado"),
  signupPending: (name: string) => `${name} se cadastrou e aguarda a sua aprovação`,
  reportResolved: (outcome: string) =>
    outcome === "hide"
      ? "A moderação analisou sua denúncia e ocultou o conteúdo."
      : outcome === "delete"
        ? "A moderação analisou sua denúncia e excluiu o conteúdo."
        : "A moderação analisou sua denúncia e manteve o conteúdo.",
  moderationWarning: (text: string) => `Aviso da moderação: ${text}`,
  backupFailed: (error: string) => (error ? `O backup falhou: ${error}` : "O backup falhou"),

  // API answers
  notFound: "Notificação não encontrada.",
  preferenceChannelMissing: "Diga se o tipo vai por e-mail, no celular ou os dois.",
  tokenInvalid: "Este link de cancelamento é inválido ou expirou.",
  unsubscribedOneClick: "Você não receberá mais estes e-mails.",

  /** Names of the types, for the preferences and the e-mail's unsubscribe links. */
  typeLabels: {
    comment: "Comentários nas suas publicações",
    reply: "Respostas aos seus comentários",
    mention: "Menções",
    like: "Curtidas",
    follower: "Novos seguidores",
    level_up: "Novo nível",
    certificate: "Certificados emitidos",
    mission: "Missões concluídas",
    invite_accepted: "Convites aceitos",
    suggestion_status: "Andamento das sugestões que você votou",
    supplier_reviewed: "Fornecedores que você sugeriu",
    event_reminder: "Lembretes dos eventos em que você vai",
    event_changed: "Eventos remarcados ou cancelados",
    event_promoted: "Vagas liberadas na lista de espera",
    data_export_ready: "Cópia dos seus dados pronta",
    access_granted: "Acessos liberados",
    signup_pending: "Cadastros aguardando aprovação (administradores)",
    backup_failed: "Backups que falharam (administradores)",
    report_resolved: "Resultado das suas denúncias",
    moderation_warning: "Avisos da moderação",
  },

  // E-mail digest
  digestSubject: (count: number, community: string) =>
    count === 1 ? `1 novidade na ${community}` : `${count} novidades na ${community}`,
  digestGreeting: (name: string) => `Olá, ${name}!`,
  digestIntro: (count: number) =>
    count === 1
      ? "Aconteceu algo enquanto você esteve fora:"
      : `Aconteceram ${count} coisas enquanto você esteve fora:`,
  digestOpen: "Ver notificações",
  digestFooter: "Você recebe este e-mail porque ativou os avisos por e-mail nas suas preferências.",
  digestUnsubscribeType: (label: string) => `Não receber mais e-mails de “${label}”`,
  digestUnsubscribeAll: "Não receber nenhum e-mail de notificações",
  digestPreferences: "Gerenciar preferências",
} as const;
