import { existsSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaUploads } from "../../db/schema";
import { createSpace, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { purgeOrphanUploads } from "./uploads.service";

const LIMIT = 50 * 1024 * 1024;
const binary = (client: TestClient, body: Uint8Array, headers: Record<string, string> = {}) =>
  client.request("POST", "/api/uploads", undefined, {
    rawBody: body,
    headers: { "content-type": "application/octet-stream", ...headers },
  });

describe("uploads", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestClient;
  let other: TestClient;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp();
    member = t.client();
    other = t.client();
    memberId = (await signUpConfirmed(member, t.db)).id;
    await signUpConfirmed(other, t.db);
    await createSpace(t.db, { slug: "geral" });
  });

  it("stores an image under {userId}/{timestamp}-{random}.{ext}, re-encoded without EXIF", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "segredo-gps", Artist: "Fulano" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await binary(member, jpeg, { "x-file-name": "foto.png" });
    expect(res.status).toBe(201);
    expect(res.json.media_type).toBe("image");
    expect(res.json.url).toMatch(
      new RegExp(`^/media/media_uploads/${memberId}/\\d{13}-[A-Za-z0-9_-]{22}\\.jpg$`),
    );
    const key = res.json.url.replace("/media/media_uploads/", "");
    expect(existsSync(path.join(t.deps.config.dataDir, "uploads", "media_uploads", key))).toBe(true);

    const media = await member.get(res.json.url);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/jpeg");
    expect(media.headers.get("x-content-type-options")).toBe("nosniff");
    expect(media.headers.get("cache-control")).toBe("private, max-age=3600");
    const raw = await t.app.request(`http://localhost:3999${res.json.url}`, {
      headers: { cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    const stored = Buffer.from(await raw.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("segredo-gps"))).toBe(false);
    expect((await t.client().get(res.json.url)).status).toBe(401);

    const partial = await member.get(res.json.url, { headers: { range: "bytes=0-9" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toMatch(/^bytes 0-9\/\d+$/);

    const post = await member.post("/api/posts", {
      title: "Foto",
      content: "Minha foto",
      upload_id: res.json.id,
    });
    expect(post.json).toMatchObject({ media_type: "image", media_url: res.json.url });
    const stolen = await other.post("/api/posts", {
      title: "Minha",
      content: "Não é",
      upload_id: res.json.id,
    });
    expect(stolen.status).toBe(400);
  });

  it("recognises GIF and video files by their bytes", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00f" } })
      .gif()
      .toBuffer();
    expect((await binary(member, gif)).json.media_type).toBe("gif");
    // Smallest WebM header (EBML magic + DocType "webm").
    const webm = Buffer.from(
      "1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102",
      "hex",
    );
    const res = await binary(member, webm);
    expect(res.status).toBe(201);
    expect(res.json.media_type).toBe("video");
  });

  it("refuses files whose bytes are not an allowed type, whatever their name", async () => {
    const cases = [
      Buffer.from("<!doctype html><script>alert(1)</script>"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from("<?php echo 'oi'; ?>"),
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(0),
    ];
    for (const body of cases) {
      const res = await binary(member, body, { "x-file-name": "imagem.png" });
      expect(res.status).toBe(415);
      expect(res.json.message).toBe("Tipo de arquivo não suportado. Use JPG, PNG, WEBP, GIF, MP4 ou WEBM.");
    }
    // PNG magic bytes on a file that is not an image.
    const fake = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.from("not really a png")]);
    expect((await binary(member, fake)).status).toBe(415);
  });

  it("refuses more than 50 MB: at once when declared, while streaming otherwise", async () => {
    const declared = await binary(member, Buffer.from("x"), { "content-length": String(LIMIT + 1) });
    expect(declared.status).toBe(413);
    expect(declared.json.message).toBe("Arquivo muito grande. Máximo 50MB.");
    const big = Buffer.alloc(LIMIT + 1);
    Buffer.from("ffd8ffe0", "hex").copy(big);
    const streamed = await binary(member, big);
    expect(streamed.status).toBe(413);
    expect(streamed.json.message).toBe("Arquivo muito grande. Máximo 50MB.");
  });

  it("needs a session and our origin, and only accepts raw bytes on this path", async () => {
    expect((await binary(t.client(), Buffer.from("x"))).status).toBe(401);
    const foreign = await binary(member, Buffer.from("x"), { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const elsewhere = await member.request("POST", "/api/posts", undefined, {
      rawBody: Buffer.from("{}"),
      headers: { "content-type": "application/octet-stream" },
    });
    expect(elsewhere.status).toBe(415);
  });

  it("removes uploads never used by a post after a day, and keeps used ones", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f0" } })
      .png()
      .toBuffer();
    const unused = (await binary(member, png)).json;
    const used = (await binary(member, png)).json;
    await member.post("/api/posts", { title: "Com foto", content: "Texto", upload_id: used.id });
    const fileOf = (url: string) => path.join(t.deps.config.dataDir, "uploads", url.replace("/media/", ""));
    await t.db.execute(sql`update ${mediaUploads} set created_at = now() - interval '2 days'`);
    expect(await purgeOrphanUploads(t.db, t.deps.storage)).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(unused.url))).toBe(false);
    expect(await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, unused.id))).toEqual([]);
    expect(existsSync(fileOf(used.url))).toBe(true);
    expect((await member.get(used.url)).status).toBe(200);
  });
});
