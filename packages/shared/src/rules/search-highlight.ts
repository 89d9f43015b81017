/**
 * Where the words of a search appear in a plain text, as [start, end) ranges of the text (UTF-16
 * offsets), for the page to mark. Accents and case are ignored; a word matches a text word that
 * starts with its stem-like prefix ('manutencao' marks 'Manutenção', 'relogios' marks 'relógio').
 */
export type HighlightRange = [start: number, end: number];

const fold = (ch: string) =>
  ch
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");

/** The prefix a text word must start with to count as the search word. */
export function highlightPrefix(term: string): string {
  if (term.length <= 4) return term;
  return term.slice(0, Math.max(4, term.length - 2));
}

export function highlightRanges(text: string, terms: readonly string[]): HighlightRange[] {
  const prefixes = [...new Set(terms.map((t) => fold(t)).filter((t) => t.length >= 2))].map(highlightPrefix);
  if (prefixes.length === 0 || text === "") return [];
  const ranges: HighlightRange[] = [];
  // Walk the text word by word, folding each character on its own so offsets stay the text's.
  const word = /[\p{L}\p{N}]+/gu;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    let folded = "";
    for (const ch of m[0]) folded += fold(ch);
    const prefix = prefixes.find((p) => folded.startsWith(p));
    if (!prefix) continue;
    // a short search word ('cor') marks only a word of its own length or a little longer
    if (prefix.length <= 4 && folded.length > prefix.length + 3) continue;
    ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}
