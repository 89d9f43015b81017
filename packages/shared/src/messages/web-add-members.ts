import { INVITE_VALIDITY_DAYS } from "../constants";

/**
 * pt-BR texts of the web app's "Adicionar Membro" dialog and of /auth/accept-invite. The
 * spec's CSV and form rules are in memberMessages; invite states in directoryMessages.
 */
export const webAddMembersMessages = {
  // Dialog
  dialogTitle: "Adicionar Membro",
  dialogDescription: "Convide pessoas pelo formulário ou importe uma planilha CSV.",
  close: "Fechar",
  tabsLabel: "Forma de adicionar",
  tabManual: "Formulário",
  tabCsv: "Importar CSV",

  // Manual form (spec §5)
  nameLabel: "Nome",
  emailLabel: "E-mail",
  rolesLabel: "Funções",
  roleAdmin: "Admin",
  roleModerator: "Moderador",
  roleStudent: "Aluno",
  modeLabel: "Tipo de cadastro",
  modeInvite: "Enviar convite",
  modeInviteHint: `A pessoa recebe por e-mail um link válido por ${INVITE_VALIDITY_DAYS} dias para criar a senha.`,
  modeCreate: "Criar conta agora",
  modeCreateHint: "A conta é criada já confirmada, com a senha abaixo. Combine a senha com a pessoa.",
  passwordLabel: "Senha",
  tagsLabel: "Tags",
  tagsHint: "Pressione Enter ou clique em Adicionar. Separe várias tags com ; ou |.",
  addTag: "Adicionar",
  removeTag: (tag: string) => `Remover tag ${tag}`,
  tagsListLabel: "Tags adicionadas",
  submitInvite: "Convidar membro",
  submitCreate: "Criar membro",
  submitting: "Enviando...",

  // Course picker
  coursesLabel: "Cursos liberados",
  coursesHint: "Os cursos marcados ficam liberados assim que a pessoa entrar.",
  coursesLoading: "Carregando cursos...",
  coursesEmpty: "Nenhum curso publicado ainda.",
  coursesLoadErrorTitle: "Erro ao carregar cursos",
  coursesLoadErrorText: "Não foi possível carregar a lista de cursos.",
  retry: "Tentar novamente",
  coursesSelected: (count: number) => `${count} curso(s) selecionado(s)`,

  // CSV import (spec §5)
  csvFileLabel: "Arquivo CSV",
  csvHint:
    "A primeira linha é o cabeçalho, com as colunas “Nome” e “E-mail”; uma coluna “Tags” é opcional (várias tags separadas por ; ou |).",
  csvAlwaysInvite: "Cada pessoa do arquivo recebe um convite por e-mail.",
  csvReading: "Lendo arquivo...",
  csvRowErrorsLabel: "Linhas ignoradas",
  csvAutoAssign: "Atribuir cursos automaticamente",
  csvAutoAssignHint: "Libera os cursos marcados para todos os membros do arquivo.",
  csvSubmit: "Importar membros",

  // Results
  resultsTitle: "Resultado",
  resultsCaption: "Resultado por membro",
  columnLine: "Linha",
  columnName: "Nome",
  columnEmail: "E-mail",
  columnResult: "Resultado",
  summary: (s: { created: number; invited: number; skipped: number; errors: number }) =>
    [
      s.created > 0 ? `${s.created} conta(s) criada(s)` : null,
      s.invited > 0 ? `${s.invited} convite(s) criado(s)` : null,
      s.skipped > 0 ? `${s.skipped} ignorado(s)` : null,
      s.errors > 0 ? `${s.errors} erro(s)` : null,
    ]
      .filter(Boolean)
      .join(", ") + ".",
  emailsFailed: (count: number) =>
    `${count} e-mail(s) de convite não puderam ser enviados. Copie o link de cada um e envie para a pessoa.`,
  // Invite e-mails go out in the background: queued, then sent or failed (every retry failed).
  emailProgress: (sent: number, total: number) => `E-mails enviados: ${sent} de ${total}`,
  statusCreated: "Conta criada",
  statusInvitedSending: "Convite criado — enviando e-mail…",
  statusInvited: "Convite enviado",
  statusEmailFailed: "Convite criado — e-mail não enviado",
  statusAlreadyMember: "Já é membro",
  /** Already a member, and the row's courses opened for them (they are told: 'Acesso liberado'). */
  statusAlreadyMemberGranted: (courses: string[]) => `Já é membro — acesso liberado: ${courses.join(", ")}`,
  statusAlreadyInvited: "Já convidado",
  statusAlreadyInvitedSending: "Já convidado — enviando e-mail…",
  statusAlreadyInvitedFailed: "Já convidado — e-mail não enviado",
  statusError: (message: string) => `Erro: ${message}`,
  unknownError: "Erro desconhecido",
  // A member the server's answer does not confirm (missing, or with a status we don't know).
  serverNoSuccess: "O servidor não retornou sucesso",
  copyLink: "Copiar link",
  copyLinkOf: (email: string) => `Copiar link de ${email}`,
  inviteLinkOf: (email: string) => `Link do convite de ${email}`,
  linkCopied: "Link copiado!",
  linkCopyError: "Não foi possível copiar o link. Selecione-o e copie manualmente.",
  addMore: "Adicionar mais membros",
  done: "Concluir",

  // Toasts (spec §8.2, §8.4)
  membersUpdated: "Membros atualizados!",
  nothingNewTitle: "Nenhum membro novo",
  nothingNewText: "Todas as pessoas já eram membros ou já tinham um convite pendente.",
  processErrorTitle: "Erro ao processar membros",
  processErrorText: "Nenhum membro foi processado com sucesso.",
  inviteErrorTitle: (email: string) => `Erro ao convidar ${email}`,
  processMemberErrorTitle: (email: string) => `Erro ao processar ${email}`,
  csvLineError: (line: number, message: string) => `Linha ${line}: ${message}`,

  // /auth/accept-invite
  acceptTitle: "Você foi convidado!",
  acceptDescription: (community: string) =>
    `Escolha seu nome de usuário e uma senha para entrar na comunidade ${community}.`,
  acceptNameLabel: "Nome completo",
  acceptEmailLabel: "E-mail",
  acceptUsernameLabel: "Nome de usuário",
  acceptUsernameHint: "Letras minúsculas, números, ponto, hífen ou sublinhado.",
  acceptPasswordLabel: "Senha",
  acceptSubmit: "Aceitar convite",
  accepting: "Aceitando...",
  acceptExpires: (date: string) => `Convite válido até ${date}.`,
  acceptSignedInAs: (name: string) =>
    `Você está conectado como ${name}. Ao aceitar o convite, você passará a usar a nova conta.`,
  acceptErrorTitle: "Erro ao aceitar convite",
  welcomeTitle: (community: string) => `Bem-vindo(a) à ${community}!`,
  welcomeText: "Sua conta foi criada e você já está conectado.",
  inviteLoading: "Carregando convite...",
  inviteUnavailableTitle: "Convite indisponível",
  inviteNewOne: `Cada convite vale por ${INVITE_VALIDITY_DAYS} dias e só pode ser usado uma vez. Para receber um novo, fale com a pessoa que administra a comunidade.`,
  inviteLoadError: "Não foi possível carregar o convite.",
  goToLogin: "Ir para o login",
} as const;
