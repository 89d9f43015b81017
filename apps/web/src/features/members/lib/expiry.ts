const pad = (value: number) => String(value).padStart(2, "0");

/** A grant's end as the date input shows it: that moment's day in this browser's time zone. */
export function toDateInputValue(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today, for the date input's `min`. */
export function todayInputValue(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The chosen day's last millisecond in this browser's time zone, as an ISO instant: a grant
 * "until 10 March" lasts the whole of 10 March. Null for an empty or impossible date.
 */
export function endOfDayIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, day, 23, 59, 59, 999);
  return end.getMonth() === month - 1 && end.getDate() === day ? end.toISOString() : null;
}
