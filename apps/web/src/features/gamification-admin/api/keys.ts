import type { QueryClient } from "@tanstack/react-query";

/**
 * Under ["gamification"], the key of the member screens (/niveis, /missoes, the header's level):
 * a change made here refreshes them with the same invalidation.
 */
export const gamificationAdminKeys = {
  settings: ["gamification", "admin", "settings"] as const,
  missions: ["gamification", "admin", "missions"] as const,
};

/** After any change: the admin screen and the member's own gamification views read again. */
export function invalidateGamification(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ["gamification"] });
}

export const settingsPath = "/api/admin/gamification";
export const missionsPath = "/api/admin/missions";
export const missionPath = (id: string) => `${missionsPath}/${encodeURIComponent(id)}`;
