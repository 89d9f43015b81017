/** Messages of 'Baixar meus dados' and 'Excluir minha conta' (LGPD, Art. 18), server and web, pt-BR. */
export const privacyMessages = {
  // Server answers
  exportPending: "Sua cópia dos dados já está sendo preparada. Avisaremos quando estiver pronta.",
  exportNotFound: "Cópia dos dados não encontrada.",
  exportExpired: "Este link expirou: a cópia fica disponível por 7 dias. Peça uma nova.",
  confirmationWrong: "Digite EXCLUIR, em letras maiúsculas, para confirmar.",
  passwordRequired: "Informe a sua senha para confirmar.",
  passwordWrong: "Senha incorreta.",

  // Web: section on /perfil/editar
  sectionTitle: "Privacidade e dados",
  sectionDescription:
    "Pela LGPD, você pode baixar uma cópia de tudo o que a comunidade guarda sobre você e pode excluir a sua conta.",
  exportTitle: "Baixar meus dados",
  exportDescription:
    "Preparamos um arquivo ZIP com o seu perfil, publicações, comentários, curtidas, cursos, certificados, conversas com agentes, notificações, votos, presenças em eventos, pontos e mais, em JSON. Avisamos por notificação e e-mail quando estiver pronto.",
  exportRequest: "Baixar meus dados",
  exportRequestAgain: "Pedir uma nova cópia",
  exportRequesting: "Pedindo…",
  exportRequested: "Pedido recebido",
  exportRequestedText: "Estamos preparando a sua cópia. Você receberá uma notificação quando estiver pronta.",
  exportRequestFailed: "Não foi possível pedir a cópia",
  exportPreparing: "Preparando a sua cópia…",
  exportPreparingText: "Pode sair desta página: avisamos por notificação e e-mail quando terminar.",
  exportReady: "Sua cópia está pronta",
  exportReadyText: (expires: string, size: string) => `Disponível até ${expires} · ${size}`,
  exportDownload: "Baixar arquivo ZIP",
  exportFailed: "Não conseguimos preparar a sua cópia",
  exportFailedText: "Algo deu errado ao gerar o arquivo. Tente pedir de novo.",
  exportExpiredTitle: "Sua última cópia expirou",
  exportExpiredText: "As cópias ficam disponíveis por 7 dias. Peça uma nova quando quiser.",
  exportLoadError: "Não foi possível carregar a situação da sua cópia.",
  retry: "Tentar de novo",

  deleteTitle: "Excluir minha conta",
  deleteDescription:
    "Apaga a sua conta e o que é seu: perfil, publicações, comentários, curtidas, progresso nos cursos, certificados, conversas com agentes, notificações e pontos. As suas sugestões ficam, sem o seu nome. Não dá para desfazer.",
  deleteOpen: "Excluir minha conta",
  deleteDialogTitle: "Excluir a sua conta para sempre?",
  deleteDialogText:
    "Tudo o que é seu será apagado agora e você sairá da comunidade. Se quiser guardar uma cópia, baixe os seus dados antes.",
  deleteConfirmLabel: "Digite EXCLUIR para confirmar",
  deletePasswordLabel: "Sua senha",
  deleteSubmit: "Excluir para sempre",
  deleting: "Excluindo…",
  deleteCancel: "Cancelar",
  deleteFailed: "Não foi possível excluir a conta",
  deleted: "Conta excluída",
  deletedText: "A sua conta e os seus dados foram apagados.",
} as const;
