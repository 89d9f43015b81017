import { SIDEBAR } from "@guilda/shared/constants";

const pattern = new RegExp(`(?:^|;\\s*)${SIDEBAR.cookieName}=(true|false)(?:;|$)`);

/** Expanded unless the member collapsed it in the last 7 days (spec §2.2, §9). */
export function readSidebarCookie(): boolean {
  const match = pattern.exec(document.cookie);
  return match ? match[1] === "true" : true;
}

export function writeSidebarCookie(isExpanded: boolean): void {
  document.cookie = `${SIDEBAR.cookieName}=${isExpanded}; path=/; max-age=${SIDEBAR.cookieMaxAgeSeconds}; samesite=lax`;
}
