import { TZDate, tzOffset } from "@date-fns/tz";
import { eventMessages as m } from "@guilda/shared/messages/events";
import { EVENT_MAX_OCCURRENCES, type RecurrenceInput } from "@guilda/shared/schemas/events";
import * as rrulePackage from "rrule";

// rrule ships CommonJS for Node and ES modules for bundlers: take whichever shape this loader gave.
const { RRule } = ((rrulePackage as unknown as { default?: typeof rrulePackage }).default ??
  rrulePackage) as typeof rrulePackage;

/**
 * Recurrence in an event's own zone. The rule repeats the WALL CLOCK of the first start (a live
 * at 19:00 stays at 19:00 across a change of daylight saving time), so it is expanded on
 * "floating" dates — the wall clock written as if it were UTC — and each result is then placed
 * in the zone. Stored rule text (events.recurrence): `FREQ=WEEKLY;INTERVAL=1;COUNT=8` or
 * `FREQ=MONTHLY;INTERVAL=1;UNTIL=20260630T235959` (the end of that day, wall clock of the zone).
 */

/** True when the runtime knows this IANA zone. */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

type Wall = { y: number; mo: number; d: number; h: number; mi: number; s: number };

/** The wall clock of an instant in a zone. */
export function wallClock(instant: Date, zone: string): Wall {
  const t = new TZDate(instant.getTime(), zone);
  return {
    y: t.getFullYear(),
    mo: t.getMonth(),
    d: t.getDate(),
    h: t.getHours(),
    mi: t.getMinutes(),
    s: t.getSeconds(),
  };
}

const MINUTE_MS = 60_000;
const offsetMs = (zone: string, ms: number) => tzOffset(zone, new Date(ms)) * MINUTE_MS;

/**
 * The instant a wall clock of a zone names. A time skipped (clocks turned forward) is read with
 * the offset before the change, so it moves forward as clocks do (RFC 5545 §3.3.5); a time that
 * happens twice (clocks turned back) gets one of its two offsets, the same as @date-fns/tz gives.
 * Two or three offset look-ups, not a full zone conversion: expanding a rule converts each occurrence.
 */
export function fromWallClock(w: Wall, zone: string): Date {
  const wall = Date.UTC(w.y, w.mo, w.d, w.h, w.mi, w.s);
  const first = offsetMs(zone, wall);
  const a = wall - first;
  const second = offsetMs(zone, a);
  if (second === first) return new Date(a);
  // Near a change: the wall clock read with the offset in force at the first guess.
  const b = wall - second;
  if (offsetMs(zone, b) === second) return new Date(b);
  // Neither offset holds: the time was skipped.
  return new Date(wall - Math.min(first, second));
}

const floating = (w: Wall) => new Date(Date.UTC(w.y, w.mo, w.d, w.h, w.mi, w.s));
const wallOfFloating = (f: Date): Wall => ({
  y: f.getUTCFullYear(),
  mo: f.getUTCMonth(),
  d: f.getUTCDate(),
  h: f.getUTCHours(),
  mi: f.getUTCMinutes(),
  s: f.getUTCSeconds(),
});

const FREQ = { weekly: "WEEKLY", monthly: "MONTHLY" } as const;

/** The stored rule text of the form's choices. */
export function ruleText(r: RecurrenceInput): string {
  const parts = [`FREQ=${FREQ[r.frequency]}`, `INTERVAL=${r.interval}`];
  if (r.count !== undefined) parts.push(`COUNT=${r.count}`);
  else if (r.until) parts.push(`UNTIL=${r.until.replaceAll("-", "")}T235959`);
  return parts.join(";");
}

/** The form's choices back from the stored rule text (null when it is not one of ours). */
export function parseRuleText(text: string | null): RecurrenceInput | null {
  if (!text) return null;
  const fields = new Map(
    text.split(";").map((part) => {
      const [k, v] = part.split("=");
      return [k ?? "", v ?? ""] as const;
    }),
  );
  const freq = fields.get("FREQ");
  const frequency = freq === "WEEKLY" ? "weekly" : freq === "MONTHLY" ? "monthly" : null;
  if (!frequency) return null;
  const interval = Number(fields.get("INTERVAL") ?? "1") || 1;
  const count = fields.get("COUNT");
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(fields.get("UNTIL") ?? "");
  if (count) return { frequency, interval, count: Number(count) };
  if (until) return { frequency, interval, until: `${until[1]}-${until[2]}-${until[3]}` };
  return null;
}

/**
 * Expanding a rule costs milliseconds (rrule, then each wall clock placed in the zone): the last
 * expansions are kept, keyed by what determines them (an edit changes the key). 5,000 rules of
 * at most 105 starts are about 4 MB.
 */
const EXPANSIONS_KEPT = 5000;
const expansions = new Map<string, Float64Array>();

/**
 * Every occurrence's start (at most EVENT_MAX_OCCURRENCES + 1, so a rule producing too many is
 * recognised), for a first start `startsAt` in `zone`. A single event (no rule) has one.
 */
export function occurrenceStarts(startsAt: Date, zone: string, rule: string | null): Date[] {
  if (!rule) return [startsAt];
  const key = `${startsAt.getTime()}|${zone}|${rule}`;
  let starts = expansions.get(key);
  if (starts) {
    // Most recently used last: the oldest entry goes first when the cache is full.
    expansions.delete(key);
  } else {
    const options = RRule.parseString(rule);
    const first = floating(wallClock(startsAt, zone));
    const expanded = new RRule({ ...options, dtstart: first }).all((_date, i) => i <= EVENT_MAX_OCCURRENCES);
    starts = Float64Array.from(expanded, (f) => fromWallClock(wallOfFloating(f), zone).getTime());
    if (expansions.size >= EXPANSIONS_KEPT) expansions.delete(expansions.keys().next().value!);
  }
  expansions.set(key, starts);
  return Array.from(starts, (ms) => new Date(ms));
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const icsUtc = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(
    d.getUTCMinutes(),
  )}${pad(d.getUTCSeconds())}Z`;

/**
 * The rule as an iCalendar RRULE for a DTSTART with TZID: UNTIL must then be in UTC (RFC 5545
 * §3.3.10), so the stored end of day in the zone is converted.
 */
export function icsRule(rule: string, zone: string): string {
  return rule
    .split(";")
    .map((part) => {
      const m = /^UNTIL=(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(part);
      if (!m) return part;
      const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
      return `UNTIL=${icsUtc(fromWallClock({ y, mo: mo - 1, d, h, mi, s }, zone))}`;
    })
    .join(";");
}

/** Human text of a rule: 'Toda semana, 8 vezes', 'A cada 2 semanas, até 30/06/2026'. */
export function ruleDescription(r: RecurrenceInput): string {
  const every = m.recurrenceEvery(r.frequency, r.interval);
  if (r.count !== undefined) return m.recurrenceCount(every, r.count);
  if (r.until) {
    const [y, mo, d] = r.until.split("-");
    return m.recurrenceUntil(every, `${d}/${mo}/${y}`);
  }
  return every;
}
