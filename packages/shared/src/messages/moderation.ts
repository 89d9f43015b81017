/** pt-BR texts of moderation: reporting, the queue, sanctions and the held-for-review rules. */
export const moderationMessages = {
  // ——— Reporting ———
  report: "Denunciar",
  reportTitle: "Denunciar conteúdo",
  reportProfileTitle: "Denunciar perfil",
  reportReasonLabel: "Motivo",
  reportNoteLabel: "Detalhes (opcional)",
  reportSend: "Enviar denúncia",
  reportSent: "Denúncia enviada. A moderação vai analisar.",
  reportDuplicate: "Você já denunciou este conteúdo. A moderação vai analisar.",
  reportOwn: "Você não pode denunciar o que é seu.",
  reportNotFound: "Conteúdo não encontrado.",
  reasonInvalid: "Escolha um motivo.",
  noteTooLong: "Escreva no máximo 500 caracteres.",
  kindInvalid: "Tipo de conteúdo inválido.",

  // ——— What members see ———
  awaitingReview: "Aguardando revisão",
  awaitingReviewHint: "Só você e a moderação veem isto até a revisão.",
  hiddenLabel: "Oculto pela moderação",
  hiddenHint: "Só você e a moderação veem isto.",

  // ——— Sanctions as the member meets them ———
  silenced: (until: string) => `Você está silenciado até ${until} e não pode publicar.`,
  silencedForever: "Você está silenciado e não pode publicar até a moderação liberar.",
  suspended: "Sua conta está suspensa. Fale com a administração da comunidade.",
  banned: "Sua conta foi banida desta comunidade.",
  emailBanned: "Este e-mail não pode entrar nesta comunidade.",

  // ——— The queue ———
  queueTitle: "Moderação",
  queueEmpty: "Nada para revisar. 🎉",
  caseNotFound: "Item da fila não encontrado.",
  caseClosed: "Este item já foi revisado por outra pessoa.",
  memberNotFound: "Membro não encontrado.",
  adminsOnly: "Só administradores podem suspender ou banir.",
  moderatorSilenceLimit: "Moderadores podem silenciar por até 7 dias.",
  cannotActOnStaff: "Administradores não podem ser moderados por aqui.",
  cannotActOnSelf: "Você não pode moderar a si mesmo.",
  actionInvalid: "Ação inválida.",
  warnTextRequired: "Escreva a mensagem do aviso.",
  daysInvalid: "Escolha 1, 7 ou 30 dias, ou até liberar.",
  profileNotHideable: "Um perfil não pode ser ocultado nem excluído: silencie, suspenda ou bana o membro.",

  // ——— Settings (admins) ———
  thresholdInvalid: "Use de 1 a 50 denúncias.",
  linkLimitInvalid: "Use de 0 a 50 links.",
  minPointsInvalid: "Use de 0 a 1.000.000 pontos.",
  wordListInvalid: "Use até 500 palavras ou expressões, com até 80 caracteres cada.",
  settingsSaved: "Configurações de moderação salvas.",

  // ——— Notifications ———
  warnedNotification: (text: string) => `Aviso da moderação: ${text}`,
  warnedEmailSubject: "Você recebeu um aviso da moderação",
  reportOutcome: {
    keep: "A moderação analisou sua denúncia e manteve o conteúdo.",
    hide: "A moderação analisou sua denúncia e ocultou o conteúdo.",
    delete: "A moderação analisou sua denúncia e excluiu o conteúdo.",
    approve: "A moderação analisou sua denúncia e manteve o conteúdo.",
  },
} as const;

/** The reasons a member picks, with what they read. */
export const reportReasonLabels = {
  spam: "Spam",
  ofensivo: "Ofensivo",
  assedio: "Assédio",
  improprio: "Conteúdo impróprio",
  outro: "Outro",
} as const;

/** What each kind of item is called in the queue. */
export const moderationKindLabels = {
  post: "Publicação",
  comment: "Comentário",
  lesson_comment: "Comentário de aula",
  chat_message: "Mensagem do chat",
  suggestion: "Sugestão",
  suggestion_comment: "Comentário de sugestão",
  supplier_rating: "Avaliação de fornecedor",
  profile: "Perfil",
} as const;

/** Why an item was held before anyone saw it. */
export const heldReasonLabels = {
  links: "Muitos links de um membro novo",
  words: "Palavra da lista de bloqueio",
  repeated: "Mesmo texto repetido",
} as const;

/** What was done, as the member's history in the queue reads it ('Silenciado até … por Ana'). */
export const moderationHistoryLabels = {
  keep: "Conteúdo mantido",
  hide: "Conteúdo ocultado",
  delete: "Conteúdo excluído",
  approve: "Conteúdo aprovado",
  warn: "Avisado",
  silence: "Silenciado",
  suspend: "Suspenso",
  ban: "Banido",
  lift: "Liberado",
} as const;

/** The actions, as the queue's buttons name them. */
export const moderationActionLabels = {
  keep: "Manter",
  hide: "Ocultar",
  delete: "Excluir",
  approve: "Aprovar",
  warn: "Avisar",
  silence: "Silenciar",
  suspend: "Suspender",
  ban: "Banir",
  lift: "Liberar",
} as const;
