import { MAX_OPEN_SUGGESTION_VOTES } from "../rules/suggestions";

/** pt-BR texts of suggestions (/sugestoes) the server answers with and the web reuses. */
export const suggestionMessages = {
  // Validation (server 400 and the forms)
  titleRequired: "Informe o título da sugestão.",
  titleTooShort: "O título precisa ter pelo menos 5 caracteres.",
  titleTooLong: "O título pode ter no máximo 120 caracteres.",
  descriptionRequired: "Descreva a sua sugestão.",
  descriptionTooLong: "A descrição pode ter no máximo 5.000 caracteres.",
  categoryInvalid: "Escolha uma categoria da lista.",
  statusInvalid: "Escolha um status da lista.",
  sortInvalid: "Ordenação desconhecida.",
  noteTooLong: "A nota pode ter no máximo 1.000 caracteres.",
  commentRequired: "Escreva um comentário.",
  commentTooLong: "O comentário pode ter no máximo 2.000 caracteres.",
  searchTooLong: "A busca pode ter no máximo 100 caracteres.",
  nothingToChange: "Informe o que deseja alterar.",
  duplicateOfRequired: "Escolha a sugestão original.",
  duplicateOfOnlyForDuplicates: "A sugestão original só é informada com o status Duplicada.",
  duplicateOfSelf: "Uma sugestão não pode ser marcada como duplicada de si mesma.",
  duplicateOfDuplicate: "A sugestão escolhida já é uma duplicada. Escolha a original.",
  duplicateOfNotFound: "A sugestão original não foi encontrada.",
  sameStatus: "A sugestão já está com esse status.",
  deleteHasDuplicates:
    "Outras sugestões estão marcadas como duplicadas desta. Reabra-as ou aponte-as para outra original antes de excluir.",

  // Refusals
  notFound: "Sugestão não encontrada.",
  commentNotFound: "Comentário não encontrado.",
  editOnlyWhileNew: "Você só pode editar a sua sugestão enquanto ela estiver com o status Nova.",
  closedForVotes: "Esta sugestão foi encerrada e não recebe mais votos.",
  voteLimit: `Você já tem ${MAX_OPEN_SUGGESTION_VOTES} votos abertos, o máximo permitido. Retire um voto ou aguarde: o voto volta quando a sugestão é concluída, recusada ou marcada como duplicada.`,

  // Labels both sides use
  removedMember: "Membro removido",
} as const;
