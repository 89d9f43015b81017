import type { CommunitySettings, UpdateComposerSpaceInput } from "@guilda/shared/schemas/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { settingsQueryKey } from "@/lib/settings";

/** 'Publicações na página inicial': the space the home composer proposes (null: the default). */
export function updateComposerSpace(input: UpdateComposerSpaceInput): Promise<CommunitySettings> {
  return api.put<CommunitySettings>("/api/admin/settings/composer-space", input);
}

export function useUpdateComposerSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComposerSpace,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
