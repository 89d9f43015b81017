/**
 * pt-BR texts of the installable app: the offline page the service worker answers with when the
 * network fails, and the banner offering a new version. Imported by the build (the offline page is
 * written from it) and by the web app, so it imports nothing.
 */
export const webPwaMessages = {
  offlineTitle: "Você está sem conexão",
  offlineText:
    "Verifique sua internet e tente de novo. O que você estava vendo volta assim que a conexão voltar.",
  offlineRetry: "Tentar de novo",
  offlinePageTitle: "Sem conexão",

  updateAvailable: "Nova versão disponível",
  updateAvailableText: "Atualize para usar a versão mais recente da comunidade.",
  updateAction: "Atualizar",
} as const;
