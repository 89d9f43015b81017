/** pt-BR texts of plans (/pricing), community rules (/regras) and the community overview (/comunidade). */
export const planMessages = {
  // Validation (server 400 and the admin dialog's form)
  tierInvalid: "Plano desconhecido.",
  nameRequired: "Informe o nome do plano.",
  nameTooLong: "O nome pode ter no máximo 40 caracteres.",
  priceInvalid: "Informe um preço válido (em centavos, número inteiro).",
  priceNegative: "O preço não pode ser negativo.",
  priceTooHigh: "O preço pode ser no máximo R$ 1.000.000,00.",
  periodInvalid: "Escolha o período: mensal ou anual.",
  featuresTooMany: "Informe no máximo 12 itens na lista de recursos.",
  featureTooLong: "Cada item pode ter no máximo 120 caracteres.",
  featureEmpty: "Um item da lista de recursos está vazio.",
  ctaLabelTooLong: "O texto do botão pode ter no máximo 40 caracteres.",
  ctaUrlInvalid: "O link do botão precisa começar com http:// ou https://.",
  ctaUrlTooLong: "O link do botão pode ter no máximo 2000 caracteres.",
  ctaIncomplete: "Informe o texto e o link do botão, ou deixe os dois em branco.",
  // Results
  planUpdated: "Plano atualizado!",
  /** {name} is the plan that lost the highlight. */
  highlightMoved: 'O destaque foi removido do plano "{name}": só um plano pode ficar em destaque.',
  planUpdateErrorTitle: "Erro ao salvar plano",
  // Labels the web reuses
  priceOnRequest: "Sob consulta",
  periodMonthly: "mensal",
  periodYearly: "anual",
  perMonth: "/mês",
  perYear: "/ano",
  currentPlan: "Seu plano atual",
  highlighted: "Mais popular",
  hiddenPlan: "Oculto para membros",

  // Rules
  rulesTooLong: "As regras podem ter no máximo 50.000 caracteres.",
  rulesUpdated: "Regras atualizadas!",
  rulesUpdateErrorTitle: "Erro ao salvar regras",
  /** {date} is the pt-BR date. */
  rulesUpdatedAt: "Atualizado em {date}",
  /** {name} is who last changed the rules. */
  rulesUpdatedBy: "por {name}",
  rulesEmpty: "As regras da comunidade ainda não foram publicadas.",
} as const;
