/**
 * pt-BR texts of the 'Página pública': the admin's switch on /admin and the landing (/inicio)
 * that signed-out visitors see while it is on.
 */
export const publicPageMessages = {
  // The setting (/admin)
  settingTitle: "Página pública",
  settingDescription:
    "Uma página de apresentação para quem ainda não entrou: o nome, o logo e a descrição da comunidade, os cursos da vitrine e os planos.",
  switchLabel: "Mostrar a página pública para visitantes",
  switchHint:
    "Desligada, quem não entrou vai direto para a página de login. Ligada, quem abre o endereço da comunidade vê a apresentação em /inicio e pode ver os planos em /pricing; todo o resto continua pedindo login.",
  descriptionLabel: "Descrição da comunidade",
  descriptionHint: "Texto simples, até 600 caracteres. Aparece abaixo do nome na página pública.",
  descriptionTooLong: "A descrição pode ter até 600 caracteres.",
  preview: "Ver a página pública",
  save: "Salvar página pública",
  saving: "Salvando...",
  savedTitle: "Página pública atualizada!",
  savedOn: "Visitantes já veem a página pública.",
  savedOff: "Visitantes vão direto para a página de login.",
  saveErrorTitle: "Erro ao salvar a página pública",
  loadError: "Não foi possível carregar a página pública.",
  retry: "Tentar novamente",

  // The landing (/inicio)
  coursesTitle: "Cursos",
  coursesSubtitle: "O que você aprende aqui.",
  coursesEmpty: "Os cursos aparecem aqui assim que forem publicados.",
  seePlans: "Ver os planos",
  /** Distinct from the header's 'Cadastre-se' / 'Entrar' so each link name stays unique on the page. */
  createAccount: "Criar minha conta",
  haveAccount: "Já tenho conta",
  inviteOnlyText: "A entrada na comunidade é somente por convite ou compra.",
  approvalText: "Novos cadastros passam pela aprovação da equipe.",
  goToCommunity: "Ir para a comunidade",
  memberNotice: "Esta é a página que os visitantes veem.",
  wantCourse: "Quero este curso",
  opensInNewTab: "(abre em uma nova aba)",
  courseWithPlan: "Incluído nos planos",
} as const;
