import { TZDate, tzOffset } from "@date-fns/tz";
import { ICalCalendar, ICalEventStatus } from "ical-generator";
import { icsRule } from "./recurrence";

/**
 * iCalendar files (RFC 5545) of events: one event's .ics and a member's private feed.
 *
 * Times are written in the event's zone (DTSTART;TZID=America/Sao_Paulo:…) with a VTIMEZONE
 * built from the runtime's own time zone database for the years the events span, so a zone whose
 * rules changed (São Paulo has had no daylight saving time since 2019) is described as it is now,
 * and as it was for older dates.
 */

export type IcsEvent = {
  id: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  location: string | null;
  online_url: string | null;
  recurrence: string | null;
  recurrence_ends_at: Date | null;
  status: string;
  sequence: number;
  created_at: Date;
  updated_at: Date;
  /** The event's page (absolute). */
  url: string;
};

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

function offsetText(minutes: number) {
  const sign = minutes < 0 ? "-" : "+";
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** Local wall clock (in the offset before a change), as iCalendar DATE-TIME without zone. */
function localText(utcMs: number, offsetMinutes: number) {
  const d = new Date(utcMs + offsetMinutes * 60_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(
    d.getUTCMinutes(),
  )}${pad(d.getUTCSeconds())}`;
}

const offsetAt = (zone: string, ms: number) => Math.round(tzOffset(zone, new Date(ms)));

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every change of the zone's UTC offset between the two years (inclusive), to the minute:
 * weekly samples, then a bisection where two samples differ.
 */
function transitions(zone: string, fromYear: number, toYear: number) {
  const found: { at: number; from: number; to: number }[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let t = Date.UTC(fromYear, 0, 1);
  let before = offsetAt(zone, t);
  while (t < end) {
    const next = Math.min(t + 7 * DAY, end);
    const after = offsetAt(zone, next);
    if (after !== before) {
      let lo = t;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000;
        if (offsetAt(zone, mid) === before) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, from: before, to: after });
    }
    before = after;
    t = next;
  }
  return found;
}

const cache = new Map<string, string>();

/** A VTIMEZONE for the zone as it is between the two years. */
export function vtimezone(zone: string, fromYear: number, toYear: number): string {
  const key = `${zone}|${fromYear}|${toYear}`;
  const known = cache.get(key);
  if (known) return known;
  const start = Date.UTC(fromYear, 0, 1);
  const initial = offsetAt(zone, start);
  const changes = transitions(zone, fromYear, toYear);
  // Daylight time: an offset above the zone's lowest offset in those years.
  const standard = Math.min(initial, ...changes.map((c) => c.to));
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  const component = (at: number, from: number, to: number) => {
    const kind = to > standard ? "DAYLIGHT" : "STANDARD";
    lines.push(
      `BEGIN:${kind}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `DTSTART:${localText(at, from)}`,
      `END:${kind}`,
    );
  };
  component(start, initial, initial);
  for (const c of changes) component(c.at, c.from, c.to);
  lines.push("END:VTIMEZONE");
  const text = lines.join("\r\n");
  if (cache.size > 200) cache.clear();
  cache.set(key, text);
  return text;
}

function description(
  e: IcsEvent,
  texts: { online: (url: string) => string; moreAt: (url: string) => string },
) {
  const parts = [e.description.trim()];
  if (e.online_url) parts.push(texts.online(e.online_url));
  parts.push(texts.moreAt(e.url));
  return parts.filter(Boolean).join("\n\n");
}

/**
 * The calendar text: each event with its UID (stable across edits), SEQUENCE (bumped by every
 * edit), STATUS (CANCELLED for a cancelled event), RRULE, URL and DTSTART/DTEND with TZID.
 */
export function buildCalendar(input: {
  name: string;
  host: string;
  events: IcsEvent[];
  texts: { online: (url: string) => string; moreAt: (url: string) => string };
  now?: Date;
}): string {
  const calendar = new ICalCalendar({ prodId: { company: "Guilda", product: "Eventos", language: "PT" } });
  calendar.name(input.name);
  // Subscribed calendars (the private feed) look for changes every hour.
  calendar.ttl(60 * 60);
  const years = new Map<string, { from: number; to: number }>();
  for (const e of input.events) {
    const last = e.recurrence_ends_at ?? e.starts_at;
    const from = new TZDate(e.starts_at.getTime(), e.time_zone).getFullYear() - 1;
    const to =
      new TZDate(last.getTime() + (e.ends_at.getTime() - e.starts_at.getTime()), e.time_zone).getFullYear() +
      1;
    const span = years.get(e.time_zone);
    years.set(e.time_zone, { from: Math.min(from, span?.from ?? from), to: Math.max(to, span?.to ?? to) });
    calendar.createEvent({
      id: `${e.id}@${input.host}`,
      sequence: e.sequence,
      stamp: input.now ?? new Date(),
      created: e.created_at,
      lastModified: e.updated_at,
      start: new TZDate(e.starts_at.getTime(), e.time_zone),
      end: new TZDate(e.ends_at.getTime(), e.time_zone),
      timezone: e.time_zone,
      summary: e.title,
      description: description(e, input.texts),
      location: e.location ?? e.online_url ?? null,
      url: e.url,
      status: e.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      repeating: e.recurrence ? icsRule(e.recurrence, e.time_zone) : null,
    });
  }
  const text = calendar.toString();
  // The zones go before the first component that uses them (ical-generator's own zone support
  // writes DTSTAMP without its UTC marker, so they are added here).
  const zones = [...years].map(([zone, span]) => vtimezone(zone, span.from, span.to));
  if (zones.length === 0) return text;
  const at = text.indexOf("BEGIN:VEVENT");
  return `${text.slice(0, at)}${zones.join("\r\n")}\r\n${text.slice(at)}`;
}
