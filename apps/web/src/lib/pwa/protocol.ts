/** What the page and the service worker (src/sw.ts) say to each other, and what a push carries. */

/** The page the service worker answers a navigation with when the network fails (precached). */
export const OFFLINE_PAGE = "/offline.html";

export const SW_MESSAGES = {
  /** 'Atualizar': the waiting version takes over (the page reloads when it does). */
  skipWaiting: "SKIP_WAITING",
  /** Signing out or deleting the account: nothing of the member stays in the caches. */
  clearCaches: "CLEAR_CACHES",
} as const;

export type SwMessage = { type: (typeof SW_MESSAGES)[keyof typeof SW_MESSAGES] };

/** A push message's JSON: the notification's title and text, and the app address it opens. */
export type PushPayload = { title: string; body: string; url: string };

export function isPushPayload(value: unknown): value is PushPayload {
  if (typeof value !== "object" || value === null) return false;
  const { title, body, url } = value as Record<string, unknown>;
  return typeof title === "string" && typeof body === "string" && typeof url === "string";
}
