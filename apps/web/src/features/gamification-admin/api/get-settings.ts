import type { GamificationSettingsView } from "@guilda/shared/schemas/gamification";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { gamificationAdminKeys, settingsPath } from "./keys";

export function getGamificationSettings(signal?: AbortSignal): Promise<GamificationSettingsView> {
  return api.get<GamificationSettingsView>(settingsPath, { signal });
}

/** The scoring rules as saved (defaults filled in by the server). */
export function useGamificationSettings() {
  return useQuery(
    queryOptions({
      queryKey: gamificationAdminKeys.settings,
      queryFn: ({ signal }) => getGamificationSettings(signal),
      staleTime: 0,
    }),
  );
}
