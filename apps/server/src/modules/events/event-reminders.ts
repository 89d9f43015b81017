import { TZDate } from "@date-fns/tz";
import { eventMessages as m } from "@guilda/shared/messages/events";
import { EVENT_REMINDERS, type EventReminderKind } from "@guilda/shared/schemas/events";
import { format } from "date-fns";
import { ptBR } from "date-fns/locale";
import type { Db } from "../../platform/db";
import { publish } from "../../platform/events";
import type { Deps } from "../../platform/http/context";
import { PendingEvents } from "../../platform/realtime/pending";
import * as q from "./events.queries";
import { occurrenceStarts } from "./recurrence";

/** Every minute: reminders that are due are claimed and published (the members are told). */
export const EVENT_REMINDER_SWEEP_JOB = "event-reminder-sweep";

const [FIRST, LAST] = [EVENT_REMINDERS[0], EVENT_REMINDERS[EVENT_REMINDERS.length - 1]!];

/**
 * The reminder due now for an occurrence starting at `start`: '24h' from 24 hours before until
 * 1 hour before, then '1h' until it starts. Only the latest applies — a member who says 'Vou'
 * 30 minutes before gets the 1-hour reminder, not both.
 */
export function dueKind(start: number, now: number): EventReminderKind | null {
  if (start <= now || start - FIRST.beforeMs > now) return null;
  return start - LAST.beforeMs <= now ? LAST.kind : FIRST.kind;
}

/**
 * The sweep. For each occurrence of a scheduled event starting in the next 24 hours, one
 * transaction claims the reminder rows of its 'Vou' members (insert … on conflict do nothing
 * returning: a member already reminded of that kind is not returned) and publishes
 * `event.reminder_due` for them: their notifications and e-mail jobs are written in that same
 * transaction — all or nothing. Sweeps running at once on several instances, or a sweep retried,
 * race on the rows' primary key, so each reminder goes out once. A cancelled event is skipped; a
 * moved one lost its rows when it moved (its new time counts).
 */
export async function sweepEventReminders(deps: Deps, now = Date.now()): Promise<number> {
  const db = deps.database.db;
  const rows = await q.eventsStartingBetween(db, new Date(now), new Date(now + FIRST.beforeMs));
  let reminded = 0;
  for (const { event } of rows) {
    for (const start of occurrenceStarts(event.starts_at, event.time_zone, event.recurrence)) {
      const kind = dueKind(start.getTime(), now);
      if (!kind) continue;
      const pending = new PendingEvents();
      reminded += await db.transaction(async (tx) => {
        const userIds = await q.claimReminders(tx, event.id, start, kind);
        if (userIds.length === 0) return 0;
        await publish({ tx, db, pending, jobs: deps.jobs }, "event.reminder_due", {
          eventId: event.id,
          title: event.title,
          occurrenceAt: start.toISOString(),
          kind,
          when: startsWhen(start, event.time_zone, now),
          memberIds: userIds,
        });
        return userIds.length;
      });
      await pending.flush(deps.realtime);
    }
  }
  return reminded;
}

/**
 * 'hoje às 19:00' or 'amanhã às 19:00': the start's day against the day of `now`, both in the
 * event's zone (a 24-hour reminder can fall on the same day as the event).
 */
export function startsWhen(start: Date, zone: string, now: number): string {
  const day = (ms: number) => format(new TZDate(ms, zone), "yyyy-MM-dd");
  const time = format(new TZDate(start.getTime(), zone), "HH:mm");
  return day(start.getTime()) === day(now) ? m.startsToday(time) : m.startsTomorrow(time);
}

/** '…quinta-feira, 5 de dezembro às 19:00' in the event's zone. */
export function longWhen(at: Date, zone: string) {
  return format(new TZDate(at.getTime(), zone), "EEEE, d 'de' MMMM 'de' yyyy 'às' HH:mm", { locale: ptBR });
}

/**
 * What a reminder e-mail to one member says, or null when there is nothing to send any more (the
 * member no longer says 'Vou', the event was cancelled, the member is gone).
 */
export async function reminderFacts(
  db: Db,
  eventId: string,
  occurrence: Date,
  userId: string,
  now = Date.now(),
) {
  if (!(await q.stillGoing(db, eventId, occurrence, userId))) return null;
  const found = await q.findEvent(db, eventId);
  const member = await q.memberContact(db, userId);
  if (!found || !member) return null;
  const { event } = found;
  const soon = startsWhen(occurrence, event.time_zone, now);
  return {
    event,
    member,
    subject: m.reminderSubject(event.title, soon),
    paragraphs: [
      m.reminderGreeting(member.full_name),
      m.reminderIntro(event.title, soon),
      m.reminderStarts(longWhen(occurrence, event.time_zone), event.time_zone),
      ...(event.location ? [m.reminderPlace(event.location)] : []),
      ...(event.online_url ? [m.reminderLink(event.online_url)] : []),
    ],
  };
}
