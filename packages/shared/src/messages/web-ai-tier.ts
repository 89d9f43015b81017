/** The AI tier select of 'Gerenciar Acessos', in a file of its own: the members page loads only this. */
export const aiTierAccessMessages = {
  heading: "Agentes de IA",
  label: "Nível dos agentes de IA",
  hint: "Define quais agentes o membro pode usar e quantas mensagens por dia.",
  savedTitle: "Nível atualizado!",
  savedText: (tier: string) => `O membro agora é ${tier}.`,
  errorTitle: "Não foi possível mudar o nível.",
} as const;
