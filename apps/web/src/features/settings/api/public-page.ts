import type { PublicPageSettings, UpdatePublicPageInput } from "@guilda/shared/schemas/public-page";
import type { CommunitySettings } from "@guilda/shared/schemas/settings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { settingsQueryKey } from "@/lib/settings";

const publicPageKey = ["admin", "settings", "public-page"] as const;

/** 'Página pública' on /admin: the switch and the landing's description. */
export const publicPageQueryOptions = queryOptions({
  queryKey: publicPageKey,
  queryFn: ({ signal }) => api.get<PublicPageSettings>("/api/admin/settings/public-page", { signal }),
});

export function usePublicPageSettings() {
  return useQuery(publicPageQueryOptions);
}

export function useUpdatePublicPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePublicPageInput) =>
      api.put<PublicPageSettings>("/api/admin/settings/public-page", input),
    onSuccess: (saved) => {
      queryClient.setQueryData(publicPageKey, saved);
      // The header, the guards and the login page read the switch from the public settings.
      queryClient.setQueryData<CommunitySettings>(settingsQueryKey, (settings) =>
        settings ? { ...settings, public_page: saved.public_page } : settings,
      );
    },
  });
}
