import type { SupplierInput, SupplierView } from "@guilda/shared/schemas/suppliers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { supplierKeys } from "./keys";

export function createSupplier(input: SupplierInput): Promise<SupplierView> {
  return api.post<SupplierView>("/api/suppliers", input);
}

export function updateSupplier(id: string, input: SupplierInput): Promise<SupplierView> {
  return api.put<SupplierView>(`/api/suppliers/${encodeURIComponent(id)}`, input);
}

/** A suggestion (members) or a published supplier (staff); or staff's edit of one. Lists are read again. */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SupplierInput }) =>
      id ? updateSupplier(id, input) : createSupplier(input),
    onSuccess: (saved) => {
      queryClient.setQueryData(supplierKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({
        queryKey: supplierKeys.all,
        predicate: (query) => query.queryKey[2] !== saved.id,
      });
    },
  });
}
