import { webBackupsMessages as m } from "@guilda/shared/messages/web-backups";
import type { BackupView } from "@guilda/shared/schemas/backups";

const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" });
const sizeFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** '28/11/2026, 03:00' (the browser's time zone). */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** '1,4 MB' (powers of 1024, like the other file sizes of the app). */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${UNITS[unit]}`;
}

/** '12 s', '1 min 5 s', '1 h 2 min'. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 1000);
  if (seconds < 1) return m.lessThanASecond;
  if (seconds < 60) return m.seconds(seconds);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return m.minutes(minutes, seconds % 60);
  return m.hours(Math.floor(minutes / 60), minutes % 60);
}

/** '35 tabelas', '1.234 linhas', '12 arquivos', once the backup has them (shown joined by ' · '). */
export function contentParts(item: BackupView): string[] | null {
  if (item.tables === null || item.rows === null || item.files === null) return null;
  return m.contentParts(item.tables, item.rows, item.files);
}

/** Where a running backup is: 'Copiando o banco: 12.345 de 50.000 linhas', 'Finalizando…'. */
export function progressLine(item: BackupView): string {
  const progress = item.progress;
  if (item.status === "queued" || !progress) return m.queuedLine;
  switch (progress.phase) {
    case "database":
      return progress.rows_total > 0
        ? m.databaseLine(progress.rows_done, progress.rows_total)
        : m.databaseStarting;
    case "files":
      return progress.files_total > 0
        ? m.filesLine(progress.files_done, progress.files_total)
        : m.filesStarting;
    case "saving":
      return m.savingLine;
  }
}

/**
 * How far a running backup is (0–100), or null while that is not known yet: queued, or copying a
 * database whose rows have not been counted (nothing to weigh the work by).
 */
export function progressPercent(item: BackupView): number | null {
  const progress = item.progress;
  if (item.status !== "running" || !progress) return null;
  if (progress.phase === "database" && progress.rows_total === 0) return null;
  return Math.min(100, Math.max(0, progress.percent));
}
