/** pt-BR texts of the Recursos section: the sidebar list, plain pages and tools (server and forms). */
export const resourceMessages = {
  // Pages: validation (server 400/409 and the admin forms)
  titleRequired: "Informe o título.",
  titleTooLong: "O título pode ter no máximo 60 caracteres.",
  slugInvalid: "Use só letras minúsculas sem acento, números e hífens (ex.: guia-de-feiras).",
  slugTooLong: "O endereço pode ter no máximo 60 caracteres.",
  /** {slug} is the refused address. */
  slugReserved: (slug: string) => `O endereço "${slug}" é reservado. Escolha outro.`,
  slugTaken: "Já existe um recurso com esse endereço.",
  bodyTooLong: "O conteúdo pode ter no máximo 50.000 caracteres.",
  positionInvalid: "Posição inválida.",
  builtinFieldsLocked: "Nos recursos nativos só o título e a visibilidade podem mudar.",
  builtinNotDeletable: "Fornecedores, Wiki e Ferramentas são nativos e não podem ser excluídos.",
  orderInvalid: "A ordem enviada não confere com os recursos atuais. Recarregue a página e tente de novo.",
  pageNotFound: "Página não encontrada.",
  resourceNotFound: "Recurso não encontrado.",
  // Pages: results
  pageCreated: "Página criada!",
  pageSaved: "Página salva!",
  resourceSaved: "Recurso atualizado!",
  pageDeleted: "Página excluída.",
  orderSaved: "Ordem dos recursos salva!",
  orderErrorTitle: "Erro ao salvar a ordem",
  orderErrorText: "A lista voltou à ordem salva. Tente de novo.",
  saveErrorTitle: "Erro ao salvar",
  deleteErrorTitle: "Erro ao excluir",

  // Tools: validation
  toolNameRequired: "Informe o nome da ferramenta.",
  toolNameTooLong: "O nome pode ter no máximo 80 caracteres.",
  toolDescriptionTooLong: "A descrição pode ter no máximo 500 caracteres.",
  toolCategoryRequired: "Informe a categoria.",
  toolCategoryTooLong: "A categoria pode ter no máximo 40 caracteres.",
  toolUrlInvalid: "O link precisa começar com http:// ou https://.",
  toolUrlTooLong: "O link pode ter no máximo 2000 caracteres.",
  toolTargetRequired: "Informe um link ou envie um arquivo para download.",
  toolFileNameRequired: "Informe o nome do arquivo.",
  toolFileNameInvalid: "O nome do arquivo não pode ter barras nem caracteres de controle.",
  toolFileNameTooLong: "O nome do arquivo pode ter no máximo 120 caracteres.",
  toolFileInvalid: "Arquivo não encontrado. Envie o arquivo de novo.",
  toolFileMissing: "Esta ferramenta não tem um arquivo para manter. Envie um arquivo.",
  toolPositionInvalid: "A ordem precisa ser um número inteiro de 0 a 9999.",
  toolNotFound: "Ferramenta não encontrada.",
  // Tools: results
  toolCreated: "Ferramenta adicionada!",
  toolSaved: "Ferramenta atualizada!",
  toolDeleted: "Ferramenta excluída.",
} as const;
