/**
 * How long a search may be. Kept apart from the zod schemas so the header's search box can read
 * them without putting zod in the first page's JavaScript.
 */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 200;
