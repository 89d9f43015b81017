import type { BackupSettings, BackupsPage } from "@guilda/shared/schemas/backups";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { backupKeys, backupSettingsPath } from "./keys";

export function updateBackupSettings(input: BackupSettings): Promise<BackupSettings> {
  return api.put<BackupSettings>(backupSettingsPath, input);
}

/**
 * Saves the daily backup's switch, hour and how many archives are kept; the list is read again
 * (keeping fewer may have removed the oldest archives).
 */
export function useUpdateBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBackupSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData<BackupsPage>(backupKeys.page, (page) => (page ? { ...page, settings } : page)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
}
