/**
 * Citations in an AI answer: the model is asked to cite the numbered sources it was given as [n].
 * Only numbers of that set survive; any other marker is removed from the text, so a citation never
 * points at nothing. Code (inline `…` and fenced ``` blocks) is left exactly as written.
 */

// "[3]", "[1, 2]", "[1;2]"; never a markdown link "[1](…)". The spaces before an emptied marker are
// removed by hand (a leading `[ \t]*` in the pattern would rescan every run of spaces: quadratic).
const MARKER = /\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\](?!\()/g;
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

const isBlank = (c: string | undefined) => c === " " || c === "\t";

function cleanProse(prose: string, allowed: Set<number>, cited: Set<number>): string {
  let out = "";
  let last = 0;
  for (const m of prose.matchAll(MARKER)) {
    out += prose.slice(last, m.index);
    last = m.index + m[0].length;
    const numbers = m[1]!.split(/\s*[,;]\s*/).map(Number);
    const kept = [...new Set(numbers.filter((n) => allowed.has(n)))];
    for (const n of kept) cited.add(n);
    if (kept.length === numbers.length) out += m[0];
    else if (kept.length > 0) out += `[${kept.join(", ")}]`;
    else {
      // An emptied marker goes with the spaces before it.
      let end = out.length;
      while (end > 0 && isBlank(out[end - 1])) end -= 1;
      out = out.slice(0, end);
    }
  }
  return out + prose.slice(last);
}

/**
 * Removes the numbers that are not in `valid` from the text's markers (a marker left empty goes
 * with the spaces before it) and lists the valid numbers cited, ascending.
 */
export function cleanCitations(text: string, valid: Iterable<number>): { text: string; cited: number[] } {
  const allowed = new Set(valid);
  const cited = new Set<number>();
  const parts = segments(text).map((part, i) => (i % 2 === 1 ? part : cleanProse(part, allowed, cited)));
  return { text: parts.join(""), cited: [...cited].sort((a, b) => a - b) };
}

/** The sources cited in the text, in the order of their numbers. */
export function pickCitations<T extends { n: number }>(sources: T[], cited: number[]): T[] {
  const wanted = new Set(cited);
  return sources.filter((s) => wanted.has(s.n)).sort((a, b) => a.n - b.n);
}

/**
 * How much of a text still being written can be cleaned without a marker or a code span being cut
 * or read differently later: a trailing "[1, " or "[12]" (it may still become a link), an unclosed
 * backtick, a "```" that is not yet a closed block, a code span at the very end (more backticks may
 * follow) and the spaces before them wait for the next piece.
 */
export function settledLength(text: string): number {
  const parts = segments(text);
  let end = text.length;
  // A "```" that does not open a closed block: until it does, what follows it cannot be told from prose.
  const fences: [number, number][] = [];
  let at = 0;
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 1 && part.startsWith("```")) fences.push([at, at + part.length]);
    at += part.length;
  }
  for (let p = text.indexOf("```"); p >= 0; p = text.indexOf("```", p + 1)) {
    const inside = fences.find(([from, to]) => from <= p && p + 3 <= to);
    if (inside) p = inside[1] - 1;
    else {
      end = p;
      break;
    }
  }
  const tail = parts[parts.length - 1]!;
  const tailStart = text.length - tail.length;
  // A code span right at the end may still grow ("``" becoming "```").
  if (tail === "" && parts.length > 1) end = Math.min(end, tailStart - parts[parts.length - 2]!.length);
  const tick = tail.indexOf("`");
  if (tick >= 0) end = Math.min(end, tailStart + tick);
  if (end >= tailStart) {
    const open = /\[[\d,;\s]*\]?$/.exec(text.slice(tailStart, end));
    if (open) end = tailStart + open.index;
  }
  while (end > 0 && isBlank(text[end - 1])) end -= 1;
  return end;
}

/**
 * Cleans an answer while it streams: `push` takes the model's next piece and gives back the text
 * that may be shown now; `finish` gives the rest. What is shown, joined, is the cleaned whole.
 * Only the part after the last settled point is looked at again, and a piece that cannot settle
 * anything (more spaces after spaces, more code inside an open code span) is not looked at twice.
 */
export function citationStream(valid: Iterable<number>) {
  const allowed = [...valid];
  let raw = "";
  /** raw[0, done) is settled and shown. */
  let done = 0;
  /** What the unsettled rest waits for before it is worth looking at again. */
  let waitFor: RegExp | null = null;
  const advance = (upTo: number) => {
    if (upTo <= done) return "";
    const delta = cleanCitations(raw.slice(done, upTo), allowed).text;
    done = upTo;
    return delta;
  };
  const waitingFor = (rest: string): RegExp | null => {
    if (/^[ \t]*$/.test(rest)) return /[^ \t]/;
    const start = rest.search(/[^ \t]/);
    // An open block: only a backtick may close it.
    if (rest.startsWith("```", start) && rest.indexOf("```", start + 3) < 0) return /`/;
    // An open span: only a backtick or a line break may end it.
    if (rest.startsWith("`", start) && !/[`\n]/.test(rest.slice(start + 1))) return /[`\n]/;
    return null;
  };
  return {
    push(piece: string): string {
      raw += piece;
      if (waitFor && !waitFor.test(piece)) return "";
      const delta = advance(done + settledLength(raw.slice(done)));
      waitFor = waitingFor(raw.slice(done));
      return delta;
    },
    finish(): string {
      waitFor = null;
      return advance(raw.length);
    },
    get raw() {
      return raw;
    },
  };
}
