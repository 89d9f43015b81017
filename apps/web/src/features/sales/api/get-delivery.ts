import type { DeliveryDetail } from "@guilda/shared/schemas/sales";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { deliveryPath, salesKeys } from "./keys";

export function getDelivery(id: string, signal?: AbortSignal): Promise<DeliveryDetail> {
  return api.get<DeliveryDetail>(deliveryPath(id), { signal });
}

/** One delivery with its body; asked again every 2 s while it waits in the queue. */
export function useDelivery(id: string) {
  return useQuery(
    queryOptions({
      queryKey: salesKeys.delivery(id),
      queryFn: ({ signal }) => getDelivery(id, signal),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.status === "pending" ? 2000 : false),
    }),
  );
}
