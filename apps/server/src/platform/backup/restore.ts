import { randomUUID, createHash } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform, Writable, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { backupMessages as m } from "@guilda/shared/messages/backups";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import yauzl from "yauzl";
import { ident, migrationsFolder, PGLITE_EXTENSIONS } from "../db";
import type { Storage } from "../storage";
import { EXCLUDED_TABLES, listForeignKeys, listSequences, listTables } from "./catalog";
import {
  BACKUP_FORMAT,
  BackupError,
  emptyProgress,
  MANIFEST_ENTRY,
  manifestSchema,
  SHIPPED_MIGRATIONS,
  type BackupProgress,
  type Manifest,
} from "./manifest";

/** A manifest is small (a line per table and per file); anything far larger is not ours. */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;
/** PGlite loads a table's rows this many bytes at a time (whole lines). */
const PGLITE_LOAD_BYTES = 4 * 1024 * 1024;

type Zip = { file: yauzl.ZipFile; entries: Map<string, yauzl.Entry> };

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );
}

function readEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  return new Promise((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );
}

/** Whether the file starts like a ZIP archive (then a failure to read it means it is damaged). */
async function looksLikeZip(file: string) {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Turns a reading failure into the pt-BR message (a BackupError passes as it is). */
function damaged(error: unknown): BackupError {
  return error instanceof BackupError ? error : new BackupError(m.corrupted(reason(error)));
}

/**
 * Opens an archive and reads its manifest, refusing what is not a Guilda backup, what is damaged,
 * and what a newer version (or another line of migrations) wrote. Reads nothing else yet.
 */
export async function inspectBackup(file: string): Promise<Zip & { manifest: Manifest }> {
  if (!existsSync(file)) throw new BackupError(m.fileMissing(file));
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw (await looksLikeZip(file).catch(() => false)) ? damaged(error) : new BackupError(m.notAnArchive);
  }
  try {
    const entries = await readEntries(zip).catch((error: unknown) => Promise.reject(damaged(error)));
    const manifestEntry = entries.get(MANIFEST_ENTRY);
    if (!manifestEntry || manifestEntry.uncompressedSize > MANIFEST_MAX_BYTES)
      throw new BackupError(m.notAnArchive);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await entryStream(zip, manifestEntry)) chunks.push(chunk as Buffer);
    } catch (error) {
      throw damaged(error);
    }
    let raw: unknown;
    try {
      raw = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      throw new BackupError(m.notAnArchive);
    }
    if ((raw as { format?: unknown } | null)?.format !== BACKUP_FORMAT) throw new BackupError(m.notAnArchive);
    const { migrations, app_version: version } = (raw ?? {}) as {
      migrations?: unknown;
      app_version?: unknown;
    };
    // A newer version is told as such even when the rest of its manifest is new to this code.
    if (Array.isArray(migrations) && migrations.length > SHIPPED_MIGRATIONS.length)
      throw new BackupError(m.newerVersion(String(version ?? "?"), String(migrations.at(-1))));
    const parsed = manifestSchema.safeParse(raw);
    if (!parsed.success) throw new BackupError(m.corrupted("manifesto inválido"));
    const manifest = parsed.data;
    const other = manifest.migrations.find((tag, i) => SHIPPED_MIGRATIONS[i] !== tag);
    if (other) throw new BackupError(m.otherHistory(other));
    for (const entry of [...manifest.tables.map((t) => t.entry), ...manifest.files.items.map((f) => f.entry)])
      if (!entries.has(entry)) throw new BackupError(m.corrupted(`falta ${entry}`));
    return { file: zip, entries, manifest };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Reads every entry the manifest lists and checks its size and SHA-256 (nothing is written). */
export async function verifyBackup(
  zip: Zip,
  manifest: Manifest,
  onProgress: (progress: BackupProgress) => void = () => undefined,
) {
  const progress = emptyProgress("verify");
  const listed = [
    ...manifest.tables.map((t) => ({ entry: t.entry, bytes: t.bytes, sha256: t.sha256 })),
    ...manifest.files.items.map((f) => ({ entry: f.entry, bytes: f.size, sha256: f.sha256 })),
  ];
  progress.bytes_total = listed.reduce((sum, item) => sum + item.bytes, 0);
  onProgress({ ...progress });
  for (const item of listed) {
    const hash = createHash("sha256");
    let bytes = 0;
    try {
      await pipeline(
        await entryStream(zip.file, zip.entries.get(item.entry)!),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            bytes += chunk.length;
            progress.bytes_done += chunk.length;
            onProgress({ ...progress });
            done();
          },
        }),
      );
    } catch (error) {
      throw damaged(error);
    }
    if (bytes !== item.bytes || hash.digest("hex") !== item.sha256)
      throw new BackupError(m.checksumMismatch(item.entry));
  }
}

/** What the rows are loaded through, in one transaction of the target. */
type Loader = {
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  copyIn(table: string, columns: string[], source: Readable): Promise<void>;
};

/** A database to restore into. Nothing is visible to the app until `commit()`. */
type Target = {
  /** What it is, in pt-BR, for the 'not empty' message. */
  describe: string;
  isEmpty(): Promise<boolean>;
  /** Makes a non-empty target empty (with --force). */
  clear(): Promise<void>;
  migrate(folder: string): Promise<void>;
  load<T>(work: (loader: Loader) => Promise<T>): Promise<T>;
  commit(): Promise<void>;
  /** Leaves the target as it was before (empty). */
  discard(): Promise<void>;
  /** Lets go of a target that was not touched (refused). */
  release(): Promise<void>;
};

export type RestoreTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

function postgresTarget(url: string): Target {
  const client = new pg.Client({ connectionString: url });
  const connected = client.connect();
  const clear = async () => {
    await connected;
    await client.query(
      "drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public",
    );
  };
  return {
    describe: "o banco PostgreSQL de DATABASE_URL já tem tabelas",
    async isEmpty() {
      await connected;
      const { rows } = await client.query<{ count: number }>(
        "select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
      );
      return rows[0]!.count === 0;
    },
    clear,
    async migrate(folder) {
      await connected;
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
    },
    async load(work) {
      await connected;
      await client.query("begin");
      try {
        const result = await work({
          query: async (text, values) => (await client.query(text, values)).rows,
          copyIn: (table, columns, source) =>
            pipeline(
              source,
              client.query(copyFrom(`copy ${ident(table)} (${columns.map(ident).join(", ")}) from stdin`)),
            ),
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      }
    },
    commit: () => client.end(),
    async discard() {
      await clear().catch(() => undefined);
      await client.end().catch(() => undefined);
    },
    release: () => client.end().catch(() => undefined),
  };
}

/** Lines of COPY text in pieces of about `size` bytes, each ending at a line's end. */
function wholeLines(size: number) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= size) {
        const all = Buffer.concat(pending);
        const cut = all.lastIndexOf(10) + 1;
        if (cut > 0) this.push(all.subarray(0, cut));
        pending = cut < all.length ? [all.subarray(cut)] : [];
        pendingBytes = all.length - cut;
      }
      done();
    },
    flush(done) {
      if (pendingBytes > 0) this.push(Buffer.concat(pending));
      done();
    },
  });
}

function pgliteTarget(dataDir: string): Target {
  const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
  const work = `${dataDir}.restoring-${stamp}`;
  let db: PGlite | undefined;
  const open = () => {
    if (!db) mkdirSync(path.dirname(work), { recursive: true });
    return (db ??= new PGlite({ dataDir: work, extensions: PGLITE_EXTENSIONS }));
  };
  return {
    describe: `o banco embutido em ${dataDir} já tem dados`,
    async isEmpty() {
      return !existsSync(dataDir) || (await readdir(dataDir)).length === 0;
    },
    // The old data dir is set aside (renamed) only once the new one is complete: see commit().
    clear: async () => undefined,
    async migrate(folder) {
      await migratePglite(drizzlePglite(open()), { migrationsFolder: folder });
    },
    load(run) {
      return open().transaction((tx: Transaction) =>
        run({
          query: async (text, values) => (await tx.query(text, values)).rows as never[],
          async copyIn(table, columns, source) {
            const statement = `copy ${ident(table)} (${columns.map(ident).join(", ")}) from '/dev/blob'`;
            for await (const piece of source.pipe(wholeLines(PGLITE_LOAD_BYTES)))
              await tx.query(statement, [], { blob: new Blob([piece as Buffer]) });
          },
        }),
      );
    },
    async commit() {
      await open().close();
      if (existsSync(dataDir)) await rename(dataDir, `${dataDir}.before-restore-${stamp}`);
      await rename(work, dataDir);
    },
    async discard() {
      await db?.close().catch(() => undefined);
      await rm(work, { recursive: true, force: true });
    },
    release() {
      return this.discard();
    },
  };
}

/** A migrations folder holding only the first `count` of ours: the schema the archive was taken in. */
async function migrationsUpTo(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "guilda-migrations-"));
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(0, count);
  await mkdir(path.join(folder, "meta"));
  await writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/**
 * The files already where the archive's go. Those of the archive itself (same name and size: names
 * are unique) are no obstacle — the uploads folder of the database being moved, say — and are not
 * copied again; any other file makes the target not empty.
 */
async function filesInPlace(storage: Storage, manifest: Manifest) {
  const archived = new Map(manifest.files.items.map((item) => [item.key, item.size]));
  const same = new Set<string>();
  let others = false;
  for await (const object of storage.list()) {
    if (archived.get(object.key) === object.size) same.add(object.key);
    else others = true;
  }
  return { same, others };
}

export type RestoreOptions = {
  file: string;
  target: RestoreTarget;
  /** Where the files go (the uploads folder or the S3 bucket of the target's configuration). */
  storage: Storage;
  /** Replace what the target holds. */
  force?: boolean;
  /** A folder on the same disk as the uploads, for files on their way in. */
  tmpDir: string;
  onProgress?: (progress: BackupProgress) => void;
};

/**
 * Restores an archive: reads its manifest and checks every entry before anything is written; then
 * builds the schema the archive was taken in, loads every table in one transaction (foreign keys
 * added back afterwards, which checks them all), sets the sequences, copies the files, and runs
 * the migrations that came after the archive.
 */
export async function restoreBackup({
  file,
  target: where,
  storage,
  force = false,
  tmpDir,
  onProgress = () => undefined,
}: RestoreOptions): Promise<Manifest> {
  const zip = await inspectBackup(file);
  const { manifest } = zip;
  let target: Target | undefined;
  try {
    await verifyBackup(zip, manifest, onProgress);
    target = where.kind === "postgres" ? postgresTarget(where.url) : pgliteTarget(where.dataDir);
    const emptyDb = await target.isEmpty();
    const present = await filesInPlace(storage, manifest);
    if (!force && (!emptyDb || present.others)) {
      const what = !emptyDb ? target.describe : `a pasta de arquivos (ou o bucket) já tem arquivos`;
      const refused = target;
      target = undefined;
      await refused.release();
      throw new BackupError(m.targetNotEmpty(what));
    }
    if (!emptyDb) await target.clear();

    const progress = emptyProgress("database");
    progress.rows_total = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    progress.files_total = manifest.files.count;
    onProgress({ ...progress });
    const schemaFolder = await migrationsUpTo(manifest.migrations.length);
    try {
      await target.migrate(schemaFolder);
    } finally {
      await rm(schemaFolder, { recursive: true, force: true });
    }
    await target.load((loader) => loadTables(loader, zip, manifest, progress, onProgress));
    progress.phase = "migrate";
    onProgress({ ...progress });
    await target.migrate(migrationsFolder);

    progress.phase = "files";
    onProgress({ ...progress });
    await mkdir(tmpDir, { recursive: true });
    for (const item of manifest.files.items) {
      if (present.same.has(item.key)) {
        progress.files_done += 1;
        continue;
      }
      const incoming = path.join(tmpDir, `restore-${randomUUID()}`);
      try {
        await pipeline(
          await entryStream(zip.file, zip.entries.get(item.entry)!),
          createWriteStream(incoming),
        );
        await storage.putFile(item.key, incoming, "application/octet-stream");
      } finally {
        await rm(incoming, { force: true });
      }
      progress.files_done += 1;
      onProgress({ ...progress });
    }
    await target.commit();
    target = undefined;
    return manifest;
  } catch (error) {
    await target?.discard();
    throw error;
  } finally {
    zip.file.close();
  }
}

async function loadTables(
  loader: Loader,
  zip: Zip,
  manifest: Manifest,
  progress: BackupProgress,
  onProgress: (progress: BackupProgress) => void,
) {
  // Every name of the archive must be one of the schema's, which the migrations just built.
  const known = new Map((await listTables(loader)).map((t) => [t.name, new Set(t.columns)]));
  for (const table of manifest.tables) {
    const columns = known.get(table.name);
    if (!columns || table.columns.some((c) => !columns.has(c)))
      throw new BackupError(m.corrupted(`tabela desconhecida: ${table.name}`));
  }
  const archived = new Set(manifest.tables.map((t) => t.name));
  for (const name of known.keys())
    if (!archived.has(name) && !EXCLUDED_TABLES.has(name))
      throw new BackupError(m.corrupted(`falta a tabela ${name}`));
  const sequences = new Set((await listSequences(loader)).map((s) => s.name));
  for (const sequence of manifest.sequences)
    if (!sequences.has(sequence.name))
      throw new BackupError(m.corrupted(`sequência desconhecida: ${sequence.name}`));

  // Rows go in table by table in any order: the foreign keys come back (and are checked) at the end,
  // and the tables' own triggers (search index, outlines) stay quiet, their results being in the archive.
  const foreignKeys = await listForeignKeys(loader);
  for (const fk of foreignKeys)
    await loader.query(`alter table ${fk.table} drop constraint ${ident(fk.name)}`);
  for (const table of manifest.tables)
    await loader.query(`alter table ${ident(table.name)} disable trigger user`);
  // The migrations write a few rows of their own (defaults): the archive's rows replace them.
  await loader.query(`truncate ${[...known.keys()].map(ident).join(", ")}`);
  for (const table of manifest.tables) {
    const before = progress.rows_done;
    let lines = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        progress.rows_done = before + lines;
        onProgress({ ...progress });
        done(null, chunk);
      },
    });
    const source = await entryStream(zip.file, zip.entries.get(table.entry)!);
    source.on("error", (error) => counter.destroy(error));
    await loader.copyIn(table.name, table.columns, source.pipe(counter));
    const [loaded] = await loader.query<{ count: number }>(
      `select count(*)::float8 as count from ${ident(table.name)}`,
    );
    if (Number(loaded?.count) !== table.rows)
      throw new BackupError(m.corrupted(`${table.name}: ${loaded?.count} linhas em vez de ${table.rows}`));
  }
  for (const sequence of manifest.sequences)
    if (sequence.last_value !== null)
      await loader.query("select setval($1::regclass, $2::bigint, true)", [
        ident(sequence.name),
        sequence.last_value,
      ]);
  for (const fk of foreignKeys)
    await loader.query(`alter table ${fk.table} add constraint ${ident(fk.name)} ${fk.definition}`);
  for (const table of manifest.tables)
    await loader.query(`alter table ${ident(table.name)} enable trigger user`);
}
