/**
 * pt-BR texts of push notifications: the API's errors and the section 'Notificações no celular'
 * on /perfil/editar. The names of the types are notificationMessages.typeLabels.
 */
export const pushMessages = {
  // API
  endpointInvalid: "O endereço de entrega do navegador é inválido (precisa ser https).",
  keyInvalid: "As chaves do aparelho são inválidas.",
  subscriptionNotFound: "Aparelho não encontrado.",

  // 'Notificações no celular' (/perfil/editar)
  sectionTitle: "Notificações no celular",
  sectionDescription:
    "Receba um aviso no celular ou no computador quando algo acontecer na comunidade, mesmo com o site fechado. Ative em cada aparelho que você usa.",
  enable: "Ativar neste aparelho",
  enabling: "Ativando...",
  disable: "Desativar neste aparelho",
  disabling: "Desativando...",
  stateLabel: "Neste aparelho",
  stateOn: "Ativado: este aparelho recebe as notificações escolhidas abaixo.",
  stateOff: "Desativado: toque em “Ativar neste aparelho” para receber avisos aqui.",
  stateBlocked:
    "Bloqueado pelo navegador. Para ativar, abra as configurações do site no navegador (o cadeado ao lado do endereço), permita as notificações e volte aqui.",
  stateUnsupported:
    "Não suportado neste navegador. Use um navegador atualizado (Chrome, Edge, Firefox ou Safari). No iPhone, adicione o site à tela de início e abra por lá.",
  stateNoWorker: "Ainda não disponível neste aparelho. Recarregue a página e tente de novo.",
  enabledTitle: "Notificações ativadas neste aparelho",
  disabledTitle: "Notificações desativadas neste aparelho",
  enableErrorTitle: "Não foi possível ativar as notificações",
  permissionDenied: "Você não permitiu as notificações. Elas ficam bloqueadas até você liberar no navegador.",
  disableErrorTitle: "Não foi possível desativar as notificações",
  typesTitle: "O que chega no celular",
  pushOf: (label: string) => `${label}: no celular`,
  devicesTitle: "Aparelhos ativados",
  devicesEmpty: "Nenhum aparelho ativado ainda.",
  devicesLoadError: "Não foi possível carregar seus aparelhos.",
  deviceAdded: (date: string) => `Ativado em ${date}`,
  deviceLastUsed: (date: string) => `último aviso em ${date}`,
  thisDevice: "este aparelho",
  remove: "Remover",
  removeOf: (label: string) => `Remover ${label}`,
  removedTitle: "Aparelho removido",
  removeErrorTitle: "Não foi possível remover o aparelho",
  unknownDevice: "Navegador desconhecido",
} as const;
