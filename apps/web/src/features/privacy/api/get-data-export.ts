import type { DataExport } from "@guilda/shared/schemas/privacy";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const dataExportQueryKey = ["me", "data-export"] as const;

export function getDataExport(signal?: AbortSignal): Promise<DataExport | null> {
  return api.get<DataExport | null>("/api/me/data-exports", { signal });
}

/** The member's latest copy of their data; asked again every 3 s while it is being prepared. */
export function useDataExport() {
  return useQuery(
    queryOptions({
      queryKey: dataExportQueryKey,
      queryFn: ({ signal }) => getDataExport(signal),
      refetchInterval: (query) => (query.state.data?.status === "pending" ? 3000 : false),
    }),
  );
}
