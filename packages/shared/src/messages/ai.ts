/** pt-BR texts the server answers for AI agents (the member chat and its answers). */

const TIME_ZONE = "America/Sao_Paulo";

/** "10/03 às 14:30" in Brasília time. */
function whenText(date: Date): string {
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone: TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}/${get("month")} às ${get("hour")}:${get("minute")}`;
}

export const aiMessages = {
  agentNotFound: "Agente não encontrado.",
  conversationNotFound: "Conversa não encontrada.",
  defaultAgentMissing: "O assistente da comunidade ainda não foi configurado.",
  defaultConversationTitle: "Nova conversa",
  nothingToRegenerate: "Não há pergunta para responder de novo nesta conversa.",
  tierRequired: (tierLabel: string) =>
    `Este agente é do plano ${tierLabel}. Conheça os planos para liberar o acesso.`,
  quotaExceeded: (limit: number, tierLabel: string, resetsAt: Date | null) =>
    limit <= 0
      ? `O plano ${tierLabel} não inclui mensagens para os agentes de IA.`
      : `Você usou as ${limit} ${limit === 1 ? "mensagem" : "mensagens"} de 24 horas do plano ${tierLabel}. ` +
        (resetsAt ? `Você poderá perguntar de novo em ${whenText(resetsAt)} (horário de Brasília).` : ""),
  providerError: "O assistente não conseguiu responder agora. Tente novamente em instantes.",
  providerTimeout: "O assistente demorou demais para responder. Tente novamente.",
  providerRefused:
    "O assistente não pôde responder a essa pergunta. Tente perguntar de outro jeito; ela não contou no seu limite.",
  providerEmpty:
    "O assistente terminou sem escrever uma resposta. Tente novamente; ela não contou no seu limite.",
  offlineIntro:
    "Modo offline: esta resposta não foi escrita por um modelo de IA. São os trechos da comunidade mais próximos da sua pergunta:",
  offlineNothingFound:
    "Modo offline: não encontrei nada nos cursos, publicações, wiki e fornecedores que você pode ver sobre essa pergunta. Tente outras palavras.",
  offlineSourceLink: "Abrir",
} as const;

/** The texts the chat stream itself may end with (an `error` part): the only ones the browser shows as they come. */
export const aiStreamErrorMessages: readonly string[] = [
  aiMessages.providerError,
  aiMessages.providerTimeout,
  aiMessages.providerRefused,
  aiMessages.providerEmpty,
];
