import type { ReviewSupplierInput, SupplierView } from "@guilda/shared/schemas/suppliers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { supplierKeys } from "./keys";

const path = (id: string) => `/api/suppliers/${encodeURIComponent(id)}`;

export function reviewSupplier(id: string, input: ReviewSupplierInput): Promise<SupplierView> {
  return api.post<SupplierView>(`${path(id)}/review`, input);
}

export function setSupplierVerified(id: string, isVerified: boolean): Promise<SupplierView> {
  return api.put<SupplierView>(`${path(id)}/verified`, { is_verified: isVerified });
}

export function deleteSupplier(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(path(id));
}

/** After any staff action the lists, counts and queue are read again; the supplier itself is updated. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (saved: SupplierView | null, id: string) => {
    if (saved) queryClient.setQueryData(supplierKeys.detail(saved.id), saved);
    else queryClient.removeQueries({ queryKey: supplierKeys.detail(id) });
    return queryClient.invalidateQueries({
      queryKey: supplierKeys.all,
      predicate: (query) => query.queryKey[2] !== id,
    });
  };
}

export function useReviewSupplier() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewSupplierInput }) => reviewSupplier(id, input),
    onSuccess: (saved) => afterChange(saved, saved.id),
  });
}

export function useSetSupplierVerified() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) =>
      setSupplierVerified(id, isVerified),
    onSuccess: (saved) => afterChange(saved, saved.id),
  });
}

export function useDeleteSupplier() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (id: string) => deleteSupplier(id),
    onSuccess: (_done, id) => afterChange(null, id),
  });
}
