/** pt-BR texts of the web app's community feed (spec §2.3 and §8.3). */
export const webFeedMessages = {
  title: "Feed da Comunidade",
  subtitle: "Novidades, conversas e conquistas dos membros.",
  emptyTitle: "Nenhuma publicação ainda",
  emptyText: "Seja o primeiro a compartilhar algo com a comunidade!",
  pinned: "FIXADO",
  loadErrorTitle: "Erro ao carregar posts",
  loadErrorText: "Não foi possível carregar os posts.",
  loadMore: "Carregar mais",
  videoUnsupported: "Seu navegador não suporta reprodução de vídeo.",
} as const;
