import { EVENT_ZONE_NAMES } from "@guilda/shared/messages/web-events";
import { TZDate } from "@date-fns/tz";
import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";

/** The member's own zone (the browser's); every time on screen is shown in it. */
export function viewerZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "America/Sao_Paulo";
  } catch {
    return "America/Sao_Paulo";
  }
}

export const inZone = (iso: string | Date, zone: string) => new TZDate(new Date(iso).getTime(), zone);

/** 'yyyy-MM' of a month, in the URL. */
export const monthKey = (date: Date) => format(date, "yyyy-MM");

/** The first day of the month named by 'yyyy-MM' (or of the current month), at midnight in the zone. */
export function parseMonth(value: string | null, zone: string): TZDate {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    if (year >= 2000 && year <= 2100 && month >= 1 && month <= 12)
      return new TZDate(year, month - 1, 1, zone);
  }
  return startOfMonth(inZone(new Date(), zone));
}

export const shiftMonth = (month: TZDate, by: number) => startOfMonth(addMonths(month, by));

/** The weeks (Sunday first) that show a month, edges included: 4 to 6 rows of 7 days. */
export function monthGrid(month: TZDate): TZDate[][] {
  const first = startOfWeek(startOfMonth(month));
  const last = endOfWeek(endOfMonth(month));
  const weeks: TZDate[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => startOfDay(addDays(day, i))));
  }
  return weeks;
}

/** [from, to) of the grid, as the range query wants it. */
export function gridRange(weeks: TZDate[][]): { from: string; to: string } {
  const first = weeks[0]?.[0] ?? new TZDate();
  const last = weeks.at(-1)?.at(-1) ?? first;
  return { from: first.toISOString(), to: addDays(last, 1).toISOString() };
}

export const dayKey = (date: Date) => format(date, "yyyy-MM-dd");
export const sameDay = isSameDay;

export const formatMonthTitle = (month: Date) =>
  capitalize(format(month, "MMMM 'de' yyyy", { locale: ptBR }));
export const formatWeekday = (day: Date) => format(day, "EEEEEE", { locale: ptBR });
export const formatWeekdayLong = (day: Date) => format(day, "EEEE", { locale: ptBR });
export const formatDayLong = (day: Date) => capitalize(format(day, "EEEE, d 'de' MMMM", { locale: ptBR }));
export const formatTime = (date: Date) => format(date, "HH:mm");
export const formatShortDay = (day: Date) => format(day, "d MMM", { locale: ptBR });

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
}

/** 'Sábado, 5 de dezembro de 2026, 19:00 – 21:00' (or both dates when it spans days), in the zone. */
export function formatRange(startsAt: string, endsAt: string, zone: string): string {
  const start = inZone(startsAt, zone);
  const end = inZone(endsAt, zone);
  const day = capitalize(format(start, "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR }));
  if (isSameDay(start, end)) return `${day}, ${formatTime(start)} – ${formatTime(end)}`;
  return `${day}, ${formatTime(start)} – ${format(end, "d 'de' MMMM, HH:mm", { locale: ptBR })}`;
}

/** '5 dez. 2026, 19:00' — compact, for pickers and lists. */
export const formatShortDateTime = (iso: string, zone: string) =>
  format(inZone(iso, zone), "EEE, d 'de' MMM 'de' yyyy, HH:mm", { locale: ptBR });

/** The zone's human name: 'Horário Padrão de Brasília' (the browser's pt-BR name), or the IANA id. */
export function zoneName(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat("pt-BR", { timeZone: zone, timeZoneName: "long" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? zone;
  } catch {
    return zone;
  }
}

/** The editor's zone choice: its Brazilian name, with the IANA id. */
export const zoneChoiceLabel = (zone: string) =>
  EVENT_ZONE_NAMES[zone] ? `${EVENT_ZONE_NAMES[zone]} — ${zone}` : zone;

/** Do two zones show the same wall clock at this moment? (Then only one time is shown.) */
export function sameOffset(a: string, b: string, at: string): boolean {
  if (a === b) return true;
  return inZone(at, a).getTimezoneOffset() === inZone(at, b).getTimezoneOffset();
}

/** 'yyyy-MM-ddTHH:mm' of an instant in a zone (a datetime-local field's value). */
export const toLocalInput = (iso: string, zone: string) => format(inZone(iso, zone), "yyyy-MM-dd'T'HH:mm");

/** The instant a datetime-local value means in a zone, as ISO UTC; null when it is not a date. */
export function fromLocalInput(value: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new TZDate(y, mo - 1, d, h, mi, zone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString();
}
