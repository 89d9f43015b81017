import { TZDate } from "@date-fns/tz";
import { eventMessages as m } from "@guilda/shared/messages/events";
import { EVENT_REMINDERS, type EventReminderKind } from "@guilda/shared/schemas/events";
import { format } from "date-fns";
import { ptBR } from "date-fns/locale";
import type { Deps } from "../../platform/http/context";
import type { JobContext } from "../../platform/jobs";
import { eventReminderEmail } from "../../platform/mail/templates";
import { PendingEvents } from "../../platform/realtime/pending";
import {
  announceMany,
  emailWanted,
  notifyMany,
  unsubscribeToken,
  type WrittenNotifications,
} from "../notifications/notifications.service";
import { getSettings } from "../settings/settings.service";
import * as q from "./events.queries";
import { occurrenceStarts } from "./recurrence";

/** Every minute: reminders that are due are written, notified and their e-mails queued. */
export const EVENT_REMINDER_SWEEP_JOB = "event-reminder-sweep";
/** One reminder e-mail to one member. */
export const EVENT_REMINDER_EMAIL_JOB = "event-reminder-email";
export type EventReminderEmailJob = {
  eventId: string;
  occurrenceAt: string;
  userId: string;
  kind: EventReminderKind;
};

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
 * returning: a member already reminded of that kind is not returned), writes their
 * `event_reminder` notifications (in the app; the digest leaves them out) and queues one e-mail
 * job per member who wants these e-mails — all or nothing. Sweeps running at once on several
 * instances, or a sweep retried, race on the rows' primary key, so each reminder goes out once.
 * A cancelled event is skipped; a moved one lost its rows when it moved (its new time counts).
 */
export async function sweepEventReminders(deps: Deps, now = Date.now()): Promise<number> {
  const db = deps.database.db;
  const rows = await q.eventsStartingBetween(db, new Date(now), new Date(now + FIRST.beforeMs));
  let reminded = 0;
  for (const { event } of rows) {
    for (const start of occurrenceStarts(event.starts_at, event.time_zone, event.recurrence)) {
      const kind = dueKind(start.getTime(), now);
      if (!kind) continue;
      const written = await db.transaction(async (tx) => {
        const userIds = await q.claimReminders(tx, event.id, start, kind);
        if (userIds.length === 0) return null;
        const notified = await notifyMany(tx, {
          userIds,
          type: "event_reminder",
          eventId: event.id,
          data: {
            event_title: event.title,
            occurrence_at: start.toISOString(),
            kind,
            when: startsWhen(start, event.time_zone, now),
          },
          ownEmail: true,
        });
        const wanted = await emailWanted(tx, userIds, "event_reminder");
        await deps.jobs.enqueueMany<EventReminderEmailJob>(
          EVENT_REMINDER_EMAIL_JOB,
          userIds
            .filter((id) => wanted.has(id))
            .map((userId) => ({ eventId: event.id, occurrenceAt: start.toISOString(), userId, kind })),
          { db: tx },
        );
        return { notified, count: userIds.length };
      });
      if (!written) continue;
      reminded += written.count;
      await announce(deps, written.notified);
    }
  }
  return reminded;
}

async function announce(deps: Deps, written: WrittenNotifications) {
  const events = new PendingEvents();
  await announceMany(deps.database.db, events, written);
  await events.flush(deps.realtime);
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
function when(at: Date, zone: string) {
  return format(new TZDate(at.getTime(), zone), "EEEE, d 'de' MMMM 'de' yyyy 'às' HH:mm", { locale: ptBR });
}

/**
 * The worker of EVENT_REMINDER_EMAIL_JOB. Nothing is sent if, by now, the member no longer says
 * 'Vou', the event was cancelled or the member turned these e-mails off. Retries send the same
 * Message-ID, so a mail server that got it once can drop the copy.
 */
export async function sendEventReminderEmail(deps: Deps, data: EventReminderEmailJob, _job: JobContext) {
  const db = deps.database.db;
  const occurrence = new Date(data.occurrenceAt);
  if (!(await q.stillGoing(db, data.eventId, occurrence, data.userId))) return;
  if (!(await emailWanted(db, [data.userId], "event_reminder")).has(data.userId)) return;
  const found = await q.findEvent(db, data.eventId);
  const member = await q.memberContact(db, data.userId);
  if (!found || !member) return;
  const { event } = found;
  const { publicUrl, authSecret } = deps.config;
  const community = (await getSettings(db)).community_name;
  const soon = startsWhen(occurrence, event.time_zone, Date.now());
  const page = `${publicUrl}/calendario/eventos/${event.id}?ocorrencia=${encodeURIComponent(data.occurrenceAt)}`;
  const unsubscribePage = (token: string) => `${publicUrl}/notificacoes/cancelar-email?token=${token}`;
  const allToken = unsubscribeToken(authSecret, data.userId, "all");
  const paragraphs = [
    m.reminderGreeting(member.full_name),
    m.reminderIntro(event.title, soon),
    m.reminderStarts(when(occurrence, event.time_zone), event.time_zone),
    ...(event.location ? [m.reminderPlace(event.location)] : []),
    ...(event.online_url ? [m.reminderLink(event.online_url)] : []),
  ];
  const mail = eventReminderEmail({
    community,
    subject: m.reminderSubject(event.title, soon),
    paragraphs,
    action: { label: m.reminderOpen, url: page },
    footer: m.reminderFooter,
    outs: [
      {
        label: m.reminderUnsubscribe,
        url: unsubscribePage(unsubscribeToken(authSecret, data.userId, "event_reminder")),
      },
      { label: m.reminderUnsubscribeAll, url: unsubscribePage(allToken) },
      { label: m.reminderPreferences, url: `${publicUrl}/perfil/editar` },
    ],
  });
  await deps.mailer.send({
    to: member.email,
    ...mail,
    messageId: `<lembrete-${event.id}-${occurrence.getTime()}-${data.kind}-${data.userId}@${new URL(publicUrl).hostname}>`,
    headers: {
      "List-Unsubscribe": `<${publicUrl}/api/notifications/unsubscribe/one-click?token=${allToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}
