/** A PostgreSQL unique violation (23505), optionally on one named constraint; both drivers wrap it differently. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint: name } = (e ?? {}) as { code?: string; constraint?: string };
  return code === "23505" && (!constraint || name === constraint || String(e).includes(constraint));
}
