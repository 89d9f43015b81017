import type { SupplierFilters } from "../lib/filters";

export const supplierKeys = {
  all: ["suppliers"] as const,
  lists: () => [...supplierKeys.all, "list"] as const,
  list: (filters: SupplierFilters) => [...supplierKeys.lists(), filters] as const,
  facets: () => [...supplierKeys.all, "facets"] as const,
  details: () => [...supplierKeys.all, "detail"] as const,
  detail: (id: string) => [...supplierKeys.details(), id] as const,
  ratings: (id: string) => [...supplierKeys.all, "ratings", id] as const,
  submissions: (status: "pending" | "rejected", page: number) =>
    [...supplierKeys.all, "submissions", status, page] as const,
};
