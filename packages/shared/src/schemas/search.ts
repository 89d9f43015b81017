import { z } from "./zod";
import { searchMessages as m } from "../messages/search";
import type { HighlightRange } from "../rules/search-highlight";
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from "../rules/search-limits";

/** The groups of the search page, in the order it shows them. */
export const SEARCH_GROUPS = [
  "posts",
  "members",
  "courses",
  "wiki",
  "suppliers",
  "events",
  "suggestions",
] as const;
export type SearchGroupName = (typeof SEARCH_GROUPS)[number];

/** Results per group: on the page of every group, and per 'Ver mais' of one group. */
export const SEARCH_GROUP_PREVIEW = 5;
export const SEARCH_GROUP_PAGE = 10;
/** Pages of one group reach this far at most (200 results). */
export const SEARCH_MAX_PAGE = 20;
export { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS };

/**
 * GET /api/search?q=&kind=&page= — without `kind`, the first results of every group; with it,
 * page `page` of that group.
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: m.queryTooShort })
    .trim()
    .min(SEARCH_MIN_CHARS, m.queryTooShort)
    .max(SEARCH_MAX_CHARS, m.queryTooLong),
  kind: z.enum(SEARCH_GROUPS, { error: m.kindInvalid }).optional(),
  page: z.coerce
    .number({ error: m.pageInvalid })
    .int(m.pageInvalid)
    .min(1, m.pageInvalid)
    .max(SEARCH_MAX_PAGE, m.pageInvalid)
    .default(1),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export type SearchResultKind =
  "post" | "comment" | "member" | "course" | "lesson" | "wiki" | "supplier" | "event" | "suggestion";

/** One result: plain text only (never HTML); the page marks `highlights` itself. */
export type SearchResult = {
  kind: SearchResultKind;
  /** The source's id (a post, comment, member, lesson…). */
  id: string;
  title: string;
  title_highlights: HighlightRange[];
  /** Where it lives: a space, a course, a wiki category, a supplier's city, a member's @username. */
  context: string | null;
  /** A same-site path. */
  url: string;
  /** Plain text around the first searched word (may be empty: a title alone matched). */
  snippet: string;
  highlights: HighlightRange[];
  /** Members: their avatar. */
  avatar_url?: string | null;
  /** Events: the first start (ISO), whether it repeats, and its place. */
  starts_at?: string | null;
  recurring?: boolean;
  location?: string | null;
  /** Suggestions: the board's status. */
  status?: string | null;
};

export type SearchGroupResult = {
  group: SearchGroupName;
  items: SearchResult[];
  page: number;
  has_more: boolean;
  /** Members only: how many match in all (the directory's count). */
  total?: number;
};

export type SearchResponse = {
  q: string;
  /** Every group asked for, in page order (a group may have no items). */
  groups: SearchGroupResult[];
};
