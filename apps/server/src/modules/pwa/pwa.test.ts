import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type ManifestIcon = { src: string; sizes: string; type: string; purpose: string };

/** The picture of an icon: a PNG of `size`, with its pixel at (x, y). */
async function pngOf(bytes: Buffer, size: number) {
  const image = sharp(bytes);
  const meta = await image.metadata();
  expect(meta.format).toBe("png");
  expect([meta.width, meta.height]).toEqual([size, size]);
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) =>
    Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
}

/** Within a few steps of each channel: the upload is re-encoded as lossy WebP. */
const near = (actual: number[], expected: number[]) =>
  expect(
    actual.every((value, i) => Math.abs(value - expected[i]!) <= 6),
    `${actual} ≈ ${expected}`,
  ).toBe(true);

describe("installable app: manifest and icons", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;

  /** The icon's bytes as the browser gets them, checked to be a PNG. */
  const fetchIcon = async (src: string) => {
    const res = await t.app.request(`http://localhost:3999${src}`);
    expect(res.status, src).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db)).id);
  });

  it("describes the community as an app, with icons of initials on the brand colour when none was uploaded", async () => {
    const res = await t.client().get("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const manifest = JSON.parse(res.text);
    expect(manifest).toMatchObject({
      name: "Guilda",
      short_name: "Guilda",
      lang: "pt-BR",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#8B5CF6",
      background_color: "#8B5CF6",
    });
    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["192x192", "maskable"],
      ["512x512", "maskable"],
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe("image/png");
      expect(icon.src).toMatch(/^\/pwa\/icon-(maskable-)?(192|512)\.png\?v=[0-9a-f]{12}$/);
      const { res: iconRes, bytes } = await fetchIcon(icon.src);
      // Asked for by its version, an icon never changes: kept for a year.
      expect(iconRes.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const size = Number(icon.sizes.split("x")[0]);
      const pixel = await pngOf(bytes, size);
      // The brand colour fills the corner (#8B5CF6).
      expect(pixel(1, 1)).toEqual([0x8b, 0x5c, 0xf6, 255]);
    }
    // Without the version (index.html's apple-touch-icon), it is revalidated.
    const { res: apple, bytes } = await fetchIcon("/pwa/apple-touch-icon.png");
    expect(apple.headers.get("cache-control")).toBe("no-cache");
    await pngOf(bytes, 180);
    expect((await t.client().get("/pwa/icon-1024.png")).status).not.toBe(200);
  });

  it("follows the settings: name, colour, and the uploaded icon, re-drawn under a new version", async () => {
    const before = JSON.parse((await t.client().get("/manifest.webmanifest")).text);
    // A red square with a transparent margin, as an admin would upload it.
    const picture = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({ create: { width: 300, height: 300, channels: 3, background: "#ff0000" } })
            .png()
            .toBuffer(),
          gravity: "centre",
        },
      ])
      .png()
      .toBuffer();
    const sent = await admin.request("POST", "/api/uploads?purpose=brand", undefined, {
      rawBody: new Uint8Array(picture),
      headers: { "content-type": "application/octet-stream" },
    });
    expect(sent.status, sent.text).toBe(201);
    const saved = await admin.put("/api/admin/settings", {
      community_name: "Clube do Café",
      brand_color: "#0F766E",
      logo_url: null,
      icon_url: sent.json.url,
    });
    expect(saved.status, saved.text).toBe(200);

    const manifest = JSON.parse((await t.client().get("/manifest.webmanifest")).text);
    expect(manifest).toMatchObject({
      name: "Clube do Café",
      short_name: "Clube do Café",
      theme_color: "#0F766E",
      background_color: "#0F766E",
    });
    const icons = manifest.icons as ManifestIcon[];
    expect(icons[0]!.src).not.toBe(before.icons[0].src);
    // An old version's address still answers, with the current picture, not to be kept.
    const stale = await fetchIcon(before.icons[0].src);
    expect(stale.res.headers.get("cache-control")).toBe("no-cache");

    const plain = await pngOf((await fetchIcon(icons[1]!.src)).bytes, 512);
    // 'any': the picture as it is, margins left transparent, the red square in the middle.
    expect(plain(2, 2)[3]).toBe(0);
    near(plain(256, 256).slice(0, 3), [255, 0, 0]);
    const maskable = await pngOf((await fetchIcon(icons[3]!.src)).bytes, 512);
    // 'maskable': on the brand colour, the picture inside the safe zone (the centre's 56 %).
    expect(maskable(2, 2)).toEqual([0x0f, 0x76, 0x6e, 255]);
    expect(maskable(60, 256)).toEqual([0x0f, 0x76, 0x6e, 255]);
    near(maskable(256, 256).slice(0, 3), [255, 0, 0]);
    await pngOf((await fetchIcon(icons[2]!.src)).bytes, 192);
    await pngOf((await fetchIcon(icons[0]!.src)).bytes, 192);
  });
});
