/** pt-BR texts of the markdown editor with the server's preview (rules, resource pages, wiki). */
export const webMarkdownMessages = {
  hint: "Markdown: # título, - item de lista, **negrito**, [texto](https://link).",
  editorTabs: "Modo do editor",
  write: "Escrever",
  preview: "Visualizar",
  previewEmpty: "Nada para visualizar ainda.",
  previewError: "Não foi possível gerar a visualização.",
  characters: (count: number, max: number) =>
    `${new Intl.NumberFormat("pt-BR").format(count)} de ${new Intl.NumberFormat("pt-BR").format(max)} caracteres.`,
} as const;
