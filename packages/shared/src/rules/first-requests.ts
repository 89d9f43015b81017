import type { FeedTab } from "../schemas/feed";
import { PUBLIC_LANDING_URL, PUBLIC_PLANS_URL } from "../constants";

/**
 * The public page's landing: its own address, so "/" stays the members' feed. A visitor's "/"
 * is sent here while the 'Página pública' is on (by the server on a first load, by the app after).
 */
export const PUBLIC_HOME = "/inicio";

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

/** The address of a lesson's page (player, body, attachments and the member's position). */
export function lessonPageUrl(courseSlug: string, lessonSlug: string): string {
  return `/api/courses/${encodeURIComponent(courseSlug)}/lessons/${encodeURIComponent(lessonSlug)}`;
}

/** The address of one page of the members directory, for the filters and cursor in `search`. */
export function directoryPageUrl(search: URLSearchParams): string {
  const query = search.toString();
  return `/api/members${query ? `?${query}` : ""}`;
}

/** Pending invites, which admins see in the directory as pseudo-members. */
export const ADMIN_INVITES_URL = "/api/admin/invites";

/** The first page of the sign-ups waiting for approval, which admins see above the directory. */
export const ADMIN_PENDING_SIGNUPS_URL = "/api/admin/members/pending";

/**
 * The API reads a page of the app makes first, by the page's path and query string and whether
 * the member is an admin: the server answers them into a signed-in member's page, and the app
 * takes those answers instead of asking. Only reads that depend on nothing but the address and
 * the role (the feed opens on one tab; a course page is its slug; a lesson page is its lesson and,
 * for the outline beside the player, its course's page; the directory without filters
 * in the address bar is its first page with the default filters, and for an admin the pending
 * invites shown before the members and the sign-ups waiting for approval shown above them, which
 * would otherwise push the cards down as they arrive).
 * An address this does not know reads nothing in advance.
 */
export function firstRequests(pathname: string, search = "", { isAdmin = false } = {}): string[] {
  if (pathname === "/") return [feedPageUrl({ tab: FEED_OPENING_TAB })];
  if (/^\/membros\/?$/.test(pathname) && (search === "" || search === "?"))
    return isAdmin
      ? [directoryPageUrl(new URLSearchParams()), ADMIN_INVITES_URL, ADMIN_PENDING_SIGNUPS_URL]
      : [directoryPageUrl(new URLSearchParams())];
  const course = /^\/curso\/([^/]+)(?:\/aula\/([^/]+))?\/?$/.exec(pathname);
  if (course) {
    try {
      const slug = decodeURIComponent(course[1]!);
      if (course[2] === undefined) return [coursePageUrl(slug)];
      return [lessonPageUrl(slug, decodeURIComponent(course[2])), coursePageUrl(slug)];
    } catch {
      // A malformed escape in the address: the page shows its own error.
      return [];
    }
  }
  return [];
}

/** A page by path, and the web source file of its route module (the build manifest's key). */
const MEMBER_PAGES: [RegExp, string][] = [
  [/^\/$/, "src/app/routes/feed.tsx"],
  [/^\/membros\/?$/, "src/app/routes/members.tsx"],
  [/^\/curso\/[^/]+\/?$/, "src/app/routes/courses/course.tsx"],
  [/^\/curso\/[^/]+\/aula\/[^/]+\/?$/, "src/app/routes/courses/lesson.tsx"],
  [/^\/cursos\/?$/, "src/app/routes/courses/catalog.tsx"],
  [/^\/espaco\/[^/]+\/?$/, "src/app/routes/space.tsx"],
  [/^\/post\/[^/]+\/?$/, "src/app/routes/post.tsx"],
  [/^\/membro\/[^/]+\/?$/, "src/app/routes/member.tsx"],
  [/^\/notificacoes\/?$/, "src/app/routes/notifications.tsx"],
];
const VISITOR_PAGES: [RegExp, string][] = [
  [/^\/auth\/login\/?$/, "src/app/routes/auth/login.tsx"],
  [/^\/auth\/cadastro\/?$/, "src/app/routes/auth/sign-up.tsx"],
  [/^\/inicio\/?$/, "src/app/routes/landing.tsx"],
  [/^\/pricing\/?$/, "src/app/routes/pricing.tsx"],
];

/**
 * The API reads a visitor's page makes first: the public page's landing and plans. The server
 * asks them without a session and writes the answers into the page (they succeed only while the
 * 'Página pública' is on).
 */
export function visitorFirstRequests(pathname: string): string[] {
  if (/^\/inicio\/?$/.test(pathname)) return [PUBLIC_LANDING_URL];
  if (/^\/pricing\/?$/.test(pathname)) return [PUBLIC_PLANS_URL];
  return [];
}

/**
 * The route module of a page by its path, for a signed-in member or for a visitor (who is sent
 * from a member's page to the login page, and from the login page to the feed once signed in),
 * named as the web build's manifest names it: the server announces that module's files in the
 * page (`modulepreload`), so they travel alongside the app's entry instead of being asked for
 * once the entry has run. A path not listed announces nothing (the app loads its page as usual).
 */
export function pageModule(pathname: string, signedIn: boolean): string | null {
  const pages = signedIn ? MEMBER_PAGES : VISITOR_PAGES;
  return pages.find(([path]) => path.test(pathname))?.[1] ?? null;
}
