import type { AuditPage } from "@guilda/shared/schemas/audit";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { filtersToSearch, isPeriodValid, type AuditFilters } from "../lib/filters";
import { auditKeys, auditPath } from "./keys";

export function getAudit(filters: AuditFilters, cursor: string | null, signal?: AbortSignal) {
  const search = filtersToSearch(filters);
  if (cursor) search.set("cursor", cursor);
  const query = search.toString();
  return api.get<AuditPage>(query ? `${auditPath}?${query}` : auditPath, { signal });
}

/** The entries matching the filters, newest first, a page at a time (keyset cursor). */
export function auditQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAudit(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
    staleTime: 0,
    enabled: isPeriodValid(filters),
  });
}

export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery(auditQueryOptions(filters));
}
