import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { spacesKey } from "./keys";

export function reorderSpaces(ids: string[]): Promise<SpaceSummary[]> {
  return api.put<SpaceSummary[]>("/api/admin/spaces/order", { ids });
}

/**
 * Spec §4 Space order: the list moves at once; the server saves every space's index. On
 * failure the list is reloaded from the server (the caller shows the toast).
 */
export function useReorderSpaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaces: SpaceSummary[]) => reorderSpaces(spaces.map((s) => s.id)),
    onMutate: async (spaces) => {
      await queryClient.cancelQueries({ queryKey: spacesKey, exact: true });
      queryClient.setQueryData<SpaceSummary[]>(
        spacesKey,
        spaces.map((space, order) => ({ ...space, order })),
      );
    },
    onSuccess: (saved) => {
      // The answer has no badge counts: keep the ones the member already sees.
      queryClient.setQueryData<SpaceSummary[]>(spacesKey, (current) => {
        const counts = new Map(current?.map((s) => [s.id, s.notificationCount]));
        return saved.map((s) => ({ ...s, notificationCount: counts.get(s.id) ?? s.notificationCount ?? 0 }));
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: spacesKey }),
  });
}
