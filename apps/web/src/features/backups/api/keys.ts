/** Every backups query starts with "backups": one invalidation refreshes the page. */
export const backupKeys = {
  all: ["backups"] as const,
  page: ["backups", "page"] as const,
};

export const backupsPath = "/api/admin/backups";
export const backupSettingsPath = "/api/admin/backups/settings";
