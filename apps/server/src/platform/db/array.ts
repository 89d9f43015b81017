/**
 * A PostgreSQL array literal of plain strings, sent as one parameter (`= any($1::uuid[])`)
 * instead of one parameter per value, which PostgreSQL caps at 65,535.
 */
export function pgArray(values: readonly string[]) {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}
