import type { ModerationSettings } from "@guilda/shared/schemas/moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { moderationKeys, settingsPath } from "./keys";

export function updateModerationSettings(input: ModerationSettings): Promise<ModerationSettings> {
  return api.put<ModerationSettings>(settingsPath, input);
}

/** Saves the automatic rules (admins); the answer is the settings as stored. */
export function useUpdateModerationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModerationSettings,
    onSuccess: (settings) => queryClient.setQueryData(moderationKeys.settings, settings),
  });
}
