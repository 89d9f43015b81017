import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/**
 * A real S3-protocol server (s3rver, objects in a temporary folder) on a free local port, with one
 * empty bucket. `env` is what points the app at it; `objects()` lists the bucket's keys.
 */
export async function startS3Peer(bucket = "guilda-teste") {
  const directory = mkdtempSync(path.join(tmpdir(), "guilda-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port }: AddressInfo = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any signature made with its default key pair.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
  return {
    bucket,
    endpoint,
    credentials,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    /** Every key in the bucket, sorted, as S3 lists them. */
    async objects(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1000 }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
