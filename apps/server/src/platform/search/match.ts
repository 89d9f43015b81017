import { sql } from "drizzle-orm";
import { pgArray } from "../db/array";
import type { Db } from "../db";
import { NEIGHBOUR_SIMILARITY, queryWords } from "./index";

/**
 * Search boxes that filter a list as the member types (the supplier directory), on the same
 * Portuguese index as the rest of the platform. Both return text for
 * `to_tsquery('portuguese', …)` in which every word of the text must match, or null when no
 * searchable word is left (words under 3 letters; for `nearQuery`, stop words too). Accents are
 * ignored on both sides: the index is built from unaccent, `queryWords` folds the text.
 */

/**
 * Each word as a prefix of an indexed word: 'moed' → '(moed:*)' finds 'Moedas' (stemmed 'moed').
 * Built without a database round trip; stop words drop out in to_tsquery (a text of stop words
 * only matches nothing).
 */
export function prefixQuery(text: string): string | null {
  const words = queryWords(text);
  // queryWords yields [a-z0-9]+ only: safe inside tsquery text
  return words.length ? words.map((w) => `(${w}:*)`).join(" & ") : null;
}

/**
 * As `prefixQuery`, each word also accepting its nearest known words from `search_terms` (typos:
 * 'relojios' finds 'relógios'): '(relojios:* | relogios | relogio)'. One round trip; meant for
 * when the prefixes alone found nothing.
 */
export async function nearQuery(db: Db, text: string): Promise<string | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const result = (await db.execute(sql`
    select u.w as word,
           array(select t from (select n.term as t, n.term <-> u.w as d from search_terms n
                                order by n.term <-> u.w limit 4) near
                 where t <> u.w and d <= ${1 - NEIGHBOUR_SIMILARITY}
                 order by d, t
                 limit 3) as neighbours
    from unnest(${pgArray(words)}::text[]) with ordinality as u(w, i)
    where to_tsvector('portuguese', u.w) <> ''::tsvector
    order by u.i
  `)) as unknown as { rows: { word: string; neighbours: string[] | string }[] };
  const groups = result.rows.map((row) => {
    // node-postgres parses text[]; PGlite may hand back the literal
    const neighbours = Array.isArray(row.neighbours)
      ? row.neighbours
      : String(row.neighbours).replace(/^{|}$/g, "").split(",").filter(Boolean);
    // question words and vocabulary are [a-z0-9]+ only: safe inside tsquery text
    const alternatives = [`${row.word}:*`, ...neighbours.filter((t) => /^[a-z0-9]+$/.test(t))];
    return `(${alternatives.join(" | ")})`;
  });
  return groups.length ? groups.join(" & ") : null;
}
