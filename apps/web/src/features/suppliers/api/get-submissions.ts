import type { SupplierSubmissionsPage } from "@guilda/shared/schemas/suppliers";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { supplierKeys } from "./keys";

export function getSubmissions(status: "pending" | "rejected", page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ status, ...(page > 1 ? { page: String(page) } : {}) });
  return api.get<SupplierSubmissionsPage>(`/api/suppliers/submissions?${query.toString()}`, { signal });
}

/** Suggestions in a status: staff get every one, members their own. */
export function useSubmissions(status: "pending" | "rejected", page: number) {
  return useQuery({
    queryKey: supplierKeys.submissions(status, page),
    queryFn: ({ signal }) => getSubmissions(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
