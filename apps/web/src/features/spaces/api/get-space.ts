import type { SpaceDetail } from "@guilda/shared/schemas/navigation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { spaceKey } from "./keys";

export function getSpace(slug: string, signal?: AbortSignal): Promise<SpaceDetail> {
  return api.get<SpaceDetail>(`/api/spaces/${encodeURIComponent(slug)}`, { signal });
}

/**
 * One space the member may see (a 'curso' space with its course card); 404 when it does not
 * exist or is private to others.
 */
export const spaceQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: spaceKey(slug),
    queryFn: ({ signal }) => getSpace(slug, signal),
    // A 404 will not change by asking again.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });

export function useSpace(slug: string) {
  return useQuery(spaceQueryOptions(slug));
}
