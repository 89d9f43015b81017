/** pt-BR texts of sales: offers, the providers' endpoints, the delivery log and purchases. */

export const salesMessages = {
  // Offers
  offerNameRequired: "Dê um nome à oferta.",
  offerNameTooLong: "O nome pode ter no máximo 120 caracteres.",
  productKeyRequired: "Informe o código do produto no provedor.",
  productKeyTooLong: "O código do produto pode ter no máximo 200 caracteres.",
  offerCodeTooLong: "O código da oferta pode ter no máximo 100 caracteres.",
  offerCodeOnlyHotmart: "Código da oferta só existe na Hotmart.",
  providerInvalid: "Escolha Hotmart, Stripe ou Webhook genérico.",
  durationInvalid: "Escolha por quanto tempo a oferta libera o acesso.",
  daysRequired: "Informe de 1 a 3650 dias.",
  offerGrantsNothing: "Escolha ao menos um curso, uma categoria, um plano de IA ou o papel de Aluno.",
  tooManyCourses: "Uma oferta libera no máximo 100 cursos.",
  tooManyCategories: "Uma oferta libera no máximo 50 categorias.",
  categoryTooLong: "Cada categoria pode ter no máximo 80 caracteres.",
  unknownCourse: "Um dos cursos escolhidos não existe mais.",
  offerNotFound: "Oferta não encontrada.",
  offerTaken: "Já existe uma oferta para este produto neste provedor.",
  offerHasPurchases:
    "Esta oferta já tem compras: ela não pode ser excluída, pois os reembolsos e renovações ainda chegam para ela.",

  // Providers
  secretRequired: "Cole o segredo fornecido pelo provedor.",
  secretTooLong: "O segredo pode ter no máximo 300 caracteres.",
  hotmartTokenInvalid: "O token (hottok) da Hotmart tem entre 8 e 300 caracteres, sem espaços.",
  stripeSecretInvalid: "O segredo de assinatura da Stripe começa com “whsec_”.",
  genericSecretNotPasted: "O segredo do webhook genérico é gerado aqui: use “Gerar novo segredo”.",

  // Webhooks (what the provider reads)
  signatureInvalid: "Assinatura inválida.",
  providerNotConfigured: "Esta integração ainda não foi configurada pelo admin da comunidade.",
  bodyInvalid: "O corpo da notificação não está no formato esperado.",
  received: "Recebido.",

  // Delivery log
  deliveryNotFound: "Entrega não encontrada.",
  deliveryNotReprocessable: "Entregas com assinatura inválida não podem ser reprocessadas.",
  unknownProduct: (key: string) => `Nenhuma oferta usa o produto “${key}”.`,
  unhandledEvent: (event: string) => `O evento “${event}” não muda acessos.`,
  noBuyerEmail: "A notificação não traz o e-mail do comprador.",
  saleUnknown: "Nenhuma compra conhecida corresponde a esta notificação.",
  partialRefund: "Reembolso parcial: o acesso continua.",
  processingFailed: "Não foi possível processar esta entrega; novas tentativas seguem automaticamente.",
  waitingForSale: "Aguardando a notificação da compra a que este pagamento pertence.",
  tierItem: (tier: string) => `agentes de IA do plano ${tier}`,
  studentItem: "papel de Aluno",
} as const;

/** Names members and admins read for stored keys. */
export const saleLabels = {
  provider: { hotmart: "Hotmart", stripe: "Stripe", generic: "Webhook genérico" },
  duration: { lifetime: "Vitalício", days: "Por dias", subscription: "Enquanto a assinatura estiver paga" },
  status: {
    approved: "Aprovada",
    delayed: "Pagamento atrasado",
    canceled: "Assinatura cancelada",
    expired: "Expirada",
    refunded: "Reembolsada",
    chargeback: "Chargeback",
    voided: "Pagamento cancelado",
  },
  delivery: {
    pending: "Na fila",
    processed: "Processada",
    ignored: "Ignorada",
    failed: "Falhou",
    invalid_signature: "Assinatura inválida",
  },
} as const;
