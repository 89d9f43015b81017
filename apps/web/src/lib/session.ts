import type { Me } from "@guilda/shared/schemas/profile";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { api, isApiError } from "./api";
import { settingsQueryKey } from "./settings";

export const meQueryKey = ["me"] as const;

/** The signed-in member, or null for a visitor (the server answers 401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api.get<Me>("/api/me", { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 5 * 60_000,
});

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
  client.setQueryData(meQueryKey, null);
  clearMemberData(client);
}

/** Fetches the session again and waits for it, e.g. right after signing in. */
export function reloadSession(client: QueryClient): Promise<Me | null> {
  return client.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}
