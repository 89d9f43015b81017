import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The bucket every member upload goes to (spec §7.4). */
export const MEDIA_BUCKET = "media_uploads";

export type StoredObject = { body: Readable; size: number; start: number; end: number };

/** Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket. */
export type Storage = {
  kind: "local" | "s3";
  /** Moves a finished temp file into the bucket under `key`. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The object (or the byte range asked for), or null when missing. */
  get(key: string, range?: { start: number; end?: number | undefined }): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
};

export type S3Options = {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** {owner}/{what-}{ms}-{random}.{ext}: the file name says what it is for (avatar-, logo-, brand-…). */
function safeKey(key: string) {
  if (!/^[A-Za-z0-9_-]+\/([a-z]+-)?[0-9]+(-[A-Za-z0-9_-]+)?\.[a-z0-9]+$/.test(key))
    throw new Error("invalid object key");
  return key;
}

export function createLocalStorage(root: string): Storage {
  const bucketDir = path.join(root, MEDIA_BUCKET);
  const fileOf = (key: string) => path.join(bucketDir, safeKey(key));
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
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
  };
}

export function createS3Storage(options: S3Options): Storage {
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
  // Bucket names cannot hold '_', so media_uploads is the key prefix inside the configured bucket.
  const objectKey = (key: string) => `${MEDIA_BUCKET}/${safeKey(key)}`;
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
