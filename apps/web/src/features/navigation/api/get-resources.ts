import type { ResourcesResponse } from "@guilda/shared/schemas/resources";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, warnOnFailure } from "@/lib/api";

export function getSidebarResources(signal?: AbortSignal): Promise<ResourcesResponse> {
  return warnOnFailure("Resources", () => api.get<ResourcesResponse>("/api/resources", { signal }));
}

/**
 * The Recursos section in its saved order (GET /api/resources; admins also receive the hidden
 * ones, flagged). The resources admin writes and invalidates the same key.
 */
export const sidebarResourcesQueryOptions = queryOptions({
  queryKey: ["resources"],
  queryFn: ({ signal }) => getSidebarResources(signal),
});

export function useSidebarResources() {
  return useQuery(sidebarResourcesQueryOptions);
}
