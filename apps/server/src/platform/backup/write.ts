import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { Transform, type Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import { ZipArchive } from "archiver";
import { ident, type Database, type Snapshot } from "../db";
import type { Storage } from "../storage";
import {
  APP_VERSION,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  emptyProgress,
  fileEntry,
  MANIFEST_ENTRY,
  SHIPPED_MIGRATIONS,
  tableEntry,
  type BackupProgress,
  type Manifest,
} from "./manifest";
import { listSequences, listTables } from "./catalog";

/**
 * Counts what passes (bytes, and lines: one per row in COPY's text format) and its SHA-256, without
 * holding it; `onChunk` hears the lines so far as they pass.
 */
function measure(onChunk?: (lines: number) => void) {
  const hash = createHash("sha256");
  const counted = { bytes: 0, lines: 0, sha256: "" };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      counted.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) counted.lines += 1;
      onChunk?.(counted.lines);
      done(null, chunk);
    },
    flush(done) {
      counted.sha256 = hash.digest("hex");
      done();
    },
  });
  return { stream, counted };
}

/** Adds `source` to the archive as `name` and waits until the archive has taken all of it. */
async function addEntry(
  archive: ZipArchive,
  source: Readable,
  name: string,
  date: Date,
  onChunk?: (lines: number) => void,
) {
  const { stream, counted } = measure(onChunk);
  source.on("error", (error) => stream.destroy(error));
  archive.append(source.pipe(stream), { name, date });
  await finished(stream);
  return counted;
}

export type WriteBackupOptions = {
  database: Database;
  storage: Storage;
  /** The archive to write (a temporary file beside it is renamed when complete). */
  file: string;
  onProgress?: (progress: BackupProgress) => void;
  now?: () => Date;
};

/**
 * Writes a backup archive (ZIP): every table's rows in COPY's text format, read from one snapshot
 * of the database, then every uploaded file, then `manifest.json` with the row counts, the files
 * and the SHA-256 of every entry. Streamed: memory stays flat whatever the size.
 */
export async function writeBackup({
  database,
  storage,
  file,
  onProgress = () => undefined,
  now = () => new Date(),
}: WriteBackupOptions): Promise<Manifest> {
  const started = now();
  const partial = `${file}.partial`;
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const written = pipeline(archive, createWriteStream(partial));
  const progress = emptyProgress("database");
  try {
    const { tables, sequences, migrations } = await database.snapshot((snapshot) =>
      dumpDatabase(snapshot, archive, started, progress, onProgress),
    );

    progress.phase = "files";
    const keys: { key: string; size: number }[] = [];
    for await (const object of storage.list()) keys.push(object);
    progress.files_total = keys.length;
    onProgress({ ...progress });
    const items: Manifest["files"]["items"] = [];
    for (const { key } of keys) {
      // An upload removed since it was listed is simply not in the archive.
      const object = await storage.get(key);
      if (!object) continue;
      const entry = fileEntry(key);
      const counted = await addEntry(archive, object.body, entry, started);
      items.push({ key, entry, size: counted.bytes, sha256: counted.sha256 });
      progress.files_done += 1;
      onProgress({ ...progress });
    }

    progress.phase = "saving";
    onProgress({ ...progress });
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      app_version: APP_VERSION,
      created_at: started.toISOString(),
      source: database.kind,
      migrations,
      tables,
      sequences,
      files: { count: items.length, bytes: items.reduce((sum, item) => sum + item.size, 0), items },
      duration_ms: Math.max(0, now().getTime() - started.getTime()),
    };
    archive.append(JSON.stringify(manifest, null, 2), { name: MANIFEST_ENTRY, date: started });
    await Promise.all([archive.finalize(), written]);
    await rename(partial, file);
    return manifest;
  } catch (error) {
    archive.abort();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

async function dumpDatabase(
  snapshot: Snapshot,
  archive: ZipArchive,
  date: Date,
  progress: BackupProgress,
  onProgress: (progress: BackupProgress) => void,
) {
  const applied = await snapshot.query<{ count: number }>(
    "select count(*)::int as count from drizzle.__drizzle_migrations",
  );
  const migrations = SHIPPED_MIGRATIONS.slice(0, applied[0]?.count ?? 0);
  const tables = await listTables(snapshot);
  for (const table of tables) {
    const [counted] = await snapshot.query<{ rows: number }>(
      `select count(*)::float8 as rows from ${ident(table.name)}`,
    );
    progress.rows_total += Number(counted?.rows ?? 0);
  }
  onProgress({ ...progress });
  const dumped: Manifest["tables"] = [];
  for (const table of tables) {
    const before = progress.rows_done;
    const counted = await addEntry(
      archive,
      snapshot.copyOut(table.name, table.columns),
      tableEntry(table.name),
      date,
      (lines) => {
        progress.rows_done = before + lines;
        onProgress({ ...progress });
      },
    );
    progress.rows_done = before + counted.lines;
    dumped.push({
      name: table.name,
      columns: table.columns,
      rows: counted.lines,
      entry: tableEntry(table.name),
      bytes: counted.bytes,
      sha256: counted.sha256,
    });
  }
  progress.rows_total = progress.rows_done;
  onProgress({ ...progress });
  return { tables: dumped, sequences: await listSequences(snapshot), migrations };
}
