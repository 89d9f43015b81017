import type { ResourcePageView } from "@guilda/shared/schemas/resources";
import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { resourceKeys } from "./keys";

export function getResourcePage(slug: string, signal?: AbortSignal): Promise<ResourcePageView> {
  return api.get<ResourcePageView>(`/api/resources/${encodeURIComponent(slug)}`, { signal });
}

/** A plain page as sanitized HTML; a missing (or hidden) page is not retried. */
export function useResourcePage(slug: string) {
  return useQuery({
    queryKey: resourceKeys.page(slug),
    queryFn: ({ signal }) => getResourcePage(slug, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
}
