import { randomBytes, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { resourceMessages as m } from "@guilda/shared/messages/resources";
import { ATTACHMENT_TYPES } from "@guilda/shared/rules/upload-types";
import type { ToolData, ToolsResponse, ToolView } from "@guilda/shared/schemas/resources";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import type { Logger } from "../../platform/logger";
import type { Storage, StoredObject } from "../../platform/storage";
import { findUpload } from "../uploads/uploads.service";
import * as q from "./tools.queries";

/** What the tool writes need besides the database: where files live and a scratch folder. */
export type ToolFiles = { storage: Storage; tmpDir: string; logger: Logger };

const toolNotFound = () => new AppError(404, "NOT_FOUND", m.toolNotFound);
const fileInvalid = () => new AppError(400, "VALIDATION", m.toolFileInvalid, { file: m.toolFileInvalid });

/** The stored extension → its type (the extensions of lesson attachments, one per type). */
const CONTENT_TYPES: ReadonlyMap<string, string> = new Map(
  Object.entries(ATTACHMENT_TYPES).map(([mime, { ext }]) => [ext, mime]),
);

function toView(row: q.ToolRow): ToolView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    url: row.url,
    file: row.file_key ? { url: `/media/tools/${row.id}`, name: row.file_name ?? "arquivo" } : null,
    position: row.position,
    updated_at: row.updated_at.toISOString(),
  };
}

const byName = (a: string, b: string) => a.localeCompare(b, "pt-BR", { sensitivity: "base" });

/** GET /api/tools — every member reads them, grouped by category (alphabetical), in position order. */
export async function listTools(db: Db): Promise<ToolsResponse> {
  const groups = new Map<string, ToolView[]>();
  for (const row of await q.listTools(db)) {
    const list = groups.get(row.category) ?? [];
    list.push(toView(row));
    groups.set(row.category, list);
  }
  return {
    categories: [...groups.entries()]
      .sort(([a], [b]) => byName(a, b))
      .map(([name, list]) => ({
        name,
        tools: list.sort((a, b) => a.position - b.position || byName(a.name, b.name)),
      })),
  };
}

/**
 * Takes a file the admin uploaded with POST /api/uploads?purpose=attachment (their own, checked
 * by its bytes there, not used by anything else) and keeps a copy under tools/ in the bucket.
 * The tool owns that copy: the media route serves only files a post, lesson or course uses, so
 * members download a tool's file through GET /media/tools/:id, and the upload itself is left
 * to the hourly sweep of unused uploads.
 */
async function copyUpload(db: Db, files: ToolFiles, viewer: Viewer, uploadId: string): Promise<string> {
  const upload = await findUpload(db, uploadId);
  if (!upload || upload.owner_id !== viewer.userId || upload.media_type !== "file" || upload.used_at)
    throw fileInvalid();
  const ext = upload.object_key.split(".").pop() ?? "";
  if (!CONTENT_TYPES.has(ext)) throw fileInvalid();
  const object = await files.storage.get(upload.object_key);
  if (!object) throw fileInvalid();
  await mkdir(files.tmpDir, { recursive: true });
  const tmp = path.join(files.tmpDir, `tool-${randomUUID()}`);
  const key = `tools/${Date.now()}-${randomBytes(16).toString("base64url").slice(0, 22)}.${ext}`;
  try {
    await pipeline(object.body, createWriteStream(tmp));
    await files.storage.putFile(key, tmp, CONTENT_TYPES.get(ext)!);
  } finally {
    await rm(tmp, { force: true });
  }
  return key;
}

/** Removes stored files nothing uses any more; a failure is logged, never the caller's error. */
async function removeFiles(files: ToolFiles, keys: (string | null | undefined)[]) {
  for (const key of keys) {
    if (!key) continue;
    await files.storage
      .remove(key)
      .catch((error: unknown) => files.logger.warn({ err: error, key }, "tool file not removed"));
  }
}

/** Writes a tool with the file its input asks for; a file copied for a write that failed is removed. */
async function writeTool(
  db: Db,
  files: ToolFiles,
  viewer: Viewer,
  input: ToolData,
  current: q.ToolRow | null,
  write: (values: Parameters<typeof q.insertTool>[1]) => Promise<q.ToolRow | undefined>,
): Promise<ToolView> {
  let fileKey: string | null = null;
  let copied: string | null = null;
  if (input.file?.upload_id) {
    copied = await copyUpload(db, files, viewer, input.file.upload_id);
    fileKey = copied;
  } else if (input.file) {
    if (!current?.file_key)
      throw new AppError(400, "VALIDATION", m.toolFileMissing, { file: m.toolFileMissing });
    fileKey = current.file_key;
  }
  let row: q.ToolRow | undefined;
  try {
    row = await write({
      name: input.name,
      description: input.description,
      category: input.category,
      url: input.url,
      file_key: fileKey,
      file_name: input.file ? input.file.name : null,
      position: input.position,
      updated_by: viewer.userId,
    });
  } catch (error) {
    await removeFiles(files, [copied]);
    throw error;
  }
  if (!row) {
    await removeFiles(files, [copied]);
    throw toolNotFound();
  }
  // The file the tool no longer offers (replaced or removed).
  if (current?.file_key && current.file_key !== fileKey) await removeFiles(files, [current.file_key]);
  return toView(row);
}

export function createTool(db: Db, files: ToolFiles, viewer: Viewer, input: ToolData): Promise<ToolView> {
  return writeTool(db, files, viewer, input, null, (values) => q.insertTool(db, values));
}

export async function updateTool(
  db: Db,
  files: ToolFiles,
  viewer: Viewer,
  id: string,
  input: ToolData,
): Promise<ToolView> {
  const current = await q.findTool(db, id);
  if (!current) throw toolNotFound();
  return writeTool(db, files, viewer, input, current, (values) => q.updateTool(db, id, values));
}

export async function deleteTool(db: Db, files: ToolFiles, id: string): Promise<void> {
  const deleted = await q.deleteTool(db, id);
  if (!deleted) throw toolNotFound();
  await removeFiles(files, [deleted.file_key]);
}

export type ToolDownload = { object: StoredObject; contentType: string; fileName: string };

/** GET /media/tools/:id — the tool's file for any signed-in member. */
export async function openToolFile(db: Db, storage: Storage, id: string): Promise<ToolDownload> {
  const row = await q.findTool(db, id);
  if (!row?.file_key) throw toolNotFound();
  const object = await storage.get(row.file_key);
  if (!object) throw toolNotFound();
  const ext = row.file_key.split(".").pop() ?? "";
  const name = row.file_name ?? "arquivo";
  return {
    object,
    contentType: CONTENT_TYPES.get(ext) ?? "application/octet-stream",
    // The saved file keeps its type's extension whatever name the admin gave it.
    fileName: name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`,
  };
}
