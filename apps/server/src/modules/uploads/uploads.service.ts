import { randomUUID } from "node:crypto";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { feedMessages as m, UPLOAD_LIMIT_BYTES, type UploadView } from "@guilda/shared";
import { UPLOAD_TYPES, type UploadMime } from "@guilda/shared/rules/upload-types";
import { fileTypeFromFile } from "file-type";
import sharp from "sharp";
import type { Db } from "../../platform/db";
import { isUniqueViolation } from "../../platform/db/errors";
import { AppError } from "../../platform/http/errors";
import { MEDIA_BUCKET, SizeLimitError, streamToFile, type Storage } from "../../platform/storage";
import * as q from "./uploads.queries";

/**
 * The types of spec §5 (shared with the composer), recognised by their bytes; the extension we
 * store comes from here.
 */
const ALLOWED = UPLOAD_TYPES;
type AllowedMime = UploadMime;

// Decoding is bounded: a "pixel bomb" is refused instead of filling memory.
const MAX_INPUT_PIXELS = 40_000_000;

export function mediaUrl(key: string) {
  return `/media/${MEDIA_BUCKET}/${key}`;
}

const tooLarge = () => new AppError(413, "FILE_TOO_LARGE", m.fileTooLarge);
const unsupported = () => new AppError(415, "FILE_TYPE", m.fileTypeUnsupported);

/** Writes the image again from its pixels: EXIF and every other metadata block are dropped. */
async function reencode(input: string, output: string, mime: AllowedMime) {
  const animated = mime === "image/gif";
  let image = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS });
  if (!animated) image = image.rotate(); // apply the EXIF orientation before it is dropped
  if (mime === "image/jpeg") image = image.jpeg({ quality: 85, mozjpeg: true });
  else if (mime === "image/png") image = image.png();
  else if (mime === "image/webp") image = image.webp({ quality: 85 });
  else image = image.gif();
  await image.toFile(output);
}

type Receive = {
  db: Db;
  storage: Storage;
  tmpDir: string;
  ownerId: string;
  body: ReadableStream<Uint8Array> | null;
  declaredLength: number | null;
};

/**
 * Streams an upload to a temp file (never more than the limit, never whole in memory), checks
 * its type by its bytes, re-encodes images, and stores it as {userId}/{timestamp}.{ext}.
 */
export async function receiveUpload({
  db,
  storage,
  tmpDir,
  ownerId,
  body,
  declaredLength,
}: Receive): Promise<UploadView> {
  if (declaredLength !== null && declaredLength > UPLOAD_LIMIT_BYTES) throw tooLarge();
  if (!body) throw unsupported();
  await mkdir(tmpDir, { recursive: true });
  const raw = path.join(tmpDir, `${randomUUID()}.upload`);
  const clean = path.join(tmpDir, `${randomUUID()}.clean`);
  try {
    try {
      await streamToFile(body, raw, UPLOAD_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof SizeLimitError) throw tooLarge();
      throw error;
    }
    const detected = await fileTypeFromFile(raw);
    const mime = detected?.mime as AllowedMime | undefined;
    if (!mime || !(mime in ALLOWED)) throw unsupported();
    const { ext, media } = ALLOWED[mime];
    let file = raw;
    if (media !== "video") {
      try {
        await reencode(raw, clean, mime);
      } catch {
        throw unsupported(); // right magic bytes, but not a decodable image
      }
      file = clean;
    }
    const size = (await stat(file)).size;
    // The row reserves the name {userId}/{timestamp}.{ext} (unique), then the file moves in.
    const row = await reserveKey(db, { ownerId, ext, media, mime, size });
    try {
      await storage.putFile(row.object_key, file, mime);
    } catch (error) {
      await q.deleteUpload(db, row.id);
      throw error;
    }
    return { id: row.id, url: mediaUrl(row.object_key), media_type: media, size };
  } finally {
    await rm(raw, { force: true });
    await rm(clean, { force: true });
  }
}

async function reserveKey(
  db: Db,
  u: { ownerId: string; ext: string; media: string; mime: string; size: number },
) {
  const now = Date.now();
  for (let attempt = 0; ; attempt++) {
    const key = `${u.ownerId}/${now + attempt}.${u.ext}`;
    try {
      return await q.insertUpload(db, {
        owner_id: u.ownerId,
        object_key: key,
        media_type: u.media,
        content_type: u.mime,
        size: u.size,
      });
    } catch (error) {
      if (attempt >= 20 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** An upload by id (a post attaching it checks the owner). */
export function findUpload(db: Db, id: string) {
  return q.findUpload(db, id);
}

/** Called inside the transaction that creates the post using the upload. */
export function markUploadUsed(db: Db, id: string) {
  return q.markUploadUsed(db, id);
}

/** A stored file with its recorded content type, for /media. */
export async function findMedia(db: Db, key: string) {
  return q.findUploadByKey(db, key);
}

/** Files chosen in the composer but never published are removed after a day. */
/** The hourly job that runs purgeOrphanUploads (once per hour across all instances). */
export const PURGE_UPLOADS_JOB = "purge-unused-uploads";

export const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

export async function purgeOrphanUploads(db: Db, storage: Storage, now = Date.now()) {
  let removed = 0;
  for (;;) {
    const batch = await q.listOrphanUploads(db, new Date(now - ORPHAN_UPLOAD_AGE_MS), 100);
    for (const upload of batch) {
      await storage.remove(upload.object_key);
      await q.deleteUpload(db, upload.id);
    }
    removed += batch.length;
    if (batch.length < 100) return removed;
  }
}
