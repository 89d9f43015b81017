/** Messages of events and the calendar (server answers and validation), pt-BR. */
export const eventMessages = {
  notFound: "Evento não encontrado.",
  spaceRequired: "Escolha o espaço de eventos.",
  spaceNotEvents: "Eventos só podem ser criados em espaços do tipo Eventos.",
  titleTooShort: "O título precisa ter pelo menos 3 caracteres.",
  titleTooLong: "O título pode ter no máximo 120 caracteres.",
  descriptionTooLong: "A descrição pode ter no máximo 20.000 caracteres.",
  locationTooLong: "O local pode ter no máximo 300 caracteres.",
  dateInvalid: "Informe uma data e hora válidas.",
  endBeforeStart: "O término precisa ser depois do início.",
  tooLong: "Um evento pode durar no máximo 14 dias.",
  timeZoneInvalid: "Fuso horário inválido.",
  onlineUrlInvalid: "O link precisa começar com http:// ou https://.",
  capacityInvalid: "O número de vagas precisa ser maior que zero.",
  frequencyInvalid: "Escolha se o evento se repete toda semana ou todo mês.",
  untilInvalid: "Informe a data final da repetição.",
  recurrenceEndRequired: "Diga quando a repetição termina: depois de quantas vezes ou em que data.",
  recurrenceTooMany: "Um evento pode se repetir no máximo 104 vezes.",
  rangeInvalid: "Período inválido: escolha até 100 dias.",
  rsvpInvalid: "Escolha Vou, Talvez ou Não vou.",
  occurrenceInvalid: "Esta data não faz parte do evento.",
  eventCancelled: "Este evento foi cancelado.",
  eventPast: "Este evento já aconteceu.",
  feedTokenInvalid: "Este link de calendário é inválido ou foi trocado.",
  onlyStaff: "Só administradores e moderadores podem criar e editar eventos.",
  onlyAdminsDelete: "Só administradores podem excluir eventos.",
  alreadyCancelled: "Este evento já foi cancelado.",
  coverUploadInvalid: "Envie uma imagem para a capa.",

  /** Human text of a recurrence rule ('Toda semana, 8 vezes'). */
  recurrenceEvery: (frequency: "weekly" | "monthly", interval: number) =>
    frequency === "weekly"
      ? interval === 1
        ? "Toda semana"
        : `A cada ${interval} semanas`
      : interval === 1
        ? "Todo mês"
        : `A cada ${interval} meses`,
  recurrenceCount: (every: string, count: number) => `${every}, ${count} vezes`,
  /** `until`: dd/MM/yyyy. */
  recurrenceUntil: (every: string, until: string) => `${every}, até ${until}`,

  // .ics and the private feed
  feedName: (community: string) => `Eventos · ${community}`,
  icsOnline: (url: string) => `Online: ${url}`,
  icsMoreAt: (url: string) => `Mais detalhes: ${url}`,

  // Reminder e-mail
  reminderSubject: (title: string, when: string) => `Lembrete: ${title} começa ${when}`,
  /** When an occurrence starts, said from the day of the reminder in the event's zone. */
  startsToday: (time: string) => `hoje às ${time}`,
  startsTomorrow: (time: string) => `amanhã às ${time}`,
  reminderGreeting: (name: string) => `Olá, ${name}!`,
  reminderIntro: (title: string, when: string) =>
    `Você disse que vai ao evento “${title}”, que começa ${when}.`,
  reminderStarts: (date: string, zone: string) =>
    `Início: ${date} (${zone === "America/Sao_Paulo" ? "horário de Brasília" : zone})`,
  reminderPlace: (place: string) => `Local: ${place}`,
  reminderLink: (url: string) => `Link da transmissão: ${url}`,
  reminderOpen: "Ver evento",
  reminderFooter: "Não quer mais estes lembretes por e-mail?",
  reminderUnsubscribe: "Parar de receber lembretes de eventos",
  reminderUnsubscribeAll: "Parar de receber todos os e-mails de notificação",
  reminderPreferences: "Escolher quais e-mails receber",
} as const;
