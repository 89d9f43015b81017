import type { AdminHub } from "@guilda/shared/schemas/admin-hub";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const hubKeys = { all: ["admin-hub"] as const };

export function getHub(signal?: AbortSignal) {
  return api.get<AdminHub>("/api/admin/hub", { signal });
}

/** Each admin area's status line, counted by the server now; asked again whenever /admin opens. */
export function hubQueryOptions() {
  return queryOptions({ queryKey: hubKeys.all, queryFn: ({ signal }) => getHub(signal), staleTime: 0 });
}

export function useHub() {
  return useQuery(hubQueryOptions());
}
