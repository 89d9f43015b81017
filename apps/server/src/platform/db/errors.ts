/** A PostgreSQL unique violation (23505), optionally on one named constraint; both drivers wrap it differently. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint: name } = (e ?? {}) as { code?: string; constraint?: string };
  return code === "23505" && (!constraint || name === constraint || String(e).includes(constraint));
}

/** A PostgreSQL foreign-key violation (23503): the row referred to is gone (deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  return (e as { code?: string } | null)?.code === "23503";
}
