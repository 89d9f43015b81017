import { DEFAULT_SETTINGS } from "@guilda/shared/constants";
import type { CommunitySettings } from "@guilda/shared/schemas/settings";
import { queryOptions } from "@tanstack/react-query";
import { api, warnOnFailure } from "./api";

export { DEFAULT_SETTINGS };

export const settingsQueryKey = ["settings"] as const;

/** Spec §8.5: a settings failure is only logged; the defaults stay on screen. */
export function getSettings(signal?: AbortSignal): Promise<CommunitySettings> {
  return warnOnFailure("Community settings", () => api.get<CommunitySettings>("/api/settings", { signal }));
}

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: ({ signal }) => getSettings(signal),
  staleTime: 10 * 60_000,
});
