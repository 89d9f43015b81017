/** The editor's sections, as they appear in its address (?aba=...). */
export const EDITOR_TABS = ["detalhes", "conteudo", "membros", "certificados"] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];
export const EDITOR_TAB_PARAM = "aba";

export function editorTabOf(value: string | null): EditorTab {
  return EDITOR_TABS.find((tab) => tab === value) ?? "detalhes";
}
