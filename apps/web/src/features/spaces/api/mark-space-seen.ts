import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { spacesKey } from "./keys";

export function markSpaceSeen(slug: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(`/api/spaces/${encodeURIComponent(slug)}/seen`, {});
}

/** Opening a space clears its sidebar badge: at once in the cache, then confirmed by the server. */
export function useMarkSpaceSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSpaceSeen,
    onMutate: (slug) => {
      queryClient.setQueryData<SpaceSummary[]>(spacesKey, (spaces) =>
        spaces?.map((s) => (s.slug === slug && s.notificationCount > 0 ? { ...s, notificationCount: 0 } : s)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: spacesKey, exact: true }),
  });
}
