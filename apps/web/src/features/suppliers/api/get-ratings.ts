import type { SupplierRatingsPage } from "@guilda/shared/schemas/suppliers";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { supplierKeys } from "./keys";

export function getRatings(id: string, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return api.get<SupplierRatingsPage>(`/api/suppliers/${encodeURIComponent(id)}/ratings${query}`, { signal });
}

/** Members' ratings, newest first, 10 a page. */
export function useRatings(id: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: supplierKeys.ratings(id),
    queryFn: ({ pageParam, signal }) => getRatings(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
    enabled,
  });
}
