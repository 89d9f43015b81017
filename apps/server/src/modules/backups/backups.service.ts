import { randomBytes } from "node:crypto";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { auditMessages } from "@guilda/shared/messages/audit";
import { backupMessages as m } from "@guilda/shared/messages/backups";
import {
  BACKUP_HOUR_DEFAULT,
  BACKUP_RETENTION_DEFAULT,
  BACKUP_TIME_ZONE,
  type BackupProgress as BackupProgressView,
  type BackupSettings,
  type BackupsPage,
  type BackupView,
} from "@guilda/shared/schemas/backups";
import type { AdminAreaCounts } from "@guilda/shared/schemas/admin-hub";
import type { Config } from "../../config";
import { writeBackup } from "../../platform/backup/write";
import { emptyProgress, type BackupProgress } from "../../platform/backup/manifest";
import { isUniqueViolation } from "../../platform/db/errors";
import type { Db } from "../../platform/db";
import { publish } from "../../platform/events";
import type { Deps, Viewer } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import type { JobContext } from "../../platform/jobs";
import { PendingEvents } from "../../platform/realtime/pending";
import {
  BACKUPS_FOLDER,
  createLocalStorage,
  createS3Storage,
  type Storage,
  type StoredObject,
} from "../../platform/storage";
import { recordAudit, recordAuditChange } from "../audit/audit.service";
import { adminIds } from "../profiles/profiles.service";
import * as q from "./backups.queries";

/** Makes one archive (data: BackupJob). */
export const BACKUP_RUN_JOB = "backup.run";
/** Checks whether today's scheduled backup is due (every instance ticks; one backup per day). */
export const BACKUP_SCHEDULE_JOB = "backup.schedule";
export type BackupJob = { backupId: string };

/** Failed attempts stay on the list this long, then go. */
const FAILED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** How often a running backup's progress is written for the other instances (PostgreSQL). */
const PROGRESS_WRITE_MS = 1000;
/** A backup made by the command, silent this long, died with it. */
const HEARTBEAT_LOST_SECONDS = 60;

const DEFAULT_SETTINGS: BackupSettings = {
  enabled: true,
  hour: BACKUP_HOUR_DEFAULT,
  retention: BACKUP_RETENTION_DEFAULT,
};

/** Where the archives are kept: DATA_DIR/backups, or backups/ in the S3 bucket. */
const stores = new WeakMap<Config, Storage>();
function archiveStore(config: Config): Storage {
  let store = stores.get(config);
  if (!store) {
    store = config.s3
      ? createS3Storage(config.s3, BACKUPS_FOLDER)
      : createLocalStorage(config.dataDir, BACKUPS_FOLDER);
    stores.set(config, store);
  }
  return store;
}

/** Progress of the backups this process is making (read before the row's, which lags). */
const running = new Map<string, BackupProgress>();

/** 'guilda-backup-20261129-030000-k3x9a1.zip' (UTC). */
const archiveKey = (at: Date) =>
  `guilda-backup-${format(new TZDate(at.getTime(), "UTC"), "yyyyMMdd-HHmmss")}-${randomBytes(4).toString("hex")}.zip`;

/** The archive's name when downloaded: 'guilda-backup-2026-11-29-0300.zip' (Brasília). */
const downloadName = (at: Date) =>
  `guilda-backup-${format(new TZDate(at.getTime(), BACKUP_TIME_ZONE), "yyyy-MM-dd-HHmm")}.zip`;

/** The database first (most of the work for most communities), then the files, then the manifest. */
function percentOf(progress: BackupProgress): number {
  const share = (done: number, total: number, empty: number) =>
    total > 0 ? Math.min(1, done / total) : empty;
  // Before the rows are counted there is nothing to show yet; a backup without files has none to copy.
  if (progress.phase === "database")
    return Math.floor(70 * share(progress.rows_done, progress.rows_total, 0));
  if (progress.phase === "files")
    return 70 + Math.floor(29 * share(progress.files_done, progress.files_total, 1));
  return 99;
}

function progressView(progress: BackupProgress | null | undefined): BackupProgressView | null {
  if (!progress) return null;
  return {
    phase: progress.phase === "files" ? "files" : progress.phase === "database" ? "database" : "saving",
    rows_done: progress.rows_done,
    rows_total: progress.rows_total,
    files_done: progress.files_done,
    files_total: progress.files_total,
    percent: percentOf(progress),
  };
}

export async function getBackupSettings(db: Db): Promise<BackupSettings> {
  const row = await q.findSettings(db);
  return row ? { enabled: row.enabled, hour: row.hour, retention: row.retention } : DEFAULT_SETTINGS;
}

/** Saves the daily backup's settings; an admin's change is recorded (`by`), a command's is not. */
export async function saveBackupSettings(
  db: Db,
  settings: BackupSettings,
  by?: string,
): Promise<BackupSettings> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = await getBackupSettings(tx);
    await q.saveSettings(tx, settings);
    const after = await getBackupSettings(tx);
    if (by)
      await recordAuditChange(tx, {
        actorId: by,
        action: "backup.settings",
        target: { kind: "backup", label: auditMessages.targets.backups },
        before,
        after,
      });
    return after;
  });
}

function view(row: q.BackupRow, requesterName: string | null): BackupView {
  const active = row.status === "queued" || row.status === "running";
  return {
    id: row.id,
    status: row.status as BackupView["status"],
    trigger: row.trigger as BackupView["trigger"],
    requested_by:
      row.requested_by && requesterName ? { id: row.requested_by, full_name: requesterName } : null,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    size_bytes: row.size_bytes,
    duration_ms:
      row.started_at && row.finished_at ? row.finished_at.getTime() - row.started_at.getTime() : null,
    tables: row.tables,
    rows: row.rows,
    files: row.files,
    error: row.error,
    progress: active
      ? (progressView(running.get(row.id)) ?? row.progress ?? progressView(emptyProgress("database")))
      : null,
    download_url: row.status === "done" && row.file_key ? `/api/admin/backups/${row.id}/download` : null,
  };
}

/**
 * GET /api/admin/backups. A backup still 'queued' or 'running' whose job is gone (its process died
 * and no retry is left) is marked failed here, so the list never shows one running forever.
 */
export async function backupsPage(deps: Deps): Promise<BackupsPage> {
  const db = deps.database.db;
  let rows = await q.listBackups(db);
  const active = rows.filter((r) => r.backup.status === "queued" || r.backup.status === "running");
  if (active.length > 0) {
    // Alive: made by this process, by a job still waiting or running, or by `npm run backup`
    // (no job; it writes its progress every second on PostgreSQL).
    const ids = active.map((r) => r.backup.id).filter((id) => !running.has(id));
    const live = await deps.jobs.liveJobs(BACKUP_RUN_JOB, "backupId", ids);
    const heard = await q.heardFrom(db, ids, HEARTBEAT_LOST_SECONDS);
    const lost = ids.filter((id) => !live.has(id) && !heard.has(id));
    for (const id of lost) await fail(deps, id, m.interrupted);
    if (lost.length) rows = await q.listBackups(db);
  }
  return {
    settings: await getBackupSettings(db),
    destination: deps.config.s3 ? "s3" : "local",
    items: rows.map((r) => view(r.backup, r.requester_name)),
  };
}

/** Queues a backup and its job together; refused while another one waits or runs. */
async function queueBackup(
  deps: Deps,
  values: { trigger: "manual" | "schedule"; requested_by?: string; scheduled_for?: string },
): Promise<string | null> {
  // The queue must be running before a job is queued inside a transaction (PGlite).
  await deps.jobs.start();
  try {
    return await deps.database.db.transaction(async (tx) => {
      const id = await q.insertBackup(tx as unknown as Db, values);
      await deps.jobs.enqueueMany<BackupJob>(BACKUP_RUN_JOB, [{ backupId: id }], { db: tx as unknown as Db });
      if (values.requested_by)
        await recordAudit(tx as unknown as Db, {
          actorId: values.requested_by,
          action: "backup.create",
          target: { kind: "backup", id, label: auditMessages.targets.backups },
        });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** POST /api/admin/backups — 'Fazer backup agora'. */
export async function requestBackup(deps: Deps, viewer: Viewer): Promise<{ id: string }> {
  const id = await queueBackup(deps, { trigger: "manual", requested_by: viewer.userId });
  if (!id) throw new AppError(409, "CONFLICT", m.alreadyRunning);
  return { id };
}

/**
 * The worker of BACKUP_SCHEDULE_JOB: from the chosen hour (Brasília) on, today's backup is queued
 * once. Every instance may tick; the day's unique row lets only one through. While another backup
 * runs, the next tick tries again.
 */
export async function scheduledBackup(deps: Deps, now = new Date()) {
  const settings = await getBackupSettings(deps.database.db);
  if (!settings.enabled) return;
  const local = new TZDate(now.getTime(), BACKUP_TIME_ZONE);
  if (local.getHours() < settings.hour) return;
  await queueBackup(deps, { trigger: "schedule", scheduled_for: format(local, "yyyy-MM-dd") });
}

/** Marks a backup failed and tells the admins (once: a backup already ended is left alone). */
async function fail(deps: Deps, backupId: string, error: string) {
  const pending = new PendingEvents();
  await deps.database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await q.markFailed(tx, backupId, error, new Date()))) return;
    await publish({ tx, pending }, "backup.failed", { backupId, error, tell: await adminIds(tx) });
  });
  await pending.flush(deps.realtime);
}

/** Keeps the progress in memory, and on PostgreSQL in the row too, once a second, for the other instances. */
function progressReporter(deps: Deps, backupId: string) {
  let latest: BackupProgress | undefined;
  let writing = Promise.resolve();
  const timer =
    deps.database.kind === "postgres"
      ? setInterval(() => {
          const progress = latest;
          if (progress)
            writing = writing.then(() =>
              q.saveProgress(deps.database.db, backupId, progressView(progress)!).catch(() => undefined),
            );
        }, PROGRESS_WRITE_MS)
      : undefined;
  return {
    update(progress: BackupProgress) {
      latest = progress;
      running.set(backupId, progress);
    },
    async stop() {
      clearInterval(timer);
      await writing;
      running.delete(backupId);
    },
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The worker of BACKUP_RUN_JOB: writes the archive to DATA_DIR/tmp, moves it to the backups folder
 * (or uploads it to the bucket), records it, and removes the archives beyond the retention. After
 * the last failed try the backup is 'failed' and the admins are told.
 */
export async function runBackup(deps: Deps, { backupId }: BackupJob, job: JobContext) {
  const db = deps.database.db;
  const row = await q.findBackup(db, backupId);
  if (!row || row.status === "done" || row.status === "failed") return;
  const started = new Date();
  const key = archiveKey(started);
  if (!(await q.markRunning(db, backupId, key, started))) return;
  const tmpDir = path.join(deps.config.dataDir, "tmp");
  const file = path.join(tmpDir, key);
  const reporter = progressReporter(deps, backupId);
  try {
    await mkdir(tmpDir, { recursive: true });
    const manifest = await writeBackup({
      database: deps.database,
      storage: deps.storage,
      file,
      onProgress: reporter.update,
    });
    const size = (await stat(file)).size;
    await archiveStore(deps.config).putFile(key, file, "application/zip");
    await reporter.stop();
    await q.markDone(db, backupId, {
      size_bytes: size,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      files: manifest.files.count,
      finished_at: new Date(),
    });
    deps.logger.info({ backupId, size, key }, "backup written");
    await applyRetention(deps);
  } catch (error) {
    await reporter.stop();
    await rm(file, { force: true }).catch(() => undefined);
    await rm(`${file}.partial`, { force: true }).catch(() => undefined);
    deps.logger.error({ err: error, backupId }, "backup failed");
    if (!job.isLastAttempt) throw error;
    await fail(deps, backupId, reasonOf(error));
  }
}

/**
 * `npm run backup`: the same backup as 'Fazer backup agora', made by this process at once (it
 * appears on /admin/backups and counts for the retention). Null while another one runs.
 */
export async function backupFromCommand(
  deps: Deps,
  onProgress: (progress: BackupProgress) => void,
): Promise<{ key: string; location: string; row: q.BackupRow } | null> {
  let id: string;
  try {
    id = await q.insertBackup(deps.database.db, { trigger: "manual" });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  const watch = setInterval(() => {
    const progress = running.get(id);
    if (progress) onProgress(progress);
  }, 200);
  try {
    await runBackup(deps, { backupId: id }, { id, retryCount: 0, isLastAttempt: true });
  } finally {
    clearInterval(watch);
  }
  const row = (await q.findBackup(deps.database.db, id))!;
  const key = row.file_key ?? "";
  const location = deps.config.s3
    ? `s3://${deps.config.s3.bucket}/${BACKUPS_FOLDER}/${key}`
    : path.join(deps.config.dataDir, BACKUPS_FOLDER, key);
  return { key, location, row };
}

/** Keeps the newest `retention` archives; older ones lose their file and row. */
export async function applyRetention(deps: Deps, now = new Date()) {
  const db = deps.database.db;
  const { retention } = await getBackupSettings(db);
  const old = await q.doneBeyond(db, retention);
  const store = archiveStore(deps.config);
  for (const backup of old) if (backup.file_key) await store.remove(backup.file_key);
  await q.deleteBackups(
    db,
    old.map((b) => b.id),
  );
  await q.deleteFailedBefore(db, new Date(now.getTime() - FAILED_KEPT_MS));
}

/** GET /api/admin/backups/:id/download — the archive, for admins. */
export async function backupDownload(
  deps: Deps,
  id: string,
): Promise<{ object: StoredObject; filename: string }> {
  const row = await q.findBackup(deps.database.db, id);
  if (!row) throw new AppError(404, "NOT_FOUND", m.notFound);
  const object =
    row.status === "done" && row.file_key ? await archiveStore(deps.config).get(row.file_key) : null;
  if (!object) throw new AppError(404, "NOT_FOUND", m.fileGone);
  return { object, filename: downloadName(row.started_at ?? row.created_at) };
}

/** The admin hub's card: the newest backup, how many are kept, whether the daily one is on. */
export async function backupsHubCounts(db: Db): Promise<AdminAreaCounts["backups"]> {
  const [counts, { enabled }] = await Promise.all([q.hubCounts(db), getBackupSettings(db)]);
  return { ...counts, enabled };
}
