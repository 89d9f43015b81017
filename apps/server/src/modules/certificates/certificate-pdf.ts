import { DEFAULT_BRAND_COLOR } from "@guilda/shared";
import { certificatePdfMessages as t } from "@guilda/shared/messages/certificates";
import { CERTIFICATE_TIME_ZONE } from "@guilda/shared/rules/certificate-share";
import type { Color, PDFDocument, PDFFont, PDFImage, PDFPage } from "pdf-lib";

export type CertificatePdfInput = {
  communityName: string;
  /** #RRGGBB: the frame, the community and the member's name; anything else: the default brand colour. */
  accentColor: string;
  memberName: string;
  courseTitle: string;
  workloadMinutes: number;
  issuedAt: Date;
  /** Formatted: GLD-7K2M-9QXH. */
  code: string;
  /** The public verification page the QR code opens. */
  verifyUrl: string;
  /** PNG bytes (uploads re-encode certificate images to PNG); a file that does not decode is left out. */
  logo?: Uint8Array | null;
  signature?: Uint8Array | null;
  signerName?: string | null;
  signerTitle?: string | null;
};

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

async function embedPng(doc: PDFDocument, bytes: Uint8Array | null | undefined): Promise<PDFImage | null> {
  if (!bytes || bytes.length === 0) return null;
  try {
    return await doc.embedPng(bytes);
  } catch {
    return null; // not a PNG that decodes: the certificate goes out without it
  }
}

/** The size of an image fitted in a box, keeping its proportions, never enlarged past 2×. */
function fit(image: PDFImage, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 2);
  return { width: image.width * scale, height: image.height * scale };
}

/** One line of the middle block: its height, and how it draws with its top at `top`. */
type Row = { height: number; draw: (top: number) => void };

/**
 * The certificate as one landscape A4 page: the logo and community at the top; the title, the
 * member, the course, the workload and the date in the middle, centred in the room left; at the
 * bottom the code to type (left), the signature (centre) and the QR code of the verification
 * page (right). pdf-lib and qrcode are loaded here, on the first certificate asked for, never at
 * server start.
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
  const [logo, signature] = await Promise.all([embedPng(doc, input.logo), embedPng(doc, input.signature)]);
  const { width, height } = page.getSize();
  const accent = rgb(...hexToRgb(input.accentColor));
  const ink = rgb(0.13, 0.14, 0.17);
  const muted = rgb(0.38, 0.4, 0.45);

  const member = printableText(bold, input.memberName);
  const course = printableText(bold, input.courseTitle);
  const community = printableText(bold, input.communityName);
  doc.setTitle(printableText(regular, t.documentTitle(input.courseTitle)));
  doc.setAuthor(community);
  doc.setCreator(community);
  doc.setSubject(input.code);

  // Frame: a thick accent-coloured border and a thin inner line.
  page.drawRectangle({
    x: 18,
    y: 18,
    width: width - 36,
    height: height - 36,
    borderColor: accent,
    borderWidth: 6,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: width - 64,
    height: height - 64,
    borderColor: accent,
    borderWidth: 0.8,
  });

  const textWidth = width - 160;
  // ——— Top: the logo (if any) and the community's name ———
  let top = height - 56;
  if (logo) {
    const size = fit(logo, 200, 60);
    page.drawImage(logo, { x: (width - size.width) / 2, y: top - size.height, ...size });
    top -= size.height + 14;
  }
  const head = fitText(bold, community.toUpperCase(), 16, 10, textWidth, 1);
  centered(page, bold, head.lines[0] ?? "", top - head.size, head.size, accent);
  top -= head.size + 8;

  // ——— Bottom: code (left), signature (centre), QR code (right) ———
  const bottom = 60;
  const qrSize = 96;
  const qrX = width - 64 - qrSize;
  const modules = qrcode.create(input.verifyUrl, { errorCorrectionLevel: "M" }).modules;
  // One path in module units (SVG's y grows down from the top-left corner given here).
  page.drawSvgPath(qrPath(modules), { x: qrX, y: bottom + qrSize, scale: qrSize / modules.size, color: ink });

  const signerName = input.signerName ? printableText(bold, input.signerName) : "";
  const signerTitle = input.signerTitle ? printableText(regular, input.signerTitle) : "";
  const hasSignature = Boolean(signature || signerName || signerTitle);
  const signatureWidth = 220;
  const signatureLeft = (width - signatureWidth) / 2;
  let bottomTop = bottom + qrSize;
  if (hasSignature) {
    const lineY = 104;
    if (signature) {
      const size = fit(signature, signatureWidth - 20, 56);
      page.drawImage(signature, { x: (width - size.width) / 2, y: lineY + 3, ...size });
      bottomTop = Math.max(bottomTop, lineY + 3 + size.height);
    }
    page.drawLine({
      start: { x: signatureLeft, y: lineY },
      end: { x: signatureLeft + signatureWidth, y: lineY },
      thickness: 0.7,
      color: muted,
    });
    if (signerName) {
      const name = fitText(bold, signerName, 12, 8, signatureWidth, 1);
      centered(page, bold, name.lines[0] ?? "", lineY - 16, name.size, ink);
    }
    if (signerTitle) {
      const title = fitText(regular, signerTitle, 10, 7, signatureWidth, 1);
      centered(page, regular, title.lines[0] ?? "", lineY - 30, title.size, muted);
    }
  }

  const leftWidth = (hasSignature ? signatureLeft - 16 : qrX - 24) - 64;
  page.drawText(t.codeLabel, { x: 64, y: 124, size: 10, font: regular, color: muted });
  page.drawText(input.code, { x: 64, y: 100, size: 20, font: bold, color: ink });
  const verifyLabel = fitText(regular, t.verifyAt, 9, 6, leftWidth, 1);
  page.drawText(verifyLabel.lines[0] ?? "", {
    x: 64,
    y: 80,
    size: verifyLabel.size,
    font: regular,
    color: muted,
  });
  const url = fitText(regular, printableText(regular, input.verifyUrl), 9, 6, leftWidth, 1);
  page.drawText(url.lines[0] ?? "", { x: 64, y: 68, size: url.size, font: regular, color: muted });
  bottomTop = Math.max(bottomTop, 124 + 10);

  // ——— Middle: centred in the room between the top and the bottom ———
  const rows: Row[] = [];
  const line = (font: PDFFont, text: string, size: number, color: Color, gapAfter: number) =>
    rows.push({
      height: size + gapAfter,
      draw: (y) => centered(page, font, text, y - size, size, color),
    });
  line(bold, printableText(bold, t.title.toUpperCase()), 28, ink, 20);
  line(regular, t.certifyThat, 13, muted, 14);
  const name = fitText(bold, member, 30, 16, textWidth, 1);
  line(bold, name.lines[0] ?? "", name.size, accent, 14);
  line(regular, t.completedCourse, 13, muted, 12);
  const title = fitText(bold, course, 22, 13, textWidth, 2);
  title.lines.forEach((text, i) =>
    line(bold, text, title.size, ink, i === title.lines.length - 1 ? 14 : title.size * 0.25),
  );
  const date = printableText(
    regular,
    t.workloadAndDate(input.workloadMinutes, certificateDate(input.issuedAt)),
  );
  line(regular, date, 13, ink, 0);
  const blockHeight = rows.reduce((sum, r) => sum + r.height, 0);
  const room = top - (bottomTop + 12);
  let y = top - Math.max(0, (room - blockHeight) / 2);
  for (const row of rows) {
    row.draw(y);
    y -= row.height;
  }

  return doc.save();
}
