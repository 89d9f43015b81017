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
  editorHint: "Markdown: # título, - item de lista, **negrito**, [texto](https://link).",
  editorTabs: "Modo do editor",
  write: "Escrever",
  preview: "Visualizar",
  previewEmpty: "Nada para visualizar ainda.",
  previewError: "Não foi possível gerar a visualização.",
  save: "Salvar regras",
  saving: "Salvando...",
  cancel: "Cancelar",
  characters: (count: number, max: number) =>
    `${new Intl.NumberFormat("pt-BR").format(count)} de ${new Intl.NumberFormat("pt-BR").format(max)} caracteres.`,
} as const;
