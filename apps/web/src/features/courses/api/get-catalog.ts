import type { CourseCatalog } from "@guilda/shared/schemas/courses";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { courseKeys } from "./keys";

export function getCatalog(q: string, signal?: AbortSignal): Promise<CourseCatalog> {
  const query = q ? `?q=${encodeURIComponent(q)}` : "";
  return api.get<CourseCatalog>(`/api/courses/catalog${query}`, { signal });
}

/** Published courses grouped by category; `q` filters by title on the server. */
export const catalogQueryOptions = (q: string) =>
  queryOptions({
    queryKey: courseKeys.catalog(q),
    queryFn: ({ signal }) => getCatalog(q, signal),
    // Typing a search keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useCatalog(q: string) {
  return useQuery(catalogQueryOptions(q));
}
