const numberFormat = new Intl.NumberFormat("pt-BR");
const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "short", year: "numeric" });

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** '12 de mar. de 2026'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Seconds as m:ss (or h:mm:ss from an hour up), as the lesson list and the editor show them. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(min).padStart(2, "0")}:${s}` : `${min}:${s}`;
}

/**
 * Reads what the admin typed as a duration: m:ss (minutes may pass 59), h:mm:ss, or whole
 * minutes. Null when it is none of these or longer than a day.
 */
export function parseDuration(input: string): number | null {
  const text = input.trim();
  if (!text) return 0;
  let seconds: number;
  const hms = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(text);
  const ms = /^(\d{1,4}):([0-5]\d)$/.exec(text);
  if (hms) seconds = Number(hms[1]) * 3600 + Number(hms[2]) * 60 + Number(hms[3]);
  else if (ms) seconds = Number(ms[1]) * 60 + Number(ms[2]);
  else if (/^\d{1,4}$/.test(text)) seconds = Number(text) * 60;
  else return null;
  return seconds <= 86_400 ? seconds : null;
}

/** Seconds as the editor's duration field shows them: minutes (any number) and seconds. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
