/** pt-BR texts of the wiki (/recursos/wiki) the server answers with and the forms reuse. */
export const wikiMessages = {
  // Validation (server 400 and the editor's form)
  titleRequired: "Informe o título do artigo.",
  titleTooShort: "O título precisa ter pelo menos 3 caracteres.",
  titleTooLong: "O título pode ter no máximo 120 caracteres.",
  slugInvalid: "Use só letras minúsculas sem acento, números e hífens no endereço.",
  slugTooLong: "O endereço pode ter no máximo 80 caracteres.",
  slugReserved: "Este endereço é reservado. Escolha outro.",
  slugTaken: "Já existe um artigo com este endereço.",
  bodyTooLong: "O artigo pode ter no máximo 100.000 caracteres.",
  summaryTooLong: "O resumo da edição pode ter no máximo 200 caracteres.",
  categoryInvalid: "Categoria inválida.",
  categoryNotFound: "Categoria não encontrada.",
  baseRevisionInvalid: "Revisão de origem inválida. Recarregue o artigo.",
  categoryNameRequired: "Informe o nome da categoria.",
  categoryNameTooLong: "O nome da categoria pode ter no máximo 60 caracteres.",
  categorySlugTaken: "Já existe uma categoria com este nome.",
  categoryOrderInvalid: "Envie todas as categorias, cada uma uma vez.",
  revisionInvalid: "Número de revisão inválido.",
  // Answers
  articleNotFound: "Artigo não encontrado.",
  revisionNotFound: "Revisão não encontrada.",
  /** 409 when the editor started from an older revision than the article's current one. */
  staleRevision:
    "Outra pessoa salvou este artigo enquanto você editava. Seu texto não foi salvo, mas continua no editor: confira as mudanças antes de salvar de novo.",
  nothingChanged: "Nada mudou desde a revisão atual.",
  /** {n} is the restored revision. */
  restoredSummary: (n: number) => `Restaura a revisão ${n}`,
  createdSummary: "Criação do artigo",
} as const;
