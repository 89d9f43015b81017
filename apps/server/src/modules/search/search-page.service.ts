import { highlightRanges } from "@guilda/shared/rules/search-highlight";
import {
  SEARCH_GROUP_PAGE,
  SEARCH_GROUP_PREVIEW,
  SEARCH_GROUPS,
  SEARCH_MAX_PAGE,
  type SearchGroupName,
  type SearchGroupResult,
  type SearchResponse,
  type SearchResult,
} from "@guilda/shared/schemas/search";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { searchGroups, sourceOf, type SearchHit, type SearchKind } from "../../platform/search";
import { directory } from "../members/members.service";
import { accessScope } from "../../platform/access";
import { contextOf, plainText, urlOf } from "./search.service";

/**
 * The search page (/search-results): the question over every kind of content, grouped, each
 * result as plain text with the ranges to mark. Passages come from the Portuguese index read
 * with the viewer's access (private spaces, course access and drip, unpublished courses);
 * members come from the directory's search (name and username; e-mails never).
 */

type PassageGroup = Exclude<SearchGroupName, "members">;

const GROUP_KINDS: Record<PassageGroup, SearchKind[]> = {
  posts: ["post", "comment"],
  courses: ["course", "lesson"],
  wiki: ["wiki"],
  suppliers: ["supplier"],
  events: ["event"],
  suggestions: ["suggestion"],
};

/** Characters of a result's snippet, at most. */
export const SNIPPET_CHARS = 240;

/** A window of `text` around the first marked word, cut at spaces, with its own marks. */
export function snippetFor(text: string, terms: string[], max = SNIPPET_CHARS) {
  if (text.length > max) {
    const first = highlightRanges(text, terms)[0]?.[0] ?? 0;
    let start = Math.max(0, first - Math.floor(max / 4));
    if (start > 0) {
      const space = text.indexOf(" ", start);
      start = space >= 0 && space < first ? space + 1 : first;
    }
    let end = Math.min(text.length, start + max);
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > start + max / 2) end = space;
    }
    text = `${start > 0 ? "… " : ""}${text.slice(start, end).trim()}${end < text.length ? " …" : ""}`;
  }
  return { snippet: text, highlights: highlightRanges(text, terms) };
}

function toResult(hit: SearchHit, terms: string[]): SearchResult {
  const { snippet, highlights } = snippetFor(plainText(hit.body), terms);
  const base: SearchResult = {
    kind: hit.kind,
    id: sourceOf(hit),
    title: hit.title,
    title_highlights: highlightRanges(hit.title, terms),
    context: contextOf(hit),
    url: urlOf(hit),
    snippet,
    highlights,
  };
  if (hit.kind === "event")
    return {
      ...base,
      starts_at: hit.event_starts_at,
      recurring: Boolean(hit.event_recurrence),
      location: hit.event_location,
    };
  if (hit.kind === "suggestion") return { ...base, status: hit.suggestion_status };
  return base;
}

async function memberGroup(
  db: Db,
  viewer: Viewer,
  q: string,
  page: number,
  size: number,
  countsOwner: object | undefined,
): Promise<SearchGroupResult> {
  const terms = q.split(/\s+/).filter(Boolean);
  // The directory pages by cursor; a search page is short, so its pages are read from the start.
  const found = await directory(
    { db, viewer },
    { q, level: "all", role: "all", access: "all", period: "all", sort: "full_name", limit: page * size },
    Date.now(),
    countsOwner,
  );
  const items = found.items.slice((page - 1) * size).map((m): SearchResult => ({
    kind: "member",
    id: m.id,
    title: m.full_name,
    title_highlights: highlightRanges(m.full_name, terms),
    context: `@${m.username}`,
    url: `/membro/${encodeURIComponent(m.id)}`,
    snippet: "",
    highlights: [],
    avatar_url: m.avatar_url,
  }));
  return {
    group: "members",
    items,
    page,
    has_more: page < SEARCH_MAX_PAGE && (found.matched ?? 0) > page * size,
    total: found.matched ?? 0,
  };
}

export async function search(
  /** `countsOwner`: where the directory keeps its counts for a few seconds (the app's dependencies). */
  { db, viewer, countsOwner }: { db: Db; viewer: Viewer; countsOwner?: object },
  input: { q: string; kind?: SearchGroupName | undefined; page: number },
  now = new Date(),
): Promise<SearchResponse> {
  const wanted = input.kind ? [input.kind] : [...SEARCH_GROUPS];
  const page = input.kind ? input.page : 1;
  const size = input.kind ? SEARCH_GROUP_PAGE : SEARCH_GROUP_PREVIEW;
  const passageGroups = wanted.filter((g): g is PassageGroup => g !== "members");

  const access = Promise.all([accessScope(db, viewer, "course", now), accessScope(db, viewer, "space")]).then(
    ([courseDays, hiddenSpaceIds]) => ({ courseDays, hiddenSpaceIds }),
  );
  // Passages and members side by side (on PostgreSQL's pool; PGlite takes them in turn).
  const [passages, members] = await Promise.all([
    passageGroups.length > 0
      ? searchGroups(db, {
          query: input.q,
          access,
          scope: null,
          distinct: true,
          // one more than the page shows says whether there is more
          groups: passageGroups.map((g) => ({ kinds: GROUP_KINDS[g], limit: page * size + 1 })),
        })
      : { terms: [], results: [] },
    wanted.includes("members") ? memberGroup(db, viewer, input.q, page, size, countsOwner) : null,
  ]);

  const groups = wanted.map((group): SearchGroupResult => {
    if (group === "members") return members!;
    const hits = passages.results[passageGroups.indexOf(group)] ?? [];
    return {
      group,
      items: hits.slice((page - 1) * size, page * size).map((hit) => toResult(hit, passages.terms)),
      page,
      // the last page allowed offers no next one
      has_more: page < SEARCH_MAX_PAGE && hits.length > page * size,
    };
  });
  return { q: input.q, groups };
}
