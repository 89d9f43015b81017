import type { ResourcesResponse } from "@guilda/shared/schemas/resources";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { resourcesKey } from "./keys";

export function deleteResource(id: string): Promise<ResourcesResponse> {
  return api.delete<ResourcesResponse>(`/api/admin/resources/${encodeURIComponent(id)}`);
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSuccess: (list) => {
      queryClient.setQueryData(resourcesKey, list);
      return queryClient.invalidateQueries({ queryKey: resourcesKey });
    },
  });
}
