import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { spaceKey, spacesKey } from "./keys";

export function deleteSpace(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/admin/spaces/${encodeURIComponent(id)}`);
}

export function useDeleteSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (space: SpaceSummary) => deleteSpace(space.id),
    onSuccess: (_, space) => {
      queryClient.setQueryData<SpaceSummary[]>(spacesKey, (spaces) =>
        spaces?.filter((s) => s.id !== space.id),
      );
      queryClient.removeQueries({ queryKey: spaceKey(space.slug) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: spacesKey }),
  });
}
