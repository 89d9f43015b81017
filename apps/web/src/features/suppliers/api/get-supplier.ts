import type { SupplierView } from "@guilda/shared/schemas/suppliers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { supplierKeys } from "./keys";

export function getSupplier(id: string, signal?: AbortSignal): Promise<SupplierView> {
  return api.get<SupplierView>(`/api/suppliers/${encodeURIComponent(id)}`, { signal });
}

export function supplierQueryOptions(id: string) {
  return queryOptions({
    queryKey: supplierKeys.detail(id),
    queryFn: ({ signal }) => getSupplier(id, signal),
  });
}

/** One supplier with the viewer's own rating and what they may do with it. */
export function useSupplier(id: string) {
  return useQuery(supplierQueryOptions(id));
}
