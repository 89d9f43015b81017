/**
 * Writing CSV for Brazilian spreadsheets: UTF-8 with a byte order mark (so Excel reads the accents),
 * `;` between cells (the pt-BR list separator), CRLF between rows, every cell quoted, and cells that a
 * spreadsheet would run as a formula neutralised with a leading apostrophe.
 */

/** Written once, before the first row. */
export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
export const CSV_NEWLINE = "\r\n";

/** What a spreadsheet may take for the start of a formula (OWASP's list: =, +, -, @, tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell that would start a formula gets `'` in front, so it is shown as the text it is. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: neutralised, double quotes doubled, always quoted (`;`, quotes and line breaks stay inside). */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  const text = neutraliseFormula(String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

/** One row, ending in CRLF. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values.map(csvCell).join(CSV_SEPARATOR) + CSV_NEWLINE;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** dd/MM/yyyy HH:mm in the given zone (24 h), the way a Brazilian reads a date in a spreadsheet. */
export function csvDateTime(date: Date, timeZone = "America/Sao_Paulo"): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("pt-BR", {
      timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    dateFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
