import { DEFAULT_BRAND_COLOR } from "@guilda/shared";
import { certificatePdfMessages as t } from "@guilda/shared/messages/certificates";
import type { Color, PDFFont, PDFPage } from "pdf-lib";

export type CertificatePdfInput = {
  communityName: string;
  /** #RRGGBB; anything else falls back to the default brand colour. */
  brandColor: string;
  memberName: string;
  courseTitle: string;
  workloadHours: number;
  issuedAt: Date;
  /** Formatted: GLD-7K2M-9QXH. */
  code: string;
  /** The public verification page the QR code opens. */
  verifyUrl: string;
};

/** Certificates are dated as the community reads its calendar (Brazil). */
const CERTIFICATE_TIME_ZONE = "America/Sao_Paulo";

/** '23 de novembro de 2026'. */
export function certificateDate(date: Date): string {
  return new Intl.DateTimeFormat("pt-BR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: CERTIFICATE_TIME_ZONE,
  }).format(date);
}

function hexToRgb(hex: string): [number, number, number] {
  const valid = /^#[0-9a-f]{6}$/i.test(hex) ? hex : DEFAULT_BRAND_COLOR;
  const n = Number.parseInt(valid.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/**
 * Text the standard fonts can draw: they encode WinAnsi, which covers Portuguese (ç, ã, é…)
 * but not every script a name may use. A letter outside it loses its accent if that helps
 * (ő → o), else becomes '?', so a name never makes the PDF fail.
 */
export function printableText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const ch of text.replace(/\s+/g, " ").trim()) {
    if (supported.has(ch.codePointAt(0)!)) {
      out += ch;
      continue;
    }
    const base = ch.normalize("NFD").replace(/\p{M}/gu, "");
    out += base && [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : "?";
  }
  return out;
}

function wrap(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lines of at most `maxWidth`, at the largest size from `size` down to `minSize` that fits in
 * `maxLines`; what still does not fit at the smallest size ends in an ellipsis.
 */
function fitText(
  font: PDFFont,
  text: string,
  size: number,
  minSize: number,
  maxWidth: number,
  maxLines: number,
) {
  const fits = (line: string, s: number) => font.widthOfTextAtSize(line, s) <= maxWidth;
  for (let s = size; s >= minSize; s -= 1) {
    const lines = wrap(font, text, s, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => fits(l, s))) return { size: s, lines };
  }
  const all = wrap(font, text, minSize, maxWidth);
  const lines = all.slice(0, maxLines).map((line, i, kept) => {
    const cut = !fits(line, minSize) || (i === kept.length - 1 && all.length > maxLines);
    if (!cut) return line;
    let head = line;
    while (head.length > 0 && !fits(`${head}…`, minSize)) head = head.slice(0, -1);
    return `${head.trimEnd()}…`;
  });
  return { size: minSize, lines };
}

/** The dark modules of a QR code as one SVG path, one unit square per module. */
export function qrPath(modules: { size: number; get(row: number, col: number): number }): string {
  let d = "";
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
  return d;
}

function centered(page: PDFPage, font: PDFFont, text: string, y: number, size: number, color: Color) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/**
 * The certificate as a landscape A4 PDF. pdf-lib and qrcode are loaded here, on the first
 * certificate asked for, never at server start.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, rgb }, qrcode] = await Promise.all([
    import("pdf-lib"),
    import("qrcode"),
  ]);
  const doc = await PDFDocument.create();
  const page = doc.addPage([841.89, 595.28]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();
  const brand = rgb(...hexToRgb(input.brandColor));
  const ink = rgb(0.13, 0.14, 0.17);
  const muted = rgb(0.38, 0.4, 0.45);

  const member = printableText(bold, input.memberName);
  const course = printableText(bold, input.courseTitle);
  const community = printableText(bold, input.communityName);
  doc.setTitle(printableText(regular, t.documentTitle(input.courseTitle)));
  doc.setAuthor(community);
  doc.setCreator(community);
  doc.setSubject(input.code);

  // Frame: a thick brand-coloured border and a thin inner line.
  page.drawRectangle({
    x: 18,
    y: 18,
    width: width - 36,
    height: height - 36,
    borderColor: brand,
    borderWidth: 6,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: width - 64,
    height: height - 64,
    borderColor: brand,
    borderWidth: 0.8,
  });

  const textWidth = width - 160;
  const top = fitText(bold, community.toUpperCase(), 16, 10, textWidth, 1);
  centered(page, bold, top.lines[0] ?? "", height - 88, top.size, brand);
  centered(page, bold, printableText(bold, t.title.toUpperCase()), height - 140, 30, ink);
  centered(page, regular, t.certifyThat, height - 190, 14, muted);

  const name = fitText(bold, member, 32, 16, textWidth, 1);
  centered(page, bold, name.lines[0] ?? "", height - 236, name.size, brand);
  centered(page, regular, t.completedCourse, height - 272, 14, muted);

  const title = fitText(bold, course, 24, 13, textWidth, 2);
  let y = height - 310;
  for (const line of title.lines) {
    centered(page, bold, line, y, title.size, ink);
    y -= title.size * 1.25;
  }
  const date = printableText(
    regular,
    t.workloadAndDate(input.workloadHours, certificateDate(input.issuedAt)),
  );
  centered(page, regular, date, y - 10, 14, ink);

  // Bottom: the code to type at the left, the QR code to the same page at the right.
  const qrSize = 96;
  const qrX = width - 64 - qrSize;
  const qrY = 60;
  const modules = qrcode.create(input.verifyUrl, { errorCorrectionLevel: "M" }).modules;
  // One path in module units (SVG's y grows down from the top-left corner given here).
  page.drawSvgPath(qrPath(modules), { x: qrX, y: qrY + qrSize, scale: qrSize / modules.size, color: ink });

  page.drawText(t.codeLabel, { x: 64, y: 112, size: 10, font: regular, color: muted });
  page.drawText(input.code, { x: 64, y: 88, size: 20, font: bold, color: ink });
  const verify = fitText(
    regular,
    printableText(regular, t.verifyAt(input.verifyUrl)),
    9,
    6,
    qrX - 64 - 24,
    2,
  );
  verify.lines.forEach((line, i) =>
    page.drawText(line, { x: 64, y: 68 - i * 11, size: verify.size, font: regular, color: muted }),
  );

  return doc.save();
}
