import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { privacyMessages as m } from "@guilda/shared/messages/privacy";
import {
  DATA_EXPORT_TTL_DAYS,
  type DataExport,
  type DataExportStatus,
  type DeleteAccountInput,
} from "@guilda/shared/schemas/privacy";
import { ZipArchive } from "archiver";
import { verifyPassword } from "../../platform/auth/password";
import { isUniqueViolation } from "../../platform/db/errors";
import type { Db } from "../../platform/db";
import type { Deps, Viewer } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import { enforce } from "../../platform/http/rate-limit";
import type { JobContext } from "../../platform/jobs";
import { PendingEvents } from "../../platform/realtime/pending";
import type { StoredObject } from "../../platform/storage";
import { deleteOwnAccount, type MemberFiles } from "../members/members.service";
import { publish } from "../../platform/events";
import { logosKeptFromMember } from "../suppliers/suppliers.service";
import { handOverMemberUploads, queueFileRemoval } from "../uploads/uploads.service";
import { RESOLVED_SECTIONS } from "./export-catalogue";
import * as q from "./privacy.queries";

/** Prepares one copy: builds the ZIP, stores it, marks it ready and tells the member. */
export const DATA_EXPORT_JOB = "data-export";
export type DataExportJob = { exportId: string };
/** Hourly: removes the files of copies past their 7 days. */
export const PURGE_DATA_EXPORTS_JOB = "purge-data-exports";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows read per query while a table is written into the ZIP. */
const PAGE = 500;
/** A copy still pending after this long lost its job (every retry is long over): failed. */
const STALE_PENDING_MS = DAY_MS;

function exportNotFound() {
  return new AppError(404, "NOT_FOUND", m.exportNotFound);
}

function iso(d: Date | null) {
  return d ? d.toISOString() : null;
}

/** A ready copy whose time is over counts as expired even before the sweep removes its file. */
function effectiveStatus(row: q.ExportRow, now: number): DataExportStatus {
  if (row.status === "ready" && row.expires_at && row.expires_at.getTime() <= now) return "expired";
  return row.status as DataExportStatus;
}

function toView(row: q.ExportRow, now = Date.now()): DataExport {
  const status = effectiveStatus(row, now);
  return {
    id: row.id,
    status,
    created_at: row.created_at.toISOString(),
    ready_at: iso(row.ready_at),
    expires_at: iso(row.expires_at),
    size_bytes: row.size_bytes,
    download_url: status === "ready" ? `/api/me/data-exports/${row.id}/download` : null,
  };
}

/** The member's latest copy, or null when they never asked for one. */
export async function latestExport(db: Db, userId: string): Promise<DataExport | null> {
  const row = await q.latestExport(db, userId);
  return row ? toView(row) : null;
}

/**
 * 'Baixar meus dados': a new copy, prepared by a job queued in the same transaction. One copy is
 * prepared at a time per member (a unique index on pending rows), and the requests are budgeted.
 */
export async function requestExport(deps: Deps, viewer: Viewer): Promise<DataExport> {
  const db = deps.database.db;
  const latest = await q.latestExport(db, viewer.userId);
  if (latest?.status === "pending") throw new AppError(409, "CONFLICT", m.exportPending);
  await enforce(db, `dataExports:${viewer.userId}`, 1, deps.config.writeLimits.dataExports);
  // The queue must be running before a job is queued inside a transaction (PGlite).
  await deps.jobs.start();
  try {
    const row = await db.transaction(async (tx) => {
      const created = await q.insertExport(tx, viewer.userId);
      await deps.jobs.enqueueMany<DataExportJob>(DATA_EXPORT_JOB, [{ exportId: created.id }], { db: tx });
      return created;
    });
    return toView(row);
  } catch (error) {
    if (isUniqueViolation(error, "data_exports_pending_idx"))
      throw new AppError(409, "CONFLICT", m.exportPending);
    throw error;
  }
}

export type ExportDownload = { object: StoredObject; filename: string };

/** The owner's ready copy; anyone else's (or a missing one) is 404, an expired one 410. */
export async function exportDownload(
  deps: Deps,
  viewer: Viewer,
  id: string,
  now = Date.now(),
): Promise<ExportDownload> {
  const row = await q.findExport(deps.database.db, id);
  if (!row || row.user_id !== viewer.userId) throw exportNotFound();
  const status = effectiveStatus(row, now);
  if (status === "expired") throw new AppError(410, "EXPORT_EXPIRED", m.exportExpired);
  if (status !== "ready" || !row.storage_key) throw exportNotFound();
  const object = await deps.storage.get(row.storage_key);
  if (!object) throw new AppError(410, "EXPORT_EXPIRED", m.exportExpired);
  const day = (row.ready_at ?? row.created_at).toISOString().slice(0, 10);
  return { object, filename: `meus-dados-${day}.zip` };
}

function readme(member: { full_name: string; email: string }, now: Date) {
  const files = RESOLVED_SECTIONS.map((s) => `- ${s.file}\n  ${s.description}`).join("\n");
  return [
    "CÓPIA DOS SEUS DADOS",
    "",
    `Pessoa: ${member.full_name} <${member.email}>`,
    `Gerada em: ${now.toISOString()} (horário UTC)`,
    "",
    "Esta é a cópia de tudo o que a comunidade guarda sobre você, como prevê a Lei Geral de",
    "Proteção de Dados (LGPD, Lei nº 13.709/2018, art. 18). O link para baixar vale por",
    `${DATA_EXPORT_TTL_DAYS} dias; depois disso o arquivo é apagado dos nossos servidores.`,
    "",
    "FORMATO",
    "Cada arquivo .json (UTF-8) traz um objeto com uma lista por tabela do banco de dados, com os",
    "nomes das colunas como estão guardados. Datas e horas estão no padrão ISO 8601, em UTC.",
    "Senhas, chaves de sessão e links secretos nunca saem do servidor e não estão aqui.",
    "Os arquivos que você enviou (fotos, vídeos, anexos) aparecem como uma lista, com o endereço",
    "de cada um; baixe-os pela comunidade enquanto a sua conta existir.",
    "",
    "ARQUIVOS",
    files,
    "",
    "SEUS DIREITOS",
    "Você pode corrigir o seu perfil em /perfil/editar e excluir a sua conta na seção",
    "'Privacidade e dados' da mesma página. A exclusão apaga o seu perfil e o que é seu de uma",
    "vez; as sugestões que você fez ficam, sem o seu nome.",
    "",
  ].join("\r\n");
}

function jsonLine(value: unknown) {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
}

/** One section as JSON text, read page by page: `{ "table": [rows…], … }`. */
async function* sectionJson(db: Db, section: (typeof RESOLVED_SECTIONS)[number], userId: string) {
  yield "{";
  for (const [i, source] of section.sources.entries()) {
    yield `${i ? "," : ""}\n  ${JSON.stringify(source.tableName)}: [`;
    let count = 0;
    for (let offset = 0; ; offset += PAGE) {
      const rows = await q.sourcePage(db, source, userId, offset, PAGE);
      for (const row of rows) {
        yield `${count ? "," : ""}\n    ${jsonLine(row)}`;
        count += 1;
      }
      if (rows.length < PAGE) break;
    }
    yield count ? "\n  ]" : "]";
  }
  yield "\n}\n";
}

/** Writes the member's ZIP to `file`, streamed table by table; answers its size in bytes. */
export async function writeExportZip(db: Db, userId: string, file: string, now = new Date()) {
  const member = await q.memberName(db, userId);
  if (!member) throw new Error("member not found");
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const written = pipeline(archive, createWriteStream(file));
  archive.append(readme(member, now), { name: "LEIA-ME.txt", date: now });
  for (const section of RESOLVED_SECTIONS) {
    archive.append(Readable.from(sectionJson(db, section, userId)), { name: section.file, date: now });
  }
  await Promise.all([archive.finalize(), written]);
  return (await stat(file)).size;
}

/**
 * The worker of DATA_EXPORT_JOB. The ZIP is written to a temp file, moved into storage, and the
 * row marked ready with the notification in one transaction. A copy no longer pending (its
 * member deleted the account meanwhile) keeps no file. After the last failed try it is 'failed'.
 */
export async function buildExport(deps: Deps, { exportId }: DataExportJob, job: JobContext) {
  const db = deps.database.db;
  const row = await q.findExport(db, exportId);
  if (!row || row.status !== "pending") return;
  const tmpDir = path.join(deps.config.dataDir, "tmp");
  await mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${randomUUID()}.zip`);
  try {
    const now = new Date();
    const size = await writeExportZip(db, row.user_id, file, now);
    const key = `exports/${now.getTime()}-${row.id}.zip`;
    await deps.storage.putFile(key, file, "application/zip");
    const events = new PendingEvents();
    const ready = await db.transaction(async (tx) => {
      const updated = await q.markReady(tx, row.id, {
        storage_key: key,
        size_bytes: size,
        ready_at: now,
        expires_at: new Date(now.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS),
      });
      if (updated) {
        await publish({ tx, pending: events }, "data_export.ready", {
          userId: row.user_id,
          exportId: row.id,
        });
      }
      return updated;
    });
    if (!ready) await deps.storage.remove(key);
    else await events.flush(deps.realtime);
  } catch (error) {
    if (job.isLastAttempt) await q.markFailed(db, row.id);
    throw error;
  } finally {
    await rm(file, { force: true });
  }
}

/** The sweep: files of copies past their time are removed; lost pending copies become failed. */
export async function purgeExpiredExports(deps: Deps, now = Date.now()) {
  const db = deps.database.db;
  let removed = 0;
  for (;;) {
    const batch = await q.listExpired(db, new Date(now), 100);
    for (const row of batch) {
      if (row.storage_key) await deps.storage.remove(row.storage_key);
      await q.markExpired(db, row.id);
    }
    removed += batch.length;
    if (batch.length < 100) break;
  }
  const failed = await q.failStalePending(db, new Date(now - STALE_PENDING_MS));
  return { removed, failed };
}

/**
 * 'Excluir minha conta': the typed confirmation (checked by the schema) and the password when the
 * member has one; then the deletion cascade of members.service in one transaction (never the last
 * admin) and the files of the member's copies.
 */
export async function deleteAccount(deps: Deps, viewer: Viewer, input: DeleteAccountInput) {
  const db = deps.database.db;
  await enforce(db, `accountDeletions:${viewer.userId}`, 1, deps.config.writeLimits.accountDeletions);
  const hash = await q.passwordHashOf(db, viewer.userId);
  if (hash) {
    if (!input.password) throw AppError.validation({ password: m.passwordRequired });
    if (!(await verifyPassword({ hash, password: input.password })))
      throw AppError.validation({ password: m.passwordWrong });
  }
  await deleteOwnAccount(db, viewer.userId, memberFiles(deps));
}

/**
 * The files of a member being deleted (by an admin or by the member), settled in the deletion's
 * transaction. What they made for the community stays, no longer theirs: a lesson's video and
 * files, course and event covers, the logo of a supplier in the directory. What is theirs goes:
 * their photo, their posts' images and videos, uploads never used, logos of their suggestions not
 * approved (cleared from the suggestion) and the copies of 'Baixar meus dados'. The files go after
 * commit, through a job that retries until the storage has removed each one.
 */
export function memberFiles(deps: Pick<Deps, "jobs">): MemberFiles {
  return {
    prepare: () => deps.jobs.start(),
    async release(tx, userId) {
      const keepLogos = await logosKeptFromMember(tx, userId);
      const keys = [
        ...(await handOverMemberUploads(tx, userId, keepLogos)),
        ...(await q.exportKeysOf(tx, userId)),
      ];
      await queueFileRemoval(deps.jobs, tx, keys);
    },
  };
}
