import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUploads } from "../../db/schema";
import { purgeOrphanUploads } from "../../modules/uploads/uploads.service";
import { createSpace, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { startS3Peer } from "../../test/s3";
import { createS3Storage, MEDIA_BUCKET, type Storage } from "./index";

const MB = 1024 * 1024;

async function bytesOf(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe("S3 storage against a real S3-protocol server", () => {
  let peer: Awaited<ReturnType<typeof startS3Peer>>;
  let storage: Storage;
  const tmp = mkdtempSync(path.join(tmpdir(), "guilda-storage-"));
  let fileCounter = 0;

  /** A temporary file holding `data`, as the upload route leaves it before putFile. */
  function tempFile(data: Buffer) {
    fileCounter += 1;
    const file = path.join(tmp, `upload-${fileCounter}`);
    writeFileSync(file, data);
    return file;
  }

  beforeAll(async () => {
    peer = await startS3Peer();
    storage = createS3Storage({
      endpoint: peer.endpoint,
      region: "us-east-1",
      bucket: peer.bucket,
      ...peer.credentials,
    });
  });

  afterAll(async () => {
    await peer?.close();
  });

  it("stores a file under media_uploads/ and reads it back whole and by byte ranges", async () => {
    const data = Buffer.from("0123456789abcdefghijklmnopqrstuvwxyz");
    const file = tempFile(data);
    await storage.putFile("dono-1/1700000000000-abc.txt", file, "text/plain");
    expect(existsSync(file)).toBe(false); // the temp file is gone once the object is stored
    expect(await peer.objects()).toContain(`${MEDIA_BUCKET}/dono-1/1700000000000-abc.txt`);

    const whole = (await storage.get("dono-1/1700000000000-abc.txt"))!;
    expect({ size: whole.size, start: whole.start, end: whole.end }).toEqual({ size: 36, start: 0, end: 35 });
    expect((await bytesOf(whole.body)).toString()).toBe(data.toString());

    const middle = (await storage.get("dono-1/1700000000000-abc.txt", { start: 10, end: 15 }))!;
    expect({ size: middle.size, start: middle.start, end: middle.end }).toEqual({
      size: 36,
      start: 10,
      end: 15,
    });
    expect((await bytesOf(middle.body)).toString()).toBe("abcdef");

    const tail = (await storage.get("dono-1/1700000000000-abc.txt", { start: 30 }))!;
    expect({ size: tail.size, start: tail.start, end: tail.end }).toEqual({ size: 36, start: 30, end: 35 });
    expect((await bytesOf(tail.body)).toString()).toBe("uvwxyz");

    // A range past the end is cut at the last byte, as on disk.
    const over = (await storage.get("dono-1/1700000000000-abc.txt", { start: 34, end: 99 }))!;
    expect({ start: over.start, end: over.end }).toEqual({ start: 34, end: 35 });
    expect((await bytesOf(over.body)).toString()).toBe("yz");
  });

  it("uploads a large file in parts and reads a range across the parts' boundary", async () => {
    const data = randomBytes(6 * MB + 12_345);
    await storage.putFile("dono-2/1700000000001-grande.mp4", tempFile(data), "video/mp4");
    const whole = (await storage.get("dono-2/1700000000001-grande.mp4"))!;
    expect(whole.size).toBe(data.length);
    expect(sha256(await bytesOf(whole.body))).toBe(sha256(data));
    const across = (await storage.get("dono-2/1700000000001-grande.mp4", {
      start: 5 * MB - 10,
      end: 5 * MB + 9,
    }))!;
    expect(await bytesOf(across.body)).toEqual(data.subarray(5 * MB - 10, 5 * MB + 10));
  });

  it("answers null for a missing object and removes objects, a missing one included", async () => {
    await storage.putFile("dono-3/1700000000002-x.txt", tempFile(Buffer.from("apagar")), "text/plain");
    expect(await storage.get("dono-3/1700000000009-nunca.txt")).toBeNull();
    await storage.remove("dono-3/1700000000002-x.txt");
    expect(await storage.get("dono-3/1700000000002-x.txt")).toBeNull();
    expect(await peer.objects()).not.toContain(`${MEDIA_BUCKET}/dono-3/1700000000002-x.txt`);
    await expect(storage.remove("dono-3/1700000000002-x.txt")).resolves.toBeUndefined();
  });

  it("refuses keys that could leave the bucket's prefix", async () => {
    await expect(storage.get("../segredo/1-x.txt")).rejects.toThrow("invalid object key");
    await expect(storage.remove("dono/../../1-x.txt")).rejects.toThrow("invalid object key");
  });

  describe("behind the app", () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let member: TestClient;

    const upload = async (body: Uint8Array) => {
      const res = await member.request("POST", "/api/uploads", undefined, {
        rawBody: body,
        headers: { "content-type": "application/octet-stream" },
      });
      expect(res.status, res.text).toBe(201);
      return res.json as { id: string; url: string };
    };
    const objectOf = (url: string) => url.replace("/media/", "");

    beforeAll(async () => {
      t = await createTestApp({ env: peer.env });
      member = t.client();
      await signUpConfirmed(member, t.db);
      await createSpace(t.db, { slug: "geral" });
    });

    it("keeps uploads in the bucket, not on disk, and serves them whole and by ranges", async () => {
      expect(t.deps.storage.kind).toBe("s3");
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#36c" } })
        .png()
        .toBuffer();
      const { url } = await upload(png);
      expect(await peer.objects()).toContain(objectOf(url));
      expect(existsSync(path.join(t.deps.config.dataDir, "uploads", objectOf(url)))).toBe(false);

      const whole = await t.app.request(`http://localhost:3999${url}`, {
        headers: { cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe("image/png");
      const stored = Buffer.from(await whole.arrayBuffer());
      expect((await sharp(stored).metadata()).width).toBe(32);

      const partial = await member.get(url, { headers: { range: "bytes=0-7" } });
      expect(partial.status).toBe(206);
      expect(partial.headers.get("content-range")).toBe(`bytes 0-7/${stored.length}`);
      expect(partial.headers.get("content-length")).toBe("8");
      const beyond = await member.get(url, { headers: { range: `bytes=${stored.length}-` } });
      expect(beyond.status).toBe(416);
    });

    it("the unused-upload sweep removes the bucket's object and its row, and keeps used ones", async () => {
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f0" } })
        .png()
        .toBuffer();
      const unused = await upload(png);
      const used = await upload(png);
      const post = await member.post("/api/posts", {
        title: "Com foto",
        content: "Texto",
        upload_id: used.id,
      });
      expect(post.status, post.text).toBe(201);
      await t.db.execute(sql`update ${mediaUploads} set created_at = now() - interval '2 days'`);

      expect(await purgeOrphanUploads(t.db, t.deps.storage)).toBeGreaterThanOrEqual(1);
      const objects = await peer.objects();
      expect(objects).not.toContain(objectOf(unused.url));
      expect(objects).toContain(objectOf(used.url));
      expect(await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, unused.id))).toEqual([]);
      expect((await member.get(unused.url)).status).toBe(404);
      expect((await member.get(used.url)).status).toBe(200);
    });
  });
});
