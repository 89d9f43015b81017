import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { backupKeys, backupsPath } from "./keys";

/** 'Fazer backup agora': queued at once (202); 409 while another is queued or running. */
export function startBackup(): Promise<{ id: string }> {
  return api.post<{ id: string }>(backupsPath);
}

/**
 * Starts a backup, then reads the list again (whatever the answer: a 409 means one is already
 * running elsewhere, and its progress shows too). Pending until the list has been read.
 */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
}
