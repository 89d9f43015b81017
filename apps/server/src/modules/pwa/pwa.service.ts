import { createHash } from "node:crypto";
import { DEFAULT_BRAND_COLOR, type CommunitySettings } from "@guilda/shared";
import { initials } from "@guilda/shared/rules/initials";
import sharp from "sharp";
import type { Db } from "../../platform/db";
import type { Storage } from "../../platform/storage";
import { getSettings } from "../settings/settings.service";
import { readCommunityImage } from "../uploads/uploads.service";

/**
 * The app's icons as the manifest and index.html name them (`/pwa/<file>`). `maskable` ones are
 * drawn on the brand colour with the picture inside the safe zone, since the phone crops them to
 * its own shape; the apple-touch-icon too, because iOS fills transparency with black.
 */
export const PWA_ICONS = {
  "icon-192.png": { size: 192, maskable: false },
  "icon-512.png": { size: 512, maskable: false },
  "icon-maskable-192.png": { size: 192, maskable: true },
  "icon-maskable-512.png": { size: 512, maskable: true },
  "apple-touch-icon.png": { size: 180, maskable: true },
} as const;
export type PwaIconFile = keyof typeof PWA_ICONS;

export const isPwaIconFile = (file: string): file is PwaIconFile => Object.hasOwn(PWA_ICONS, file);

/**
 * A maskable icon's safe zone is the circle of radius 40 % around its centre: the largest square
 * inside it is 0.4 × 2 / √2 ≈ 56 % of the side.
 */
const MASKABLE_SCALE = 0.56;

const colourOf = (settings: CommunitySettings) =>
  /^#[0-9a-f]{6}$/i.test(settings.brand_color) ? settings.brand_color : DEFAULT_BRAND_COLOR;

/**
 * What the icons are drawn from (the uploaded icon, or the name's initials without one, and the
 * brand colour), hashed: the `?v=` of their addresses, which changes whenever they would.
 */
export function iconVersion(settings: CommunitySettings): string {
  const source = settings.icon_url ?? `initials:${initials(settings.community_name)}`;
  return createHash("sha256")
    .update(`${source}\n${colourOf(settings)}`)
    .digest("hex")
    .slice(0, 12);
}

/** The web app manifest (what Chromium and Safari read to install the app), from the settings. */
export function buildManifest(settings: CommunitySettings) {
  const colour = colourOf(settings);
  const v = iconVersion(settings);
  const icon = (file: PwaIconFile, purpose: "any" | "maskable") => {
    const { size } = PWA_ICONS[file];
    return { src: `/pwa/${file}?v=${v}`, sizes: `${size}x${size}`, type: "image/png", purpose };
  };
  return {
    id: "/",
    name: settings.community_name,
    short_name: settings.community_name,
    lang: "pt-BR",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: colour,
    background_color: colour,
    icons: [
      icon("icon-192.png", "any"),
      icon("icon-512.png", "any"),
      icon("icon-maskable-192.png", "maskable"),
      icon("icon-maskable-512.png", "maskable"),
    ],
  };
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? "#ffffff" : "#000000";
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Without an uploaded icon: the community's initials on a square of its brand colour. */
function initialsIcon(settings: CommunitySettings, size: number, maskable: boolean): Promise<Buffer> {
  const colour = colourOf(settings);
  const letters = escapeXml(initials(settings.community_name));
  // Two letters fill about 60 % of the side; inside a maskable icon's safe zone, less.
  const fontSize = Math.round(size * (maskable ? 0.3 : 0.42));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" ` +
    `font-weight="700" font-size="${fontSize}" fill="${textOn(colour)}">${letters}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The uploaded icon at `size`: as it is (transparent margins), or inside the safe zone on the brand colour. */
async function uploadedIcon(bytes: Buffer, colour: string, size: number, maskable: boolean) {
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  if (!maskable)
    return sharp(bytes).resize(size, size, { fit: "contain", background: transparent }).png().toBuffer();
  const inner = Math.round(size * MASKABLE_SCALE);
  const picture = await sharp(bytes)
    .resize(inner, inner, { fit: "contain", background: transparent })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .composite([{ input: picture, gravity: "centre" }])
    .png()
    .toBuffer();
}

/**
 * Icons already drawn, by version and file: a few PNGs, redrawn only when the settings change
 * what they are drawn from (older versions are dropped then).
 */
const drawn = new Map<string, Promise<Buffer>>();
let drawnVersion = "";

/** The current settings' icon `file` as PNG bytes, with the version it was drawn for. */
export async function pwaIcon(db: Db, storage: Storage, file: PwaIconFile) {
  const settings = await getSettings(db);
  const version = iconVersion(settings);
  if (version !== drawnVersion) {
    drawn.clear();
    drawnVersion = version;
  }
  let png = drawn.get(file);
  if (!png) {
    const { size, maskable } = PWA_ICONS[file];
    png = (async () => {
      const bytes = await readCommunityImage(storage, settings.icon_url);
      return bytes
        ? uploadedIcon(bytes, colourOf(settings), size, maskable)
        : initialsIcon(settings, size, maskable);
    })();
    drawn.set(file, png);
    // A failed drawing is tried again on the next request, not kept.
    png.catch(() => drawn.delete(file));
  }
  return { png: await png, version };
}

/** The manifest of the current settings. */
export async function pwaManifest(db: Db) {
  return buildManifest(await getSettings(db));
}
