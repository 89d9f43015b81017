import type { SupplierFacets, SupplierPage } from "@guilda/shared/schemas/suppliers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { filtersToSearch, type SupplierFilters } from "../lib/filters";
import { supplierKeys } from "./keys";

export function getSuppliers(filters: SupplierFilters, signal?: AbortSignal): Promise<SupplierPage> {
  const query = filtersToSearch(filters).toString();
  return api.get<SupplierPage>(`/api/suppliers${query ? `?${query}` : ""}`, { signal });
}

/** One numbered page of approved suppliers (24), with the total that matched. */
export function suppliersQueryOptions(filters: SupplierFilters) {
  return queryOptions({
    queryKey: supplierKeys.list(filters),
    queryFn: ({ signal }) => getSuppliers(filters, signal),
    // The current page stays on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useSuppliers(filters: SupplierFilters) {
  return useQuery(suppliersQueryOptions(filters));
}

export function getSupplierFacets(signal?: AbortSignal): Promise<SupplierFacets> {
  return api.get<SupplierFacets>("/api/suppliers/facets", { signal });
}

/** Categories and states with counts, and how many suggestions wait (all for staff, own for members). */
export function useSupplierFacets() {
  return useQuery({ queryKey: supplierKeys.facets(), queryFn: ({ signal }) => getSupplierFacets(signal) });
}
