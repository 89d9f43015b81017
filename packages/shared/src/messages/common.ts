/** pt-BR texts shared by several screens. */
export const commonMessages = {
  loading: "Carregando...",
  genericError: "Ocorreu um erro. Tente novamente.",
  invalidInput: "Dados inválidos. Confira os campos destacados.",
  forbidden: "Você não tem permissão para fazer isso.",
  notFound: "Não encontrado.",
  crossOrigin: "Requisição de outra origem recusada.",
  unsupportedContentType: "Envie os dados em JSON.",
  connectionError: "Erro de conexão com o banco de dados. Verifique sua conexão com a internet.",
  notFoundPageTitle: "Página não encontrada",
  notFoundPageText: "O endereço que você abriu não existe ou foi removido.",
  backToHome: "Voltar ao Início",
  cancel: "Cancelar",
  confirmDelete: "Excluir",
  deleting: "Excluindo...",
  home: "Início",
  payloadTooLarge: "O conteúdo enviado é grande demais.",
  invalidJson: "Não foi possível ler os dados enviados (JSON inválido).",
  nulCharacter: "Este campo contém caracteres inválidos.",
  cursorInvalid: "Não foi possível continuar a lista. Recarregue a página.",
  methodNotAllowed: "Operação não permitida neste endereço.",
  requestTimeout: "A requisição demorou demais. Tente novamente.",
  /** 429 of any endpoint, with the wait the server asks for. */
  tooManyRequests: (seconds: number) =>
    `Muitas tentativas. Aguarde ${seconds} ${seconds === 1 ? "segundo" : "segundos"} e tente novamente.`,
} as const;
