import type { DeliveryPage } from "@guilda/shared/schemas/sales";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { deliveriesPath, salesKeys, type DeliveryFilters } from "./keys";

export function getDeliveries(filters: DeliveryFilters, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (filters.status) search.set("status", filters.status);
  if (filters.provider) search.set("provider", filters.provider);
  if (cursor) search.set("cursor", cursor);
  const query = search.toString();
  return api.get<DeliveryPage>(query ? `${deliveriesPath}?${query}` : deliveriesPath, { signal });
}

/** The delivery log, newest first, 30 a page (keyset cursor), with the count of each status. */
export function useDeliveries(filters: DeliveryFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: salesKeys.deliveryList(filters),
      queryFn: ({ pageParam, signal }) => getDeliveries(filters, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.next_cursor,
      staleTime: 0,
      // While a delivery waits in the queue, the log is read again until it is applied.
      refetchInterval: (query) =>
        query.state.data?.pages.some((page) => page.items.some((item) => item.status === "pending"))
          ? 3000
          : false,
    }),
  );
}
