import type { GamificationSaved, UpdateGamificationInput } from "@guilda/shared/schemas/gamification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { meQueryKey } from "@/lib/session";
import { settingsQueryKey } from "@/lib/settings";
import { gamificationAdminKeys, invalidateGamification, settingsPath } from "./keys";

export function updateGamificationSettings(input: UpdateGamificationInput): Promise<GamificationSaved> {
  return api.put<GamificationSaved>(settingsPath, input);
}

/**
 * Saves the rules and the levels' names; the answer says how many members changed level. Every
 * level on screen may read differently now (the admin's own, the directory's, the filter's), so
 * the session, the community's words, the members and the member views are read again.
 */
export function useUpdateGamificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGamificationSettings,
    onSuccess: (saved) => {
      const { levels_changed: _, ...settings } = saved;
      queryClient.setQueryData(gamificationAdminKeys.settings, settings);
    },
    onSettled: () =>
      Promise.all([
        invalidateGamification(queryClient),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["members"] }),
      ]),
  });
}
