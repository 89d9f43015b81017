import { existsSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaUploads, profiles } from "../../db/schema";
import { createSpace, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { purgeOrphanUploads } from "./uploads.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

const AVATAR_URL = (userId: string) =>
  new RegExp(`^/media/media_uploads/${userId}/avatar-\\d{13}-[A-Za-z0-9_-]{22}\\.webp$`);

const MEDIA_CSP = "default-src 'none'; sandbox";

describe("avatar uploads (POST /api/uploads?purpose=avatar)", () => {
  let t: App;
  let member: TestClient;
  let other: TestClient;
  let memberId: string;
  let otherId: string;

  const upload = (client: TestClient, body: Uint8Array, headers: Record<string, string> = {}) =>
    client.request("POST", "/api/uploads?purpose=avatar", undefined, {
      rawBody: body,
      headers: { "content-type": "application/octet-stream", ...headers },
    });

  /** The stored bytes as the member's browser reads them. */
  const bytesOf = async (client: TestClient, url: string) => {
    const res = await t.app.request(`http://localhost:3999${url}`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  const fileOf = (url: string) => path.join(t.deps.config.dataDir, "uploads", url.replace("/media/", ""));
  const avatarOf = async (id: string) =>
    (await t.db.select({ a: profiles.avatar_url }).from(profiles).where(eq(profiles.id, id)))[0]!.a;

  /** Three 400×400 bands side by side: red, green, blue. */
  const bands = () =>
    sharp({ create: { width: 1200, height: 400, channels: 3, background: "#ff0000" } }).composite([
      {
        input: { create: { width: 400, height: 400, channels: 3, background: "#00ff00" } },
        left: 400,
        top: 0,
      },
      {
        input: { create: { width: 400, height: 400, channels: 3, background: "#0000ff" } },
        left: 800,
        top: 0,
      },
    ]);

  const pixel = async (image: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };

  beforeAll(async () => {
    t = await createTestApp();
    member = t.client();
    other = t.client();
    memberId = (await signUpConfirmed(member, t.db)).id;
    otherId = (await signUpConfirmed(other, t.db)).id;
    await createSpace(t.db, { slug: "geral" });
  });

  it("center-crops to a 512×512 WebP square and drops EXIF", async () => {
    const jpeg = await bands()
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Copyright: "segredo-gps", Artist: "Fulano" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(member, jpeg, { "x-file-name": "eu.jpg" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ media_type: "image" });
    expect(res.json.url).toMatch(AVATAR_URL(memberId));
    const stored = await bytesOf(member, res.json.url);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 512, 512]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("segredo-gps"))).toBe(false);
    expect(res.json.size).toBe(stored.length);
    // Only the middle (green) band is left: corners and centre are green.
    for (const [x, y] of [
      [2, 2],
      [509, 2],
      [256, 256],
      [2, 509],
      [509, 509],
    ] as const) {
      const [r, g, b] = await pixel(stored, x, y);
      expect(g, `${x},${y}`).toBeGreaterThan(200);
      expect(r! + b!, `${x},${y}`).toBeLessThan(60);
    }
  });

  it("keeps the first frame of an animated GIF and enlarges small images to 512×512", async () => {
    const frame = (color: string) =>
      sharp({ create: { width: 10, height: 10, channels: 3, background: color } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#ff0000"), await frame("#0000ff")], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(2);
    const res = await upload(member, gif, { "x-file-name": "anim.gif" });
    expect(res.status).toBe(201);
    const stored = await bytesOf(member, res.json.url);
    const meta = await sharp(stored, { animated: true }).metadata();
    expect([meta.format, meta.width, meta.height, meta.pages ?? 1]).toEqual(["webp", 512, 512, 1]);
    const [r, , b] = await pixel(stored, 256, 256);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(30);
  });

  it("accepts only images, recognised by their bytes, up to 50 MB", async () => {
    const refusedMessage = "Tipo de arquivo não suportado. Use JPG, PNG, WEBP ou GIF.";
    const webm = Buffer.from(
      "1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102",
      "hex",
    );
    const cases = [
      Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from("%PDF-1.4\n"),
      webm,
      Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.from("not really a png")]),
      Buffer.alloc(0),
    ];
    for (const body of cases) {
      const res = await upload(member, body, { "x-file-name": "foto.png" });
      expect(res.status).toBe(415);
      expect(res.json).toEqual({ code: "FILE_TYPE", message: refusedMessage });
    }
    const big = await upload(member, Buffer.from("x"), { "content-length": String(50 * 1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    expect(big.json.message).toBe("Arquivo muito grande. Máximo 50MB.");
    expect((await upload(t.client(), Buffer.from("x"))).status).toBe(401);
    const wrong = await member.request("POST", "/api/uploads?purpose=foto", undefined, {
      rawBody: Buffer.from("x"),
      headers: { "content-type": "application/octet-stream" },
    });
    expect(wrong.status).toBe(400);
  });

  it("becomes the member's photo through PATCH /api/me/profile, then every member may read it", async () => {
    const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const { url } = (await upload(member, png)).json as { url: string };
    // Not a photo yet: only its owner reads it.
    expect((await member.get(url)).status).toBe(200);
    expect((await other.get(url)).status).toBe(404);

    const saved = await member.patch("/api/me/profile", { avatar_url: url });
    expect(saved.status).toBe(200);
    expect(saved.json.avatar_url).toBe(url);
    expect((await member.get("/api/me")).json.profile.avatar_url).toBe(url);

    const read = await other.get(url);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/webp");
    expect(read.headers.get("content-security-policy")).toBe(MEDIA_CSP);
    expect(read.headers.get("x-content-type-options")).toBe("nosniff");
    const visitor = await t.client().get(url);
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get("content-security-policy")).toBe(MEDIA_CSP);

    // Saving the same photo again (a form sending every field) is fine.
    expect((await member.patch("/api/me/profile", { avatar_url: url, bio: "Oi" })).status).toBe(200);
  });

  it("refuses someone else's upload, a post's upload or an unknown file as the photo", async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#aa0000" } })
      .png()
      .toBuffer();
    const mine = (await upload(member, png)).json as { url: string; id: string };
    const before = await avatarOf(otherId);
    const stolen = await other.patch("/api/me/profile", { avatar_url: mine.url, full_name: "Outro Nome" });
    expect(stolen.status).toBe(400);
    expect(stolen.json.fieldErrors).toEqual({
      avatar_url: "Esta foto não pode ser usada. Envie a imagem novamente.",
    });
    expect(await avatarOf(otherId)).toBe(before);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, otherId));
    expect(row!.full_name).toBe("Maria Souza");
    // Still nobody else's to read.
    expect((await other.get(mine.url)).status).toBe(404);

    const unknown = mine.url.replace(/avatar-\d+-/, "avatar-1700000000000-");
    expect((await member.patch("/api/me/profile", { avatar_url: unknown })).status).toBe(400);

    const postUpload = await member.request("POST", "/api/uploads", undefined, {
      rawBody: png,
      headers: { "content-type": "application/octet-stream" },
    });
    const asPhoto = await member.patch("/api/me/profile", { avatar_url: postUpload.json.url });
    expect(asPhoto.status).toBe(400);
    expect(asPhoto.json.fieldErrors.avatar_url).toBe("Informe um endereço http(s) válido para a foto.");

    // An avatar upload is never a post's file.
    const post = await member.post("/api/posts", { title: "Foto", content: "Texto", upload_id: mine.id });
    expect(post.status).toBe(400);
  });

  it("keeps the photo in use from the orphan sweep and lets a replaced one go", async () => {
    const png = (color: string) =>
      sharp({ create: { width: 30, height: 30, channels: 3, background: color } })
        .png()
        .toBuffer();
    const client = t.client();
    await signUpConfirmed(client, t.db);
    const first = (await upload(client, await png("#111111"))).json.url as string;
    const second = (await upload(client, await png("#222222"))).json.url as string;
    expect((await client.patch("/api/me/profile", { avatar_url: first })).status).toBe(200);
    await t.db.execute(sql`update ${mediaUploads} set created_at = now() - interval '2 days'`);
    await purgeOrphanUploads(t.db, t.deps.storage);
    expect(existsSync(fileOf(first))).toBe(true);
    expect(existsSync(fileOf(second))).toBe(false); // never used

    const third = (await upload(client, await png("#333333"))).json.url as string;
    expect((await client.patch("/api/me/profile", { avatar_url: third })).status).toBe(200);
    expect((await other.get(first)).status).toBe(404); // no longer a photo
    await t.db.execute(sql`update ${mediaUploads} set created_at = now() - interval '2 days'`);
    await purgeOrphanUploads(t.db, t.deps.storage);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(third))).toBe(true);
    expect((await other.get(third)).status).toBe(200);

    // An address of another site is refused and changes nothing; back to the initials, the
    // upload is released too.
    const address = await client.patch("/api/me/profile", { avatar_url: "https://cdn.exemplo.com/eu.png" });
    expect(address.status).toBe(400);
    expect((await other.get(third)).status).toBe(200);
    const cleared = await client.patch("/api/me/profile", { avatar_url: "" });
    expect(cleared.json.avatar_url).toBeNull();
    expect((await other.get(third)).status).toBe(404);
    await purgeOrphanUploads(t.db, t.deps.storage);
    expect(existsSync(fileOf(third))).toBe(false);
  });
});
