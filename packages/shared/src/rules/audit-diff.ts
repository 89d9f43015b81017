import { auditFieldLabels, auditMessages as m } from "../messages/audit";
import { csvDateTime } from "./csv-export";

type Fields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Nested objects (a map of points per reason) become one field per key: 'reasons.post_created'. */
function flatten(values: Fields): Fields {
  const flat: Fields = {};
  for (const [key, value] of Object.entries(values)) {
    if (isPlainObject(value) && Object.keys(value).length > 0)
      for (const [inner, innerValue] of Object.entries(value)) flat[`${key}.${inner}`] = innerValue;
    else flat[key] = value;
  }
  return flat;
}

/** The same value whatever the order of an object's keys. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (isPlainObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable(value[key])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

/**
 * Of two snapshots of the same thing, only the fields that differ, with their values before and
 * after (a field missing on one side is null there); null when nothing changed.
 */
export function changedFields(
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): { before: Fields; after: Fields } | null {
  const a = flatten(before ?? {});
  const b = flatten(after ?? {});
  const changed: { before: Fields; after: Fields } = { before: {}, after: {} };
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (stable(a[key]) === stable(b[key])) continue;
    changed.before[key] = a[key] ?? null;
    changed.after[key] = b[key] ?? null;
  }
  return Object.keys(changed.after).length ? changed : null;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A field's name as admins read it: 'Moderador', 'Pontos (post_created)'. */
export function auditFieldLabel(field: string): string {
  const known = auditFieldLabels[field];
  if (known) return known;
  const dot = field.indexOf(".");
  if (dot > 0) {
    const group = auditFieldLabels[field.slice(0, dot)];
    if (group) return `${group} (${field.slice(dot + 1)})`;
  }
  return field;
}

/** One value in pt-BR: Sim/Não, dates in São Paulo time, lists joined, long texts cut at `max`. */
export function auditValueText(value: unknown, max = Infinity): string {
  let text: string;
  if (value === null || value === undefined || value === "") text = m.none;
  else if (typeof value === "boolean") text = value ? m.yes : m.no;
  else if (typeof value === "number") text = value.toLocaleString("pt-BR");
  else if (typeof value === "string") text = ISO_TIMESTAMP.test(value) ? csvDateTime(new Date(value)) : value;
  else if (Array.isArray(value))
    text = value.length ? value.map((item) => auditValueText(item)).join(", ") : m.none;
  else
    text = Object.entries(value as Fields)
      .map(([key, inner]) => m.field(key, auditValueText(inner)))
      .join(m.fieldSeparator);
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}

export type AuditChange = { field: string; label: string; before: string; after: string };

/** The fields of an entry's before and after, side by side (a snapshot only on one side too). */
export function auditChanges(before: unknown, after: unknown, max = Infinity): AuditChange[] {
  const a = isPlainObject(before) ? flatten(before) : before == null ? {} : { value: before };
  const b = isPlainObject(after) ? flatten(after) : after == null ? {} : { value: after };
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].map((field) => ({
    field,
    label: auditFieldLabel(field),
    before: field in a ? auditValueText(a[field], max) : m.none,
    after: field in b ? auditValueText(b[field], max) : m.none,
  }));
}

/** One side of an entry as one line: 'Admin: Não; Moderador: Sim' (empty when there is none). */
export function auditSideText(values: unknown): string {
  if (values === null || values === undefined) return "";
  const flat = isPlainObject(values) ? flatten(values) : { value: values };
  return Object.entries(flat)
    .map(([field, value]) => m.field(auditFieldLabel(field), auditValueText(value)))
    .join(m.fieldSeparator);
}
