/** pt-BR texts of the web app's profile screens (/perfil, /perfil/editar). */
export const webProfileMessages = {
  pageTitle: "Meu perfil",
  memberSince: "Membro desde",
  level: "Nível",
  points: "pts",
  pointsLabel: "Pontos",
  editTitle: "Editar perfil",
  editDescription: "Atualize como você aparece para a comunidade.",
  fullNameLabel: "Nome completo",
  usernameLabel: "Nome de usuário",
  avatarUrlLabel: "URL da foto",
  avatarUrlHint: "Deixe em branco para usar suas iniciais.",
  save: "Salvar",
  saving: "Salvando...",
  cancel: "Cancelar",

  // "Alterar senha" card on /perfil/editar
  changePasswordTitle: "Alterar senha",
  changePasswordDescription:
    "Você continua conectado neste navegador; as sessões abertas em outros dispositivos são encerradas.",
  currentPasswordLabel: "Senha atual",
  newPasswordLabel: "Nova senha",
  confirmPasswordLabel: "Confirmar nova senha",
  changePasswordSubmit: "Alterar senha",
  changingPassword: "Salvando...",
  currentPasswordRequired: "Informe sua senha atual.",
  newPasswordRequired: "Informe a nova senha.",
  newPasswordSameAsCurrent: "A nova senha deve ser diferente da senha atual.",
} as const;
