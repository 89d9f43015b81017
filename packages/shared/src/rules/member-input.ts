import { MEMBER_LIMITS } from "../constants";
import { memberMessages as m } from "../messages/members";

/** Spec §9: the tags of one member are written in one cell, separated by ; or |. */
export const TAG_SEPARATORS = /[;|]/;

// Spec §5: "a simple x@y.z pattern with no spaces".
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Characters that make a spreadsheet cell a formula (OWASP "CSV injection"), with the blanks
// that may sit between them ("= 1+1" is still a formula for some spreadsheets).
const FORMULA_PREFIX = /^[\s=+\-@]+/;
const STARTS_AS_FORMULA = /^[=+\-@]/;
// Invisible characters that arrive with copy-paste (zero-width space, word joiner, BOM) and
// bidirectional overrides that could disguise a name; never meaningful in a name, e-mail or tag.
const INVISIBLE = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- same set, without the global flag's state for test()
const HAS_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** Collapses blanks (line breaks of a quoted cell included) and drops invisible and control characters. */
function cleanText(value: string): string {
  return value.normalize("NFC").replace(INVISIBLE, "").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

/**
 * Makes a text safe to end up in a spreadsheet: strips the leading =, +, - and @ that would
 * turn it into a formula when an admin exports the members and opens the file ("=HYPERLINK(…)"
 * becomes "HYPERLINK(…)"). The text is kept; only the formula trigger goes.
 */
export function neutralizeFormula(value: string): string {
  return value.replace(FORMULA_PREFIX, "");
}

/** A member's name as stored: blanks collapsed, invisible characters and formula triggers removed. */
export function normalizeMemberName(value: string): string {
  return neutralizeFormula(cleanText(value));
}

/** A member's e-mail as compared and stored: trimmed, without invisible characters, lower-cased. */
export function normalizeMemberEmail(value: string): string {
  return value.replace(INVISIBLE, "").trim().toLowerCase();
}

/**
 * Spec §5's simple x@y.z check with no spaces, plus: at most 254 characters, no control
 * characters, and no leading =, +, - or @ (an address that would run as a spreadsheet formula;
 * real mailboxes don't start that way).
 */
export function isValidMemberEmail(email: string): boolean {
  return (
    email.length <= MEMBER_LIMITS.emailMax &&
    SIMPLE_EMAIL.test(email) &&
    !STARTS_AS_FORMULA.test(email) &&
    !HAS_CONTROL.test(email)
  );
}

/** One tag as stored: like a name (formula triggers removed). */
export function normalizeTag(value: string): string {
  return neutralizeFormula(cleanText(value));
}

/**
 * Splits a tags cell by ; or | (spec §9): trimmed, empty ones removed, unique ignoring case
 * (the first spelling wins).
 */
export function splitTags(cell: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of cell.split(TAG_SEPARATORS)) {
    const tag = normalizeTag(part);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export type AddTagResult = { ok: true; tags: string[] } | { ok: false; error: string };

/**
 * The manual form's "add tag" (Enter or the button). Typing "vip; turma 3" adds both tags, as
 * a CSV cell would. A blank input changes nothing; a repeated tag (ignoring case), one longer
 * than the limit or one past the maximum count is refused with its message.
 */
export function addMemberTag(tags: readonly string[], input: string): AddTagResult {
  const next = [...tags];
  const existing = new Set(tags.map((t) => t.toLowerCase()));
  const added = splitTags(input);
  for (const tag of added) {
    if (existing.has(tag.toLowerCase())) return { ok: false, error: m.tagDuplicate };
    if (tag.length > MEMBER_LIMITS.tagMax) return { ok: false, error: m.tagTooLong };
    next.push(tag);
  }
  if (next.length > MEMBER_LIMITS.tagsMax) return { ok: false, error: m.tooManyTags };
  return { ok: true, tags: next };
}
