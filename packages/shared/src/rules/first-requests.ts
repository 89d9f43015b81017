import type { FeedTab } from "../schemas/feed";

/** Posts in one page of a feed. */
export const FEED_PAGE_SIZE = 20;

/** The tab the feed opens on. */
export const FEED_OPENING_TAB: FeedTab = "recentes";

export type FeedPageQuery = {
  tab: FeedTab;
  /** A space's slug: only that space's posts. */
  space?: string | undefined;
  /** Only posts with an image or GIF (the image gallery). */
  media?: "images" | undefined;
};

/** The address of one page of a feed, as the app asks for it. */
export function feedPageUrl(query: FeedPageQuery, cursor: string | null = null): string {
  const search = new URLSearchParams({ tab: query.tab, limit: String(FEED_PAGE_SIZE) });
  if (query.space) search.set("space", query.space);
  if (query.media) search.set("media", query.media);
  if (cursor) search.set("cursor", cursor);
  return `/api/posts?${search}`;
}

/** The address of a course's page (outline, access and the member's progress). */
export function coursePageUrl(slug: string): string {
  return `/api/courses/${encodeURIComponent(slug)}`;
}

/**
 * The API reads a page of the app makes first, by the page's path: the server answers them into a
 * signed-in member's page, and the app takes those answers instead of asking. Only pages whose
 * first read does not depend on anything but the path (the feed opens on one tab; a course page
 * is its slug). A path this does not know reads nothing in advance.
 */
export function firstRequests(pathname: string): string[] {
  if (pathname === "/") return [feedPageUrl({ tab: FEED_OPENING_TAB })];
  const course = /^\/curso\/([^/]+)\/?$/.exec(pathname);
  if (course) {
    try {
      return [coursePageUrl(decodeURIComponent(course[1]!))];
    } catch {
      // A malformed escape in the address: the page shows its own error.
      return [];
    }
  }
  return [];
}
