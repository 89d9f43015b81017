import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isObjectKey } from "../storage";
import { migrationsFolder } from "../db";

/** What a Guilda backup archive says of itself, in `manifest.json` (its last entry). */
export const BACKUP_FORMAT = "guilda-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";

/** The app's version (the root package.json), written into every archive. */
export const APP_VERSION = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../../../../../package.json"), "utf8")) as {
    version: string;
  }
).version;

/** The migrations this code ships, in order (their tags: '0029_community_words'). */
export const SHIPPED_MIGRATIONS = (
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  }
).entries.map((entry) => entry.tag);

// Names come from an archive that may have been tampered with: they must look like ours before
// any of them reaches SQL or a path (and they must also exist in the target, checked on restore).
const sqlName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

export const manifestSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    format_version: z.literal(BACKUP_FORMAT_VERSION),
    app_version: z.string().max(50),
    created_at: z.iso.datetime(),
    /** The database the archive was taken from (it restores into either). */
    source: z.enum(["pglite", "postgres"]),
    /** The migrations applied in the source, in order. */
    migrations: z.array(z.string().regex(/^[0-9]{4}_[a-z0-9_]+$/)).max(10_000),
    tables: z.array(
      z
        .object({
          name: sqlName,
          columns: z.array(sqlName).min(1),
          rows: count,
          entry: z.string().regex(/^database\/[a-z0-9_]+\.copy$/),
          bytes: count,
          sha256,
        })
        .strict(),
    ),
    sequences: z.array(
      z
        .object({
          name: sqlName,
          last_value: z
            .string()
            .regex(/^-?[0-9]{1,20}$/)
            .nullable(),
        })
        .strict(),
    ),
    files: z
      .object({
        count,
        bytes: count,
        items: z.array(
          z
            .object({
              key: z.string().refine((key) => isObjectKey(key)),
              entry: z.string().startsWith("files/"),
              size: count,
              sha256,
            })
            .strict(),
        ),
      })
      .strict(),
    duration_ms: count,
  })
  .strict();
export type Manifest = z.infer<typeof manifestSchema>;

/** Where an archive's table is kept inside it. */
export const tableEntry = (table: string) => `database/${table}.copy`;
export const fileEntry = (key: string) => `files/${key}`;

/** A backup or restore refused or failed, with the reason in pt-BR (nothing was changed). */
export class BackupError extends Error {}

/** Rows and files copied so far, out of how many. */
export type BackupProgress = {
  phase: "verify" | "database" | "files" | "saving" | "migrate";
  rows_done: number;
  rows_total: number;
  files_done: number;
  files_total: number;
  /** Bytes checked so far (verify), out of `bytes_total`. */
  bytes_done: number;
  bytes_total: number;
};

export const emptyProgress = (phase: BackupProgress["phase"]): BackupProgress => ({
  phase,
  rows_done: 0,
  rows_total: 0,
  files_done: 0,
  files_total: 0,
  bytes_done: 0,
  bytes_total: 0,
});
