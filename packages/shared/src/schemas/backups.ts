import { z } from "./zod";
import { backupMessages as m } from "../messages/backups";

/** Archives kept when the admin has not chosen (the oldest successful ones go first). */
export const BACKUP_RETENTION_DEFAULT = 7;
export const BACKUP_RETENTION_MAX = 60;
/** The daily backup's hour, in the community's time zone (Brasília), when the admin has not chosen. */
export const BACKUP_HOUR_DEFAULT = 3;
/** The time zone the daily backup's hour is read in. */
export const BACKUP_TIME_ZONE = "America/Sao_Paulo";

export const BACKUP_STATUSES = ["queued", "running", "done", "failed"] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];
export const BACKUP_TRIGGERS = ["manual", "schedule"] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

/** PUT /api/admin/backups/settings */
export const backupSettingsSchema = z
  .object({
    enabled: z.boolean({ error: m.enabledInvalid }),
    hour: z.number({ error: m.hourInvalid }).int(m.hourInvalid).min(0, m.hourInvalid).max(23, m.hourInvalid),
    retention: z
      .number({ error: m.retentionInvalid })
      .int(m.retentionInvalid)
      .min(1, m.retentionInvalid)
      .max(BACKUP_RETENTION_MAX, m.retentionInvalid),
  })
  .strict();
export type BackupSettings = z.infer<typeof backupSettingsSchema>;

/** Where a running backup is: the database's rows first (one snapshot), then the files. */
export type BackupProgress = {
  phase: "database" | "files" | "saving";
  rows_done: number;
  rows_total: number;
  files_done: number;
  files_total: number;
  /** 0–100, rows and files weighed by what is left to copy. */
  percent: number;
};

export type BackupView = {
  id: string;
  status: BackupStatus;
  trigger: BackupTrigger;
  /** Who pressed 'Fazer backup agora' (null for the daily one, or an account since removed). */
  requested_by: { id: string; full_name: string } | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** The archive's size in bytes, once written. */
  size_bytes: number | null;
  duration_ms: number | null;
  tables: number | null;
  rows: number | null;
  files: number | null;
  /** Why it failed (pt-BR), for a failed one. */
  error: string | null;
  /** While queued or running. */
  progress: BackupProgress | null;
  /** Set when the archive can be downloaded (admins only). */
  download_url: string | null;
};

/** GET /api/admin/backups — admins only. */
export type BackupsPage = {
  settings: BackupSettings;
  /** Where the archives are kept: the server's disk (DATA_DIR/backups) or the S3 bucket. */
  destination: "local" | "s3";
  /** Newest first. */
  items: BackupView[];
};
