import { BOOT_DATA_ID, type BootData } from "@guilda/shared/rules/boot-data";
import type { Me } from "@guilda/shared/schemas/profile";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { api, isApiError, takeGivenAnswers } from "./api";
import { settingsQueryKey } from "./settings";
import { clearOfflineCaches } from "./pwa/clear-caches";

export const meQueryKey = ["me"] as const;

/**
 * A member of the community: signed in and not waiting for approval ('Cadastro': 'Aberto com
 * aprovação'). A session still waiting shows the waiting page and asks for nothing else.
 */
export function isMember(me: Me | null | undefined): me is Me {
  return !!me && !me.profile.is_pending;
}

const SIGNED_IN_HINT_KEY = "guilda-signed-in";

/**
 * Whether this browser seems to have a session: the server marks the page `data-signed-in` when
 * the request carried a signed session cookie, else whether it had one the last time the app
 * looked. Only a guess for the first paint (the shell's geometry before /api/session answers);
 * never trusted for anything else.
 */
export function wasSignedIn(): boolean {
  if (document.documentElement.hasAttribute("data-signed-in")) return true;
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberSignedIn(isSignedIn: boolean): void {
  if (!isSignedIn) document.documentElement.removeAttribute("data-signed-in");
  try {
    if (isSignedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, "1");
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Without storage the first paint just assumes a visitor.
  }
}

/**
 * The signed-in member, or null for a visitor. /api/session answers 200 with null when there
 * is no session, so a visitor's first request is not an error (a 401 from an older server
 * still means a visitor).
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const me = await api.get<Me | null>("/api/session", { signal });
    rememberSignedIn(isMember(me));
    return me ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      rememberSignedIn(false);
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 5 * 60_000,
});

/**
 * Takes what the server wrote into the page (a signed-in member's session, or null on a visitor's
 * login and sign-up pages, and the community's settings, read when the page was asked for) into
 * the cache, so the first render needs neither request, and keeps the answers of the page's first
 * reads for the API client. The block is removed once read.
 */
export function takeBootData(client: QueryClient): void {
  const element = document.getElementById(BOOT_DATA_ID);
  if (!element) return;
  element.remove();
  let boot: BootData;
  try {
    boot = JSON.parse(element.textContent ?? "") as BootData;
  } catch {
    return;
  }
  if (!boot?.settings || (boot.session !== null && !boot.session?.profile)) return;
  rememberSignedIn(isMember(boot.session));
  client.setQueryData(meQueryKey, boot.session);
  client.setQueryData(settingsQueryKey, boot.settings);
  if (boot.answers) takeGivenAnswers(boot.answers);
}

/** Drops every cached answer that belonged to a member; the public settings stay. */
export function clearMemberData(client: QueryClient): void {
  client.removeQueries({
    predicate: (query) => query.queryKey[0] !== meQueryKey[0] && query.queryKey[0] !== settingsQueryKey[0],
  });
}

/**
 * Forget the session locally: the session first, so guards and the header switch to the
 * visitor view at once (and send the person to the login page), then the member's data.
 */
export function clearSession(client: QueryClient): void {
  rememberSignedIn(false);
  client.setQueryData(meQueryKey, null);
  clearMemberData(client);
  // 'Sair', the account deleted, or the session ended elsewhere: the device's caches go too.
  void clearOfflineCaches().catch(() => {});
}

/** Fetches the session again and waits for it, e.g. right after signing in. */
export function reloadSession(client: QueryClient): Promise<Me | null> {
  return client.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}
