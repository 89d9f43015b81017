/*
 * The hot reads and writes of the course pages and the progress save are fixed SQL texts with
 * $1…$n values run by name (`queryByName`): Drizzle does not build them anew on every request,
 * and each database parses them once. Timestamps are selected as epoch milliseconds (`epochMs`)
 * or inside JSON, which every path types the same way; booleans are never values (a generic plan
 * could not use a partial index on them).
 */

/** A timestamp column as epoch milliseconds (a float8, a number on every driver). */
export const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/** A timestamp read as epoch milliseconds or from JSON (an ISO string), as a Date. */
export function toDate(value: number | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}
