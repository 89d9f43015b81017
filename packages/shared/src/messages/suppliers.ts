/** pt-BR texts of the supplier directory (/recursos/fornecedores) the server and the forms share. */
export const supplierMessages = {
  // Validation (server 400 and the forms)
  nameRequired: "Informe o nome do fornecedor.",
  nameTooShort: "O nome precisa ter pelo menos 2 caracteres.",
  nameTooLong: "O nome pode ter no máximo 120 caracteres.",
  descriptionTooLong: "A descrição pode ter no máximo 2.000 caracteres.",
  categoriesRequired: "Informe pelo menos uma categoria.",
  categoriesTooMany: "Informe no máximo 5 categorias.",
  categoryTooShort: "Cada categoria precisa ter pelo menos 2 caracteres.",
  categoryTooLong: "Cada categoria pode ter no máximo 40 caracteres.",
  cityTooLong: "A cidade pode ter no máximo 80 caracteres.",
  ufInvalid: "Escolha um estado (UF) da lista.",
  websiteInvalid: "O site precisa ser um endereço http:// ou https://.",
  websiteTooLong: "O site pode ter no máximo 500 caracteres.",
  instagramInvalid:
    "Informe o perfil do Instagram como @perfil (até 30 letras, números, pontos ou sublinhados).",
  whatsappInvalid: "Informe um WhatsApp brasileiro com DDD, por exemplo (11) 98765-4321.",
  logoInvalid: "Envie o logotipo pelo botão 'Enviar logotipo'.",
  logoFileType: "Tipo de arquivo não suportado. Use JPG, PNG, WEBP ou GIF.",
  starsInvalid: "Escolha de 1 a 5 estrelas.",
  commentTooLong: "O comentário pode ter no máximo 1.000 caracteres.",
  noteTooLong: "A observação pode ter no máximo 500 caracteres.",
  rejectNoteRequired: "Explique o motivo da recusa para quem sugeriu.",
  decisionInvalid: "Escolha aprovar ou recusar.",
  searchTooLong: "A busca pode ter no máximo 100 caracteres.",
  sortInvalid: "Ordenação desconhecida.",
  pageInvalid: "Página inválida.",
  pageSizeInvalid: "Informe de 1 a 50 fornecedores por página.",
  statusInvalid: "Situação desconhecida.",

  // Refusals
  notFound: "Fornecedor não encontrado.",
  notApproved: "Só é possível avaliar fornecedores aprovados.",
  alreadyApproved: "Este fornecedor já foi aprovado.",
  alreadyRejected: "Este fornecedor já foi recusado.",
  logoNotYours: "Este logotipo não pode ser usado. Envie o arquivo novamente.",

  // Results
  suggested: "Sugestão enviada! A equipe vai analisar o fornecedor.",
  created: "Fornecedor adicionado ao diretório.",
  updated: "Fornecedor atualizado.",
  approved: "Fornecedor aprovado e publicado no diretório.",
  rejected: "Sugestão recusada. Quem sugeriu foi avisado.",
  deleted: "Fornecedor excluído.",
  verifiedOn: "Fornecedor marcado como verificado.",
  verifiedOff: "Selo de verificado removido.",
  rated: "Avaliação salva.",
  ratingRemoved: "Avaliação removida.",

  // Labels the web reuses
  statusLabels: { pending: "Aguardando aprovação", approved: "Aprovado", rejected: "Recusado" },
  verified: "Verificado",
} as const;
