import type { JoinPolicy } from "../rules/join-policy";

/**
 * pt-BR texts of 'Cadastro' (who may join): the setting, the sign-up page, the wait for approval,
 * the admins' list on /membros and the e-mails that tell the person what was decided.
 */
export const joinPolicyMessages = {
  // The setting (/admin)
  settingTitle: "Cadastro",
  settingDescription: "Quem pode criar uma conta pela página de cadastro.",
  settingLegend: "Quem pode se cadastrar",
  options: {
    open: "Aberto",
    invite_only: "Somente por convite ou compra",
    approval: "Aberto com aprovação",
  } satisfies Record<JoinPolicy, string>,
  optionHints: {
    open: "Qualquer pessoa cria a conta e entra assim que confirma o e-mail.",
    invite_only:
      "A página de cadastro fica fechada. Entram só as pessoas convidadas pela equipe ou que compraram um acesso.",
    approval:
      "Qualquer pessoa pode se cadastrar, mas só entra depois que um administrador aprovar. Convidados e compradores entram direto.",
  } satisfies Record<JoinPolicy, string>,
  save: "Salvar cadastro",
  saving: "Salvando...",
  savedTitle: "Cadastro atualizado!",
  savedText: (label: string) => `Agora o cadastro está: ${label}.`,
  saveErrorTitle: "Erro ao salvar o cadastro",
  policyInvalid: "Escolha uma das opções de cadastro.",

  // The sign-up page and its endpoint
  signUpClosed:
    "O cadastro nesta comunidade é somente por convite ou compra. Se você já tem uma conta, entre com ela.",
  closedTitle: "Cadastro somente por convite ou compra",
  closedText: (community: string) =>
    `Para participar da ${community}, você precisa de um convite da equipe ou de uma compra. Se já tem uma conta, é só entrar.`,
  closedSignIn: "Entrar na minha conta",
  approvalNotice: "Novos cadastros passam pela aprovação da equipe antes de entrar.",
  checkInboxApproval: (email: string) =>
    `Enviamos um link de confirmação para ${email}. Depois de confirmar, seu cadastro fica aguardando a aprovação da equipe, e avisaremos você por e-mail.`,

  // The member waiting for approval
  pendingApproval:
    "Seu cadastro está aguardando a aprovação da equipe. Você receberá um e-mail quando ele for aprovado.",
  waitingTitle: "Cadastro aguardando aprovação",
  waitingText: (community: string) =>
    `Recebemos seu cadastro na ${community}. Assim que a equipe aprovar, você poderá entrar.`,
  waitingEmail: (email: string) => `Avisaremos por e-mail, em ${email}.`,
  waitingCheck: "Verificar novamente",
  waitingChecking: "Verificando...",
  waitingStill: "Seu cadastro ainda está aguardando aprovação.",
  waitingSignOut: "Sair",

  // The admins' list on /membros
  listTitle: "Aguardando aprovação",
  listCount: (count: number) => (count === 1 ? "1 cadastro" : `${count} cadastros`),
  listDescription:
    "Pessoas que se cadastraram e confirmaram o e-mail. Aprovadas, entram na comunidade; recusadas, têm a conta removida e podem se cadastrar de novo ou ser convidadas depois.",
  listLabel: "Cadastros aguardando aprovação",
  signedUpAt: (date: string) => `Cadastro em ${date}`,
  approve: "Aprovar",
  refuse: "Recusar",
  approveLabel: (name: string) => `Aprovar o cadastro de ${name}`,
  refuseLabel: (name: string) => `Recusar o cadastro de ${name}`,
  approvedTitle: "Cadastro aprovado!",
  approvedText: (name: string) => `${name} já pode entrar e vai receber um e-mail de boas-vindas.`,
  refuseDialogTitle: (name: string) => `Recusar o cadastro de ${name}?`,
  refuseDialogText:
    "A conta é removida e a pessoa recebe um e-mail avisando. Ela poderá se cadastrar de novo ou ser convidada depois.",
  refuseConfirm: "Recusar cadastro",
  refusing: "Recusando...",
  cancel: "Cancelar",
  refusedTitle: "Cadastro recusado",
  refusedText: (name: string) => `A conta de ${name} foi removida.`,
  actionErrorTitle: "Erro ao atualizar o cadastro",
  loadError: "Não foi possível carregar os cadastros aguardando aprovação.",
  retry: "Tentar novamente",
  loadMore: "Carregar mais",
  loadingMore: "Carregando...",
  loadMoreError: "Não foi possível carregar mais cadastros.",
  notPending: "Este cadastro não está mais aguardando aprovação.",

  // E-mails to the person
  approvedEmailSubject: (community: string) => `Seu cadastro na ${community} foi aprovado`,
  approvedEmailLines: (name: string, community: string) => [
    `Olá, ${name}!`,
    `Boas-vindas à ${community}! Seu cadastro foi aprovado e você já pode entrar na comunidade.`,
    "Entre com o e-mail e a senha que você escolheu no cadastro.",
  ],
  approvedEmailAction: "Entrar na comunidade",
  refusedEmailSubject: (community: string) => `Seu cadastro na ${community}`,
  refusedEmailLines: (name: string, community: string) => [
    `Olá, ${name}.`,
    `Seu cadastro na ${community} não foi aprovado pela equipe, e a conta criada com este e-mail foi removida.`,
    "Se acha que foi um engano, fale com quem administra a comunidade: você pode ser convidado ou se cadastrar de novo mais tarde.",
  ],
} as const;
