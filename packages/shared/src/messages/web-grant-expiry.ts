/**
 * pt-BR texts of a course or category grant's expiry in 'Gerenciar Acessos' (members page), apart
 * from the admin course texts (web-course-admin.ts re-exports them) so that page loads only these.
 */
export const grantExpiryMessages = {
  expiresOn: (date: string) => `Expira em ${date}`,
  expiredOn: (date: string) => `Expirou em ${date}`,
  noExpiry: "Sem expiração",
  setExpiry: "Definir expiração",
  changeExpiry: "Alterar expiração",
  expiryActionOf: (action: string, name: string) => `${action} de ${name}`,
  expiryDateLabel: "Data de expiração",
  expiryHint: "O acesso termina no fim do dia escolhido.",
  saveExpiry: "Salvar",
  removeExpiry: "Remover expiração",
  expiryRequired: "Escolha uma data.",
  cancel: "Cancelar",
} as const;
