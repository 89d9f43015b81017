/** pt-BR texts of the admin AI agent API (agents, quotas, usage, the 'Testar' box, member tiers). */
export const aiAdminMessages = {
  agentNotFound: "Agente não encontrado.",
  iconInvalid: "Escolha um ícone da lista ou envie uma imagem.",
  iconUploadInvalid:
    "Esta imagem não foi enviada aqui ou já é o ícone de outro agente. Envie a imagem de novo.",
  unknownCourses: "Um ou mais cursos escolhidos não existem mais. Atualize a página e escolha de novo.",
  unknownSpaces: "Um ou mais espaços escolhidos não existem mais. Atualize a página e escolha de novo.",
  duplicateTier: "Cada nível só pode aparecer uma vez.",
  defaultMustBeActive:
    "O agente padrão precisa estar ativo. Ative-o ou escolha outro agente como padrão antes de desativá-lo.",
  memberNotFound: "Membro não encontrado.",
  /** The 'Testar' box, for a tier below the agent's. */
  tierTooLow: (tested: string, required: string) =>
    `Um membro ${tested} não pode usar este agente: ele exige o nível ${required} ou superior.`,
} as const;
