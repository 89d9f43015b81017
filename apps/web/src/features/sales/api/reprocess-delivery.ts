import type { DeliveryDetail } from "@guilda/shared/schemas/sales";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { deliveryPath, salesKeys } from "./keys";

/** 'Reprocessar': queued again; the answer is the delivery back in the queue. */
export function reprocessDelivery(id: string): Promise<DeliveryDetail> {
  return api.post<DeliveryDetail>(`${deliveryPath(id)}/reprocess`);
}

export function useReprocessDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reprocessDelivery,
    onSuccess: (delivery) => queryClient.setQueryData(salesKeys.delivery(delivery.id), delivery),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesKeys.deliveries }),
  });
}
