import type { CommunitySettings, UpdateSettingsInput } from "@guilda/shared/schemas/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { settingsQueryKey } from "@/lib/settings";

export function updateSettings(input: UpdateSettingsInput): Promise<CommunitySettings> {
  return api.put<CommunitySettings>("/api/admin/settings", input);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    // The header, title and brand colour read this query: they change as soon as it is saved.
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
