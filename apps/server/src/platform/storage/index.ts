import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The bucket every member upload goes to (spec §7.4). */
export const MEDIA_BUCKET = "media_uploads";
/** Where backup archives are kept, beside the uploads (never served from a public path). */
export const BACKUPS_FOLDER = "backups";

/** The names each folder accepts; anything else is refused before it reaches a path or a bucket. */
const KEY_PATTERNS = {
  // {owner}/{what-}{ms}-{random}.{ext}: the file name says what it is for (avatar-, logo-, brand-…).
  [MEDIA_BUCKET]: /^[A-Za-z0-9_-]+\/([a-z]+-)?[0-9]+(-[A-Za-z0-9_-]+)?\.[a-z0-9]+$/,
  [BACKUPS_FOLDER]: /^guilda-backup-[0-9]{8}-[0-9]{6}-[a-z0-9]+\.zip$/,
} as const;
export type StorageFolder = keyof typeof KEY_PATTERNS;

/** Whether `key` may name an object of `folder`. */
export const isObjectKey = (key: string, folder: StorageFolder = MEDIA_BUCKET) =>
  KEY_PATTERNS[folder].test(key);

export type StoredObject = { body: Readable; size: number; start: number; end: number };

/** Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket. */
export type Storage = {
  kind: "local" | "s3";
  /** Moves a finished temp file into the bucket under `key`. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The object (or the byte range asked for), or null when missing. */
  get(key: string, range?: { start: number; end?: number | undefined }): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /** Every object, with its size, in no particular order. */
  list(): AsyncIterable<{ key: string; size: number }>;
};

export type S3Options = {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

function safeKey(key: string, folder: StorageFolder) {
  if (!isObjectKey(key, folder)) throw new Error("invalid object key");
  return key;
}

/** A folder under `root` (uploads: DATA_DIR/uploads/media_uploads; archives: DATA_DIR/backups). */
export function createLocalStorage(root: string, folder: StorageFolder = MEDIA_BUCKET): Storage {
  const bucketDir = path.join(root, folder);
  const fileOf = (key: string) => path.join(bucketDir, safeKey(key, folder));
  return {
    kind: "local",
    async putFile(key, file) {
      const target = fileOf(key);
      for (let attempt = 0; ; attempt++) {
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await rename(file, target);
          return;
        } catch (error) {
          // The folder was removed as it emptied, between the two calls: make it again.
          if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt >= 2) throw error;
        }
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? info.size - 1, info.size - 1);
      return { body: createReadStream(file, { start, end }), size: info.size, start, end };
    },
    async remove(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // The member's (or the copies') folder goes once empty; one still holding files stays.
      if (path.dirname(file) !== bucketDir) await rmdir(path.dirname(file)).catch(() => undefined);
    },
    async *list() {
      const walk = async function* (
        dir: string,
        prefix: string,
      ): AsyncGenerator<{ key: string; size: number }> {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const key = prefix + entry.name;
          if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
          else if (entry.isFile() && isObjectKey(key, folder))
            yield { key, size: (await stat(path.join(dir, entry.name))).size };
        }
      };
      yield* walk(bucketDir, "");
    },
  };
}

/** Objects under `{folder}/` of the configured bucket (bucket names cannot hold '_'). */
export function createS3Storage(options: S3Options, folder: StorageFolder = MEDIA_BUCKET): Storage {
  // The SDK is large: it is loaded when a bucket is configured, in the background of the start.
  const sdk = Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(
    ([s3, storage]) => ({
      ...s3,
      Upload: storage.Upload,
      client: new s3.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
    }),
  );
  const objectKey = (key: string) => `${folder}/${safeKey(key, folder)}`;
  return {
    kind: "s3",
    async putFile(key, file, contentType) {
      const { client, Upload } = await sdk;
      // Multipart upload from a file stream: the file is never held in memory whole.
      await new Upload({
        client,
        params: {
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: createReadStream(file),
          ContentType: contentType,
          CacheControl: "private, max-age=3600",
        },
      }).done();
      await rm(file, { force: true });
    },
    async get(key, range) {
      const { client, GetObjectCommand } = await sdk;
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ""}` } : {}),
          }),
        );
        const total = result.ContentRange
          ? Number(result.ContentRange.split("/")[1])
          : Number(result.ContentLength ?? 0);
        const start = range?.start ?? 0;
        const end = start + Number(result.ContentLength ?? total) - 1;
        return { body: result.Body as Readable, size: total, start, end };
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async remove(key) {
      const { client, DeleteObjectCommand } = await sdk;
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    async *list() {
      const { client, ListObjectsV2Command } = await sdk;
      const prefix = `${folder}/`;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          if (isObjectKey(key, folder)) yield { key, size: Number(object.Size ?? 0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** Copies a web stream to a file, failing (and removing the file) once more than `limit` bytes arrive. */
export async function streamToFile(body: ReadableStream<Uint8Array>, file: string, limit: number) {
  let size = 0;
  const source = Readable.fromWeb(body as never);
  const counter = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > limit) throw new SizeLimitError();
      yield chunk;
    }
  };
  try {
    await pipeline(source, counter, createWriteStream(file));
    return size;
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

export class SizeLimitError extends Error {}
