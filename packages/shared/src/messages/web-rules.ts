/** pt-BR texts of /regras (the shared ones — saved, empty, 'Atualizado em' — are in planMessages). */
export const webRulesMessages = {
  title: "Regras da comunidade",
  subtitle: "Os combinados que mantêm a nossa comunidade acolhedora.",
  loadError: "Não foi possível carregar as regras.",
  retry: "Tentar novamente",
  emptyTitle: "Nenhuma regra publicada",
  emptyAdminText: "Escreva as regras em markdown: títulos, listas e links.",
  editRules: "Editar regras",
  editorLabel: "Regras (markdown)",
  save: "Salvar regras",
  saving: "Salvando...",
  cancel: "Cancelar",
} as const;
