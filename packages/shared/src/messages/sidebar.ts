/** pt-BR texts of the feed's right sidebar (spec §2.3). */
export const rightSidebarMessages = {
  offerDefaultTitle: "Oferta Especial",
  offerDefaultButton: "Ver Cursos",
  offerDefaultLink: "/cursos/vitrine",
  /** Shipped with the app (apps/web/public): the offer card's picture until an admin sets one. */
  offerDefaultImage: "/images/oferta-vitrine.svg",
  offerSaved: "Oferta atualizada!",
  linksSaved: "Links fixados atualizados!",
  saveErrorTitle: "Erro ao salvar",
  linkLabelRequired: "Informe o texto do link.",
  linkUrlInvalid: "Use um endereço http(s) ou um caminho que comece com /.",
  tooManyLinks: "No máximo 10 links fixados.",
  textTooLong: "Texto longo demais.",
} as const;
