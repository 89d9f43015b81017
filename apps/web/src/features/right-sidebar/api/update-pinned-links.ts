import type { CommunitySettings, UpdatePinnedLinksInput } from "@guilda/shared/schemas/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { settingsQueryKey } from "@/lib/settings";

export function updatePinnedLinks(input: UpdatePinnedLinksInput): Promise<CommunitySettings> {
  return api.put<CommunitySettings>("/api/admin/settings/pinned-links", input);
}

export function useUpdatePinnedLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePinnedLinks,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
