import type { BackupsPage, BackupView } from "@guilda/shared/schemas/backups";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { backupKeys, backupsPath } from "./keys";

/** How often the page asks again while a backup is queued or running. */
const PROGRESS_POLL_MS = 1000;

export function getBackups(signal?: AbortSignal): Promise<BackupsPage> {
  return api.get<BackupsPage>(backupsPath, { signal });
}

/** A backup still to finish: its progress moves, the list is read again. */
export const isActive = (item: BackupView) => item.status === "queued" || item.status === "running";

/** The settings, where archives are kept and every backup, newest first (admins only). */
export const backupsQueryOptions = queryOptions({
  queryKey: backupKeys.page,
  queryFn: ({ signal }) => getBackups(signal),
  staleTime: 0,
  // Every second while one is queued or running; nothing otherwise.
  refetchInterval: (query) => (query.state.data?.items.some(isActive) ? PROGRESS_POLL_MS : false),
});

export function useBackups() {
  return useQuery(backupsQueryOptions);
}
