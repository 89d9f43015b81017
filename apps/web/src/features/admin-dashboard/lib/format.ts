import type { DashboardPeriod } from "@guilda/shared/schemas/dashboard";

// The periods of the shared schema, repeated (type-checked) so this chunk does not pull in zod.
export const PERIODS = [7, 30, 90] as const satisfies readonly DashboardPeriod[];

export function parsePeriod(value: string | null): DashboardPeriod {
  const n = Number(value);
  return (PERIODS as readonly number[]).includes(n) ? (n as DashboardPeriod) : 30;
}

const numberFormat = new Intl.NumberFormat("pt-BR");
const compactFormat = new Intl.NumberFormat("pt-BR", { notation: "compact", maximumFractionDigits: 1 });

export const formatNumber = (n: number) => numberFormat.format(n);
export const formatCompact = (n: number) => compactFormat.format(n);

/** '2026-03-05' → '05/03' (axis ticks and tables). */
export function shortDay(date: string): string {
  const [, month, day] = date.split("-");
  return `${day}/${month}`;
}

/** '2026-03-05' → '05/03/2026'. */
export function longDay(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/** The busiest day of a series (the first one on a tie), or null when nothing happened. */
export function peakDay<T extends { date: string }>(
  days: readonly T[],
  value: (day: T) => number,
): string | null {
  let best: T | null = null;
  for (const day of days) if (value(day) > 0 && (!best || value(day) > value(best))) best = day;
  return best ? longDay(best.date) : null;
}
