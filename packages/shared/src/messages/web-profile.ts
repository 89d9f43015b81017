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
} as const;
