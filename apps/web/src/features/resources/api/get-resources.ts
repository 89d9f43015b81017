import type { ResourcesResponse } from "@guilda/shared/schemas/resources";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { resourceKeys } from "./keys";

export function getResources(signal?: AbortSignal): Promise<ResourcesResponse> {
  return api.get<ResourcesResponse>("/api/resources", { signal });
}

/** The section in its saved order; admins receive the hidden resources too (is_visible: false). */
export const resourcesQueryOptions = queryOptions({
  queryKey: resourceKeys.list,
  queryFn: ({ signal }) => getResources(signal),
});

export function useResources() {
  return useQuery(resourcesQueryOptions);
}
