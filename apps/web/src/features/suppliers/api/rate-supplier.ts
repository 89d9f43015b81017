import type { RateSupplierInput, SupplierRatingResult, SupplierView } from "@guilda/shared/schemas/suppliers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { supplierKeys } from "./keys";

export function rateSupplier(id: string, input: RateSupplierInput): Promise<SupplierRatingResult> {
  return api.put<SupplierRatingResult>(`/api/suppliers/${encodeURIComponent(id)}/rating`, input);
}

export function removeRating(id: string): Promise<SupplierRatingResult> {
  return api.delete<SupplierRatingResult>(`/api/suppliers/${encodeURIComponent(id)}/rating`);
}

/**
 * Saves (input) or removes (null) the viewer's rating. The answer carries the new totals: the
 * supplier on screen takes them at once; its ratings and the directory are read again.
 */
export function useRateSupplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RateSupplierInput | null) => (input ? rateSupplier(id, input) : removeRating(id)),
    onSuccess: (result) => {
      queryClient.setQueryData<SupplierView>(supplierKeys.detail(id), (current) =>
        current ? { ...current, ...result } : current,
      );
      void queryClient.invalidateQueries({ queryKey: supplierKeys.ratings(id) });
      void queryClient.invalidateQueries({ queryKey: supplierKeys.lists() });
    },
  });
}
