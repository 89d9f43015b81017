/** pt-BR texts of the feed's right sidebar (spec §2.3). */
export const rightSidebarMessages = {
  offerDefaultTitle: "Oferta Especial",
  offerDefaultButton: "Ver Cursos",
  offerDefaultLink: "/vitrine-cursos",
  offerSaved: "Oferta atualizada!",
  linksSaved: "Links fixados atualizados!",
  saveErrorTitle: "Erro ao salvar",
  linkLabelRequired: "Informe o texto do link.",
  linkUrlInvalid: "Use um endereço http(s) ou um caminho que comece com /.",
  tooManyLinks: "No máximo 10 links fixados.",
  textTooLong: "Texto longo demais.",
} as const;
