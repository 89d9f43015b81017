import type { Db } from "../../platform/db";
import { searchPassages, type SearchHit, type SearchKind, type SearchScope } from "../../platform/search";
import { accessScope } from "../../platform/access";

/**
 * Retrieval over the community's own content for AI agents (the search page: search-page.service.ts):
 * the Portuguese index of platform/search, read with the viewer's access decided by the
 * course and space rules. A passage the viewer may not open never leaves this function.
 * Wiki articles, approved suppliers and suggestions are open to every signed-in reader, events to
 * whoever may see their space; an agent with a scope (courses and spaces) gets none of them.
 */

export type RetrievalViewer = {
  userId: string;
  profile: { is_admin: boolean; is_moderator: boolean };
};
export type RetrievalScope = SearchScope;

export type Passage = {
  kind: SearchKind;
  title: string;
  /**
   * The course of a lesson, the space of a post, comment or event, a wiki article's category, a
   * supplier's city and UF.
   */
  context: string | null;
  url: string;
  /** Plain text of at most EXCERPT_CHARS, around the first word of the question it contains. */
  excerpt: string;
  /** The whole passage as plain text, for a model's prompt. */
  text: string;
  rank: number;
};

export const EXCERPT_CHARS = 400;
/** The most of one passage a model's prompt receives. */
export const PASSAGE_CHARS = 1000;

/** Markdown to plain text, enough for quoting: links keep their text, marks and headings go. */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      // a heading reads as a sentence of its own once the line breaks are gone
      .replace(/^\s{0,3}#{1,6}\s+(.*?)[\s#]*$/gm, (_, text: string) =>
        /[.!?:]$/.test(text) ? text : `${text}.`,
      )
      .replace(/^\s{0,3}(>|[-*+]|\d+[.)])\s+/gm, "")
      // a table (wiki articles have them): the |---| row goes, each row reads as its cells
      .replace(/^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*(?::?-+:?)?[ \t]*$/gm, "")
      .replace(
        /^[ \t]*\|(.*)\|[ \t]*$/gm,
        (_, cells: string) =>
          `${cells
            .split("|")
            .map((cell) => cell.trim())
            .filter(Boolean)
            .join(", ")}.`,
      )
      .replace(/(\*\*|__|\*|_|`{1,3}|~~)/g, "")
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");

/** A window of the passage around the first question word it contains (by stem-ish prefix). */
export function excerptFor(text: string, query: string, max = EXCERPT_CHARS): string {
  if (text.length <= max) return text;
  // Folding keeps one character per letter here (accents are combining marks once decomposed).
  const folded = fold(text);
  const words = fold(query)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4)
    .map((w) => w.slice(0, Math.max(4, w.length - 2)));
  const hit = words.map((w) => folded.indexOf(w)).filter((i) => i >= 0);
  const at = hit.length > 0 ? Math.min(...hit) : 0;
  let start = Math.max(0, at - Math.floor(max / 3));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(text.length, start + max);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start + max / 2) end = space;
  }
  return `${start > 0 ? "… " : ""}${text.slice(start, end).trim()}${end < text.length ? " …" : ""}`;
}

export function urlOf(hit: SearchHit): string {
  if (hit.kind === "wiki") return `/recursos/wiki/${encodeURIComponent(hit.wiki_slug!)}`;
  if (hit.kind === "supplier") return `/recursos/fornecedores/${encodeURIComponent(hit.supplier_id!)}`;
  if (hit.kind === "lesson")
    return `/curso/${encodeURIComponent(hit.course_slug!)}/aula/${encodeURIComponent(hit.lesson_slug!)}`;
  if (hit.kind === "course") return `/curso/${encodeURIComponent(hit.course_slug!)}`;
  if (hit.kind === "event") return `/calendario/eventos/${encodeURIComponent(hit.event_id!)}`;
  if (hit.kind === "suggestion") return `/sugestoes/${encodeURIComponent(hit.suggestion_id!)}`;
  return `/post/${encodeURIComponent(hit.post_id!)}`;
}

export function contextOf(hit: SearchHit): string | null {
  switch (hit.kind) {
    case "lesson":
      return hit.course_title;
    case "course":
    case "suggestion":
      return null;
    case "wiki":
      return hit.wiki_category;
    case "supplier":
      return [hit.supplier_city, hit.supplier_uf].filter(Boolean).join(" – ") || null;
    default:
      return hit.space_name;
  }
}

export async function retrieve(
  db: Db,
  viewer: RetrievalViewer,
  query: string,
  opts: { scope: RetrievalScope; limit?: number; now?: Date; kinds?: SearchKind[] },
): Promise<Passage[]> {
  // What the viewer may open loads (on PostgreSQL, on other connections) while the index looks up the words.
  const access = Promise.all([
    accessScope(db, viewer, "course", opts.now),
    accessScope(db, viewer, "space"),
  ]).then(([courseDays, hiddenSpaceIds]) => ({ courseDays, hiddenSpaceIds }));
  const hits = await searchPassages(db, {
    query,
    access,
    scope: opts.scope,
    kinds: opts.kinds,
    limit: opts.limit ?? 6,
  });
  return hits.map((hit) => {
    const body = plainText(hit.body);
    const whole = hit.kind === "comment" ? body : body || hit.title;
    // Passages are cut at ~900 characters; the cap holds whatever the stored text is.
    const text = excerptFor(whole, query, PASSAGE_CHARS);
    return {
      kind: hit.kind,
      title: hit.title,
      context: contextOf(hit),
      url: urlOf(hit),
      excerpt: excerptFor(whole, query),
      text,
      rank: hit.rank,
    };
  });
}
