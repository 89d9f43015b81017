/** Suggestion statuses (/sugestoes), in the order of a suggestion's life, with their pt-BR labels. */
export const SUGGESTION_STATUSES = [
  "nova",
  "em_analise",
  "planejada",
  "em_andamento",
  "concluida",
  "recusada",
  "duplicada",
] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  nova: "Nova",
  em_analise: "Em análise",
  planejada: "Planejada",
  em_andamento: "Em andamento",
  concluida: "Concluída",
  recusada: "Recusada",
  duplicada: "Duplicada",
};

/** A vote on a suggestion in one of these is given back to the member (it no longer counts as open). */
export const CLOSED_SUGGESTION_STATUSES: readonly SuggestionStatus[] = ["concluida", "recusada", "duplicada"];

/** At most this many open votes per member. */
export const MAX_OPEN_SUGGESTION_VOTES = 10;

export function isSuggestionStatus(value: string): value is SuggestionStatus {
  return (SUGGESTION_STATUSES as readonly string[]).includes(value);
}
