import type { DataExport } from "@guilda/shared/schemas/privacy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { dataExportQueryKey } from "./get-data-export";

export function requestDataExport(): Promise<DataExport> {
  return api.post<DataExport>("/api/me/data-export");
}

/** 'Baixar meus dados': the new copy replaces the shown one at once (pending). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (created) => queryClient.setQueryData(dataExportQueryKey, created),
  });
}
