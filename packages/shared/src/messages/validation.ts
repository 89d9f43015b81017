/** pt-BR texts of zod's generic checks, for every schema field that has no message of its own. */
export const validationMessages = {
  required: "Campo obrigatório.",
  invalid: "Valor inválido.",
  invalidOption: (options: string) => `Opção inválida. Use uma destas: ${options}.`,
  tooLongText: (max: number) => `Use no máximo ${max} caracteres.`,
  tooShortText: (min: number) => `Use pelo menos ${min} caracteres.`,
  tooManyItems: (max: number) => `Envie no máximo ${max} itens.`,
  tooFewItems: (min: number) => `Envie pelo menos ${min} ${min === 1 ? "item" : "itens"}.`,
  tooBigNumber: (max: number | bigint) => `O valor máximo é ${max}.`,
  tooSmallNumber: (min: number | bigint) => `O valor mínimo é ${min}.`,
  notInteger: "Informe um número inteiro.",
  email: "Informe um email válido.",
  url: "Informe um endereço válido.",
  uuid: "Identificador inválido.",
  date: "Data inválida.",
  format: "Formato inválido.",
  unknownFields: (keys: string) => `Campo não permitido: ${keys}.`,
} as const;
