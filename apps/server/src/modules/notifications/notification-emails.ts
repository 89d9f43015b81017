import { eventMessages } from "@guilda/shared/messages/events";
import { notificationMessages as m } from "@guilda/shared/messages/notifications";
import type { EventReminderKind } from "@guilda/shared/schemas/events";
import {
  NOTIFICATION_EMAIL_AWAY_MS,
  NOTIFICATION_TYPES,
  type NotificationType,
} from "@guilda/shared/schemas/notifications";
import type { Db } from "../../platform/db";
import type { PayloadOf, PublishScope } from "../../platform/events";
import type { Deps } from "../../platform/http/context";
import type { JobContext } from "../../platform/jobs";
import {
  noticeEmail,
  notificationDigestEmail,
  signupApprovedEmail,
  signupRefusedEmail,
} from "../../platform/mail/templates";
import { reminderFacts } from "../events/events.service";
import { getSettings } from "../settings/settings.service";
import { emailWanted, visibilityFor } from "./notifications.service";
import * as q from "./notifications.queries";
import { unsubscribeToken } from "./unsubscribe-token";

/** Every minute: members away with notifications waiting for e-mail get one job each. */
export const NOTIFICATION_EMAIL_SWEEP_JOB = "notification-email-sweep";
/** One member's digest: the job's id names the batch of rows it sends. */
export const NOTIFICATION_EMAIL_JOB = "notification-email";
export type NotificationEmailJob = { userId: string };

/** Members queued per sweep; the rest wait for the next minute. */
const SWEEP_LIMIT = 500;

/**
 * "Away" is `profiles.last_active_at`, written by every signed-in request at most once per
 * 5 minutes: a member counts as away 10 to 15 minutes after their last request. An open tab with
 * only its websocket does not count as seen (the sockets live per instance, and reading them here
 * would mean asking every instance); a tab in use makes requests, which do.
 */
export async function sweepNotificationEmails(deps: Deps, now = Date.now()): Promise<number> {
  const db = deps.database.db;
  await q.skipReadPending(db);
  const away = await q.membersAwayWithPending(db, new Date(now - NOTIFICATION_EMAIL_AWAY_MS), SWEEP_LIMIT);
  if (away.length === 0) return 0;
  // A member whose digest is already queued, retrying or running gets no second job.
  const live = await deps.jobs.liveJobs(NOTIFICATION_EMAIL_JOB, "userId", away);
  const items: NotificationEmailJob[] = away.filter((id) => !live.has(id)).map((userId) => ({ userId }));
  await deps.jobs.enqueueMany(NOTIFICATION_EMAIL_JOB, items);
  return items.length;
}

function absolute(publicUrl: string, link: string | null) {
  return `${publicUrl}${link ?? "/notificacoes"}`;
}

/**
 * The worker of NOTIFICATION_EMAIL_JOB: ONE e-mail listing the member's waiting notifications.
 * The rows are claimed for this job's id (email_state 'sending', email_batch = job id), so a retry
 * sends the same batch with the same Message-ID and no row is ever in two e-mails. Rows read (or
 * hidden) meanwhile are skipped. Outbox: the message and 'sent' are written in one transaction;
 * SMTP: 'sent' right after the server accepts, so only a send in flight when the process dies can
 * repeat, with the same Message-ID. After the last failed try the batch is given up ('skipped').
 */
export async function sendNotificationEmail(deps: Deps, { userId }: NotificationEmailJob, job: JobContext) {
  const db = deps.database.db;
  const batch = job.id;
  let rows = await q.batchRows(db, batch);
  if (rows.length === 0) {
    // First try: only while the member is still away (they may be back since the sweep).
    if (!(await q.isAway(db, userId, new Date(Date.now() - NOTIFICATION_EMAIL_AWAY_MS)))) return;
    await q.claimBatch(db, userId, batch);
    rows = await q.batchRows(db, batch);
  }
  rows = rows.filter((r) => r.email_state === "sending");
  if (rows.length === 0) return;

  const visible = await q.visibleIds(
    db,
    rows.map((r) => r.id),
    await visibilityFor(db, userId),
  );
  const gone = rows.filter((r) => r.read_at || !visible.has(r.id)).map((r) => r.id);
  if (gone.length) await q.setBatchState(db, batch, "skipped", gone);
  const items = rows.filter((r) => !gone.includes(r.id));
  const member = await q.findMemberName(db, userId);
  if (items.length === 0 || !member) {
    if (!member) await q.setBatchState(db, batch, "skipped");
    return;
  }

  const { publicUrl, authSecret } = deps.config;
  const pageUrl = (token: string) => `${publicUrl}/notificacoes/cancelar-email?token=${token}`;
  const types = NOTIFICATION_TYPES.filter((t) => items.some((i) => i.type === t));
  const allToken = unsubscribeToken(authSecret, userId, "all");
  const mail = notificationDigestEmail({
    community: (await getSettings(db)).community_name,
    name: member.full_name,
    items: items.map((i) => ({ title: i.title, url: absolute(publicUrl, i.link) })),
    notificationsUrl: `${publicUrl}/notificacoes`,
    unsubscribe: types.map((t: NotificationType) => ({
      label: m.typeLabels[t],
      url: pageUrl(unsubscribeToken(authSecret, userId, t)),
    })),
    unsubscribeAllUrl: pageUrl(allToken),
    preferencesUrl: `${publicUrl}/perfil/editar`,
  });
  const message = {
    to: member.email,
    ...mail,
    messageId: `<notificacoes-${batch}@${new URL(publicUrl).hostname}>`,
    headers: {
      "List-Unsubscribe": `<${publicUrl}/api/notifications/unsubscribe/one-click?token=${allToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
  try {
    if (deps.mailer.kind === "outbox") {
      await db.transaction(async (tx) => {
        if (await q.setBatchState(tx as unknown as Db, batch, "sent")) {
          await deps.mailer.send(message, { db: tx as unknown as Db });
        }
      });
    } else {
      await deps.mailer.send(message);
      await q.setBatchState(db, batch, "sent");
    }
  } catch (error) {
    if (job.isLastAttempt) await q.setBatchState(db, batch, "skipped");
    throw error;
  }
}

// ——— Event reminders ———

/** One reminder e-mail to one member. */
export const EVENT_REMINDER_EMAIL_JOB = "event-reminder-email";
export type EventReminderEmailJob = {
  eventId: string;
  occurrenceAt: string;
  userId: string;
  kind: EventReminderKind;
};

/**
 * One e-mail job per reminded member who wants these e-mails, queued in the transaction that
 * claimed the reminders (it commits or rolls back with them).
 */
export async function queueEventReminderEmails(scope: PublishScope, e: PayloadOf<"event.reminder_due">) {
  if (!scope.jobs) throw new Error("event reminders are published with the job queue");
  const wanted = await emailWanted(scope.tx, e.memberIds, "event_reminder");
  await scope.jobs.enqueueMany<EventReminderEmailJob>(
    EVENT_REMINDER_EMAIL_JOB,
    e.memberIds
      .filter((id) => wanted.has(id))
      .map((userId) => ({
        eventId: e.eventId,
        occurrenceAt: e.occurrenceAt,
        userId,
        kind: e.kind as EventReminderKind,
      })),
    { db: scope.tx },
  );
}

/**
 * The worker of EVENT_REMINDER_EMAIL_JOB. Nothing is sent if, by now, the member no longer says
 * 'Vou', the event was cancelled or the member turned these e-mails off. Retries send the same
 * Message-ID, so a mail server that got it once can drop the copy.
 */
export async function sendEventReminderEmail(deps: Deps, data: EventReminderEmailJob, _job: JobContext) {
  const db = deps.database.db;
  const occurrence = new Date(data.occurrenceAt);
  if (!(await emailWanted(db, [data.userId], "event_reminder")).has(data.userId)) return;
  const facts = await reminderFacts(db, data.eventId, occurrence, data.userId);
  if (!facts) return;
  const { event, member } = facts;
  const { publicUrl, authSecret } = deps.config;
  const community = (await getSettings(db)).community_name;
  const page = `${publicUrl}/calendario/eventos/${event.id}?ocorrencia=${encodeURIComponent(data.occurrenceAt)}`;
  const unsubscribePage = (token: string) => `${publicUrl}/notificacoes/cancelar-email?token=${token}`;
  const allToken = unsubscribeToken(authSecret, data.userId, "all");
  const em = eventMessages;
  const mail = noticeEmail({
    community,
    subject: facts.subject,
    paragraphs: facts.paragraphs,
    action: { label: em.reminderOpen, url: page },
    footer: em.reminderFooter,
    outs: [
      {
        label: em.reminderUnsubscribe,
        url: unsubscribePage(unsubscribeToken(authSecret, data.userId, "event_reminder")),
      },
      { label: em.reminderUnsubscribeAll, url: unsubscribePage(allToken) },
      { label: em.reminderPreferences, url: `${publicUrl}/perfil/editar` },
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

// ——— A sign-up's approval or refusal ———

/** Every minute: the e-mails about sign-ups approved or refused since, each sent once. */
export const SIGNUP_EMAIL_SWEEP_JOB = "signup-email-sweep";
/** E-mails per sweep; the rest wait for the next minute. */
const SIGNUP_EMAIL_BATCH = 50;
/** A row taken this long ago by a sweep that never finished is taken again. */
const SIGNUP_EMAIL_STALE_MS = 10 * 60 * 1000;
/** Tries (one a minute) before an e-mail the server keeps refusing is given up. */
const SIGNUP_EMAIL_MAX_ATTEMPTS = 10;

/**
 * Queues the e-mail telling a person what was decided about their sign-up, as a row written in the
 * transaction of the decision: it exists only if the decision commits, and the decider needs no job
 * queue (the sales module approves a buyer with its transaction alone).
 */
export async function queueSignupEmail(
  tx: Db,
  e: { kind: "approved" | "refused"; userId: string | null; email: string; name: string },
) {
  await q.insertSignupEmail(tx, { kind: e.kind, user_id: e.userId, email: e.email, name: e.name });
}

/**
 * The worker of SIGNUP_EMAIL_SWEEP_JOB: sends the waiting e-mails and removes each row once its
 * message is accepted (in the same transaction as the dev outbox's copy). A failed send is tried
 * again the next minute, with the same Message-ID, up to SIGNUP_EMAIL_MAX_ATTEMPTS times.
 */
export async function sendSignupEmails(deps: Deps, now = Date.now()): Promise<number> {
  const db = deps.database.db;
  const rows = await q.claimSignupEmails(db, SIGNUP_EMAIL_BATCH, new Date(now - SIGNUP_EMAIL_STALE_MS));
  if (rows.length === 0) return 0;
  const { publicUrl } = deps.config;
  const community = (await getSettings(db)).community_name;
  let sent = 0;
  for (const row of rows) {
    const mail =
      row.kind === "approved"
        ? signupApprovedEmail(community, row.name, `${publicUrl}/auth/login`)
        : signupRefusedEmail(community, row.name);
    const message = {
      to: row.email,
      ...mail,
      messageId: `<cadastro-${row.id}@${new URL(publicUrl).hostname}>`,
    };
    try {
      if (deps.mailer.kind === "outbox") {
        await db.transaction(async (tx) => {
          await deps.mailer.send(message, { db: tx as unknown as Db });
          await q.deleteSignupEmail(tx as unknown as Db, row.id);
        });
      } else {
        await deps.mailer.send(message);
        await q.deleteSignupEmail(db, row.id);
      }
      sent += 1;
    } catch (err) {
      const final = row.attempts >= SIGNUP_EMAIL_MAX_ATTEMPTS;
      deps.logger[final ? "error" : "warn"](
        { err, id: row.id, attempts: row.attempts },
        "signup e-mail failed",
      );
      if (final) await q.deleteSignupEmail(db, row.id);
      else await q.releaseSignupEmail(db, row.id);
    }
  }
  return sent;
}
