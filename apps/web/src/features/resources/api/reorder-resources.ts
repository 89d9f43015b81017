import type { ResourcesResponse, ResourceSummary } from "@guilda/shared/schemas/resources";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { resourcesKey } from "./keys";

export function reorderResources(ids: string[]): Promise<ResourcesResponse> {
  return api.put<ResourcesResponse>("/api/admin/resources/order", { ids });
}

/**
 * The list (and the sidebar) move at once; the server saves every resource's index. On failure
 * the list is read again from the server (the caller shows the toast).
 */
export function useReorderResources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: ResourceSummary[]) => reorderResources(items.map((r) => r.id)),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: resourcesKey, exact: true });
      queryClient.setQueryData<ResourcesResponse>(resourcesKey, {
        items: items.map((item, position) => ({ ...item, position })),
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(resourcesKey, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: resourcesKey, exact: true }),
  });
}
