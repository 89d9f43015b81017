import Papa from "papaparse";
import { MEMBER_LIMITS } from "../constants";
import { memberMessages as m } from "../messages/members";
import { isValidMemberEmail, normalizeMemberEmail, normalizeMemberName, splitTags } from "./member-input";

/** One member read from the file; `line` is the spreadsheet row the admin sees (header = 1). */
export type CsvMemberRow = { line: number; name: string; email: string; tags: string[] };

/**
 * `ok: true`: the members to add, plus the row errors that were skipped ("ignored").
 * `ok: false`: nothing can be imported; `error` is the file-level message and `errors` holds
 * up to 3 row errors when every row was invalid (spec §5), otherwise it is empty.
 */
export type CsvParseResult =
  { ok: true; rows: CsvMemberRow[]; errors: string[] } | { ok: false; error: string; errors: string[] };

const BOM = "\uFEFF";

// Windows-1252 at bytes 0x80–0x9F (curly quotes, dashes, €…). Node 20's TextDecoder decodes the
// "windows-1252" label as ISO-8859-1 and leaves these as control characters, so they are mapped
// here; with a correct decoder (browsers) they never occur and the mapping does nothing.
const CP1252_80_9F = "€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ";

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder("windows-1252")
    .decode(bytes)
    .replace(/[\x80-\x9f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80] ?? c);
}

const DELIMITERS = [";", ",", "\t"] as const;
const SHOWN_ROW_ERRORS = 3;

/**
 * Text of an uploaded CSV. UTF-8 with or without BOM; bytes that are not valid UTF-8 are read
 * as Windows-1252, what Excel in pt-BR writes ("João Conceição" as single bytes). Excel's
 * "Unicode text" (UTF-16 with BOM) is read too. The BOM never reaches the header.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder("utf-16le").decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder("utf-16be").decode(bytes);
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      text = decodeWindows1252(bytes);
    }
  }
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/**
 * Spec §5: a CSV is a file of type text/csv or whose name ends in .csv (any case). Windows
 * reports .csv files as application/vnd.ms-excel; the name rule accepts them.
 */
export function isCsvFile(file: { name: string; type?: string | null }): boolean {
  const type = (file.type ?? "").split(";")[0]?.trim().toLowerCase();
  return type === "text/csv" || file.name.trim().toLowerCase().endsWith(".csv");
}

// Header names are compared without case, accents or punctuation: "E-mail", "EMAIL",
// "Endereço de e-mail" (Google Forms), "Nome completo", "NOME".
const NAME_HEADERS = new Set(["nome", "name", "nome completo", "full name", "fullname"]);
const EMAIL_HEADERS = new Set([
  "email",
  "e mail",
  "email address",
  "e mail address",
  "endereco de email",
  "endereco de e mail",
]);
const TAG_HEADERS = new Set(["tags", "tag", "etiquetas", "etiqueta"]);

function headerKey(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

type Columns = { name: number; email: number; tags: number | undefined };

/** The first column of each kind wins when a header repeats. */
function findColumns(header: readonly string[]): Columns | null {
  const keys = header.map(headerKey);
  const name = keys.findIndex((k) => NAME_HEADERS.has(k));
  const email = keys.findIndex((k) => EMAIL_HEADERS.has(k));
  const tags = keys.findIndex((k) => TAG_HEADERS.has(k));
  if (name < 0 || email < 0) return null;
  return { name, email, tags: tags < 0 ? undefined : tags };
}

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell === "");

/**
 * The delimiter is chosen by the header, the one line whose content we know: the candidate
 * (;, comma, tab) that yields the Nome and Email columns, else the one that splits it the most.
 * Data rows can't mislead it, e.g. "Silva, João" in a file separated by ;.
 */
function detectDelimiter(text: string): string {
  let best: { delimiter: string; score: number } = { delimiter: ",", score: -1 };
  for (const delimiter of DELIMITERS) {
    const { data } = Papa.parse<string[]>(text, { delimiter, preview: 50, transform: (v) => v.trim() });
    const header = data.find((cells) => !isBlankRow(cells)) ?? [];
    const score = (findColumns(header) ? 1000 : 0) + header.length;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

// A long or multi-line value is shortened in messages so one bad cell can't flood the toast.
function shown(value: string): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
}

function readRow(line: number, cells: readonly string[], columns: Columns): CsvMemberRow | string {
  if (cells.length <= Math.max(columns.name, columns.email)) return m.csvRowInsufficientData(line);
  const name = normalizeMemberName(cells[columns.name] ?? "");
  if (!name) return m.csvRowNameEmpty(line);
  if (name.length > MEMBER_LIMITS.nameMax) return m.csvRowNameTooLong(line);
  const rawEmail = cells[columns.email] ?? "";
  const email = normalizeMemberEmail(rawEmail);
  if (!email) return m.csvRowEmailEmpty(line);
  if (!isValidMemberEmail(email)) return m.csvRowEmailInvalid(line, shown(rawEmail));
  const tags = columns.tags === undefined ? [] : splitTags(cells[columns.tags] ?? "");
  if (tags.length > MEMBER_LIMITS.tagsMax) return m.csvRowTooManyTags(line);
  const longTag = tags.find((tag) => tag.length > MEMBER_LIMITS.tagMax);
  if (longTag) return m.csvRowTagTooLong(line, shown(longTag));
  return { line, name, email, tags };
}

/**
 * Reads the members of an "Adicionar Membro" CSV (spec §5) with papaparse.
 *
 * - Delimiter `;` (Excel pt-BR), `,` or tab, detected from the header; CRLF, LF or CR;
 *   quoted cells may hold the delimiter, quotes and line breaks. Blank lines are skipped.
 * - Columns are found by header name (see NAME_HEADERS / EMAIL_HEADERS / TAG_HEADERS); extra
 *   columns are ignored. Tags are split by ; or | (spec §9).
 * - Line numbers are spreadsheet rows: the header's row is 1 when it is the first line, blank
 *   lines still count, and a cell with line breaks inside quotes is one row (as Excel shows it).
 * - Each bad row gives one pt-BR error and is skipped; the rest are imported.
 * - The same e-mail twice (ignoring case): the first row is kept, later ones are row errors.
 * - Formula cells (=, +, -, @ at the start): the name and tags keep their text with the leading
 *   formula characters removed, so an export opened in a spreadsheet cannot run them; an e-mail
 *   starting that way is an invalid e-mail. See neutralizeFormula.
 */
export function parseMembersCsv(text: string): CsvParseResult {
  const fail = (error: string, errors: string[] = []): CsvParseResult => ({ ok: false, error, errors });
  const source = text.startsWith(BOM) ? text.slice(1) : text;

  let table: string[][];
  try {
    const result = Papa.parse<string[]>(source, {
      delimiter: detectDelimiter(source),
      skipEmptyLines: false,
      transform: (value) => value.trim(),
    });
    // An unclosed or misplaced quote swallows the following rows: importing the rest would be a guess.
    if (result.errors.some((e) => e.type === "Quotes")) return fail(m.csvParseError);
    table = result.data;
  } catch {
    return fail(m.csvParseError);
  }

  const records: { line: number; cells: string[] }[] = [];
  table.forEach((cells, index) => {
    if (!isBlankRow(cells)) records.push({ line: index + 1, cells });
  });
  const [header, ...data] = records;
  if (!header || data.length === 0) return fail(m.csvNeedsHeaderAndData);

  const columns = findColumns(header.cells);
  if (!columns) return fail(m.csvMissingColumns(header.cells.filter(Boolean)));

  const rows: CsvMemberRow[] = [];
  const errors: string[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of data) {
    const row = readRow(line, cells, columns);
    if (typeof row === "string") {
      errors.push(row);
      continue;
    }
    const firstLine = firstLineOf.get(row.email);
    if (firstLine !== undefined) {
      errors.push(m.csvRowEmailDuplicate(line, shown(cells[columns.email] ?? ""), firstLine));
      continue;
    }
    firstLineOf.set(row.email, line);
    rows.push(row);
  }

  if (rows.length === 0) return fail(m.csvNoValidMembers, errors.slice(0, SHOWN_ROW_ERRORS));
  if (rows.length > MEMBER_LIMITS.batchMax) return fail(m.csvTooManyRows);
  return { ok: true, rows, errors };
}

/** The upload as received: size limit, decoding (decodeCsvBytes), then parseMembersCsv. */
export function parseMembersCsvBytes(bytes: Uint8Array): CsvParseResult {
  if (bytes.byteLength > MEMBER_LIMITS.csvMaxBytes) return { ok: false, error: m.csvTooLarge, errors: [] };
  return parseMembersCsv(decodeCsvBytes(bytes));
}

/** Spec §5 success toast: "N membro(s) carregado(s) com sucesso!" plus the ignored errors, if any. */
export function csvSummary(valid: number, ignored: number): string {
  return m.csvLoaded(valid) + (ignored > 0 ? m.csvIgnoredErrors(ignored) : "");
}
