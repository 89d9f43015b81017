import { MEMBER_LIMITS } from "../constants";

// Fixed pt-BR grouping ("10.000"), independent of the ICU data of the runtime.
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/**
 * pt-BR texts of "Adicionar Membro": the CSV import (spec §5, quoted exactly) and the manual
 * form. Row messages take the line number as the admin sees it in the spreadsheet.
 */
export const memberMessages = {
  // CSV import, spec §5.
  csvInvalidFile: "Por favor, selecione um arquivo CSV válido.",
  csvNeedsHeaderAndData: "O arquivo CSV deve conter pelo menos uma linha de cabeçalho e uma linha de dados.",
  csvMissingColumns: (headers: readonly string[]) =>
    `O arquivo deve conter as colunas “Nome” e “E-mail”. Cabeçalhos encontrados: ${headers.join(", ")}`,
  csvRowInsufficientData: (line: number) => `Linha ${line}: Dados insuficientes`,
  csvRowNameEmpty: (line: number) => `Linha ${line}: Nome está vazio`,
  csvRowEmailEmpty: (line: number) => `Linha ${line}: E-mail está vazio`,
  csvRowEmailInvalid: (line: number, value: string) => `Linha ${line}: E-mail inválido (${value})`,
  csvNoValidMembers: "Nenhum membro válido encontrado no arquivo.",
  csvCoursesRequired: "Selecione pelo menos um curso para atribuir aos membros do CSV.",
  csvLoaded: (count: number) => `${count} membro(s) carregado(s) com sucesso!`,
  csvIgnoredErrors: (count: number) => ` (${count} erro(s) ignorado(s))`,
  csvParseError: "Erro ao processar o arquivo CSV. Verifique o formato.",

  // CSV import, beyond the spec: limits the server enforces, reported per row or per file.
  csvRowEmailDuplicate: (line: number, value: string, firstLine: number) =>
    `Linha ${line}: E-mail duplicado no arquivo (${value}), já informado na linha ${firstLine}`,
  csvRowNameTooLong: (line: number) =>
    `Linha ${line}: Nome muito longo (máximo de ${MEMBER_LIMITS.nameMax} caracteres)`,
  csvRowTooManyTags: (line: number) => `Linha ${line}: Mais de ${MEMBER_LIMITS.tagsMax} tags`,
  csvRowTagTooLong: (line: number, tag: string) =>
    `Linha ${line}: Tag muito longa (${tag}), máximo de ${MEMBER_LIMITS.tagMax} caracteres`,
  csvTooManyRows: `O arquivo tem mais de ${thousands(MEMBER_LIMITS.batchMax)} membros. Divida-o em arquivos menores.`,
  csvTooLarge: `O arquivo CSV pode ter no máximo ${MEMBER_LIMITS.csvMaxBytes / (1024 * 1024)} MB.`,
  csvAlwaysInvite: "Membros importados por CSV são sempre adicionados por convite.",

  // Manual form (spec §5 "Manual member form") and the batch request.
  nameRequired: "Informe o nome do membro.",
  nameTooLong: `O nome pode ter no máximo ${MEMBER_LIMITS.nameMax} caracteres.`,
  emailRequired: "Informe o e-mail do membro.",
  emailInvalid: "Informe um e-mail válido.",
  emailDuplicateInBatch: (email: string) => `O e-mail ${email} aparece mais de uma vez na lista.`,
  passwordRequired: "Informe uma senha para criar o membro.",
  tagEmpty: "A tag não pode ficar vazia.",
  tagTooLong: `Cada tag pode ter no máximo ${MEMBER_LIMITS.tagMax} caracteres.`,
  tagDuplicate: "Esta tag já foi adicionada.",
  tagSeparator: "A tag não pode conter ; ou |.",
  tooManyTags: `Cada membro pode ter no máximo ${MEMBER_LIMITS.tagsMax} tags.`,
  courseInvalid: "Curso inválido.",
  tooManyCourses: `Selecione no máximo ${MEMBER_LIMITS.coursesMax} cursos.`,
  membersRequired: "Adicione pelo menos um membro.",
  tooManyMembers: `Envie no máximo ${thousands(MEMBER_LIMITS.batchMax)} membros por vez.`,
} as const;
