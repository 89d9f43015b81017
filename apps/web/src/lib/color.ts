/**
 * Colour maths for the community brand colour: admins may pick any #RRGGBB, and text on it
 * (or in it) must still reach WCAG AA contrast (4.5:1) in every theme.
 */

type Rgb = [number, number, number];

const AA = 4.5;

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Moves `color` towards `target` in small steps until it reaches AA against every surface. */
function nudge(color: Rgb, target: Rgb, against: Rgb[]): Rgb {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, target, step * 0.05);
    if (against.every((surface) => contrast(candidate, surface) >= AA)) return candidate;
  }
  return target;
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  const bg = parseHex(background);
  if (!bg) return "#FFFFFF";
  return contrast(bg, WHITE) >= contrast(bg, BLACK) ? "#FFFFFF" : "#000000";
}

export type BrandPalette = {
  /** Fill of primary buttons and active marks. */
  primary: string;
  primaryForeground: string;
  /** The brand used as text or an icon on the page background. */
  primaryText: string;
};

/**
 * Keeps the brand recognisable while guaranteeing contrast: white text is preferred on the
 * fill (it is what most brands expect), the fill is darkened a little when white would be
 * too faint, and clearly light brands get black text instead.
 */
export function brandPalette(brandHex: string, surfaceHexes: readonly string[]): BrandPalette | null {
  const brand = parseHex(brandHex);
  const surfaces = surfaceHexes.map(parseHex).filter((c): c is Rgb => c !== null);
  if (!brand || surfaces.length === 0) return null;

  let fill = brand;
  let foreground = WHITE;
  if (contrast(brand, WHITE) < AA) {
    if (contrast(brand, BLACK) >= 7) foreground = BLACK;
    else fill = nudge(brand, BLACK, [WHITE]);
  }

  const isDarkTheme = luminance(surfaces[0]!) < 0.2;
  const text = nudge(brand, isDarkTheme ? WHITE : BLACK, surfaces);

  return { primary: toHex(fill), primaryForeground: toHex(foreground), primaryText: toHex(text) };
}
