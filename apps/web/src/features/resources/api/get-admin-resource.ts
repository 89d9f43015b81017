import type { ResourcePageView } from "@guilda/shared/schemas/resources";
import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { resourceKeys } from "./keys";

export function getAdminResource(id: string, signal?: AbortSignal): Promise<ResourcePageView> {
  return api.get<ResourcePageView>(`/api/admin/resources/${encodeURIComponent(id)}`, { signal });
}

/** Any resource with its markdown, for the page editor. */
export function useAdminResource(id: string | null) {
  return useQuery({
    queryKey: resourceKeys.admin(id ?? ""),
    queryFn: ({ signal }) => getAdminResource(id!, signal),
    enabled: id !== null,
    // The editor starts from what is saved now, not from a copy read minutes ago.
    staleTime: 0,
    retry: (count, error) =>
      !(isApiError(error) && (error.status === 404 || error.status === 400)) && count < 1,
  });
}
