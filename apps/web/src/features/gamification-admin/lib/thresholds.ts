/**
 * The index of the first level threshold that is not above the one before it (where the
 * "must grow" rule breaks), or null when they all grow.
 */
export function firstNotGrowing(thresholds: readonly unknown[]): number | null {
  for (let i = 1; i < thresholds.length; i++) {
    const value = Number(thresholds[i]);
    const previous = Number(thresholds[i - 1]);
    if (!Number.isFinite(value) || !Number.isFinite(previous) || value <= previous) return i;
  }
  return null;
}
