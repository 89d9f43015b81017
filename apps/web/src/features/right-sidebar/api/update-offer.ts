import type { CommunitySettings, UpdateOfferInput } from "@guilda/shared/schemas/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { settingsQueryKey } from "@/lib/settings";

export function updateOffer(input: UpdateOfferInput): Promise<CommunitySettings> {
  return api.put<CommunitySettings>("/api/admin/settings/offer", input);
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffer,
    // Same query as the header's: everything reading the settings updates at once.
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
