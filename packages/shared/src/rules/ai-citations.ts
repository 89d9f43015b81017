/**
 * Citations in an AI answer: the model is asked to cite the numbered sources it was given as [n].
 * Only numbers of that set survive; any other marker is removed from the text, so a citation never
 * points at nothing. Code (inline `…` and fenced ``` blocks) is left exactly as written.
 */

// "[3]", "[1, 2]", "[1;2]", with the spaces before it; never a markdown link "[1](…)".
const MARKER = /[ \t]*\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\](?!\()/g;
const CODE = /```[\s\S]*?```|`[^`\n]*`/g;

/** Splits text into prose (even indexes) and code (odd indexes). */
function segments(text: string): string[] {
  const out: string[] = [];
  let last = 0;
  for (const m of text.matchAll(CODE)) {
    out.push(text.slice(last, m.index), m[0]);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/**
 * Removes the numbers that are not in `valid` from the text's markers (a marker left empty goes
 * with the spaces before it) and lists the valid numbers cited, ascending.
 */
export function cleanCitations(text: string, valid: Iterable<number>): { text: string; cited: number[] } {
  const allowed = new Set(valid);
  const cited = new Set<number>();
  const parts = segments(text).map((part, i) => {
    if (i % 2 === 1) return part;
    return part.replace(MARKER, (whole, list: string) => {
      const numbers = list.split(/\s*[,;]\s*/).map(Number);
      const kept = [...new Set(numbers.filter((n) => allowed.has(n)))];
      for (const n of kept) cited.add(n);
      if (kept.length === numbers.length) return whole;
      if (kept.length === 0) return "";
      const lead = whole.slice(0, whole.indexOf("["));
      return `${lead}[${kept.join(", ")}]`;
    });
  });
  return { text: parts.join(""), cited: [...cited].sort((a, b) => a - b) };
}

/** The sources cited in the text, in the order of their numbers. */
export function pickCitations<T extends { n: number }>(sources: T[], cited: number[]): T[] {
  const wanted = new Set(cited);
  return sources.filter((s) => wanted.has(s.n)).sort((a, b) => a.n - b.n);
}

/**
 * How much of a text still being written can be cleaned without a marker or a code span being cut:
 * a trailing "[1, " or "[12]" (it may still become a link), an unclosed backtick and the spaces
 * before them wait for the next piece.
 */
export function settledLength(text: string): number {
  const parts = segments(text);
  const tail = parts[parts.length - 1]!;
  const tailStart = text.length - tail.length;
  let end = text.length;
  const tick = tail.indexOf("`");
  if (tick >= 0) end = tailStart + tick;
  const open = /\[[\d,;\s]*\]?$/.exec(text.slice(tailStart, end));
  if (open) end = tailStart + open.index;
  while (end > 0 && (text[end - 1] === " " || text[end - 1] === "\t")) end -= 1;
  return end;
}

/**
 * Cleans an answer while it streams: `push` takes the model's next piece and gives back the text
 * that may be shown now; `finish` gives the rest. What is shown, joined, is the cleaned whole.
 */
export function citationStream(valid: Iterable<number>) {
  const allowed = [...valid];
  let raw = "";
  let shown = "";
  const advance = (upTo: number) => {
    const clean = cleanCitations(raw.slice(0, upTo), allowed).text;
    if (!clean.startsWith(shown) || clean.length <= shown.length) return "";
    const delta = clean.slice(shown.length);
    shown = clean;
    return delta;
  };
  return {
    push(piece: string): string {
      raw += piece;
      return advance(settledLength(raw));
    },
    finish(): string {
      return advance(raw.length);
    },
    get raw() {
      return raw;
    },
  };
}
