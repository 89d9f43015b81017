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
  home: "Início",
} as const;
