import path from "node:path";
import { createApp } from "./app";
import type { Config } from "./config";
import { announcePendingSignup } from "./modules/members/members.service";
import { getJoinPolicy, getSettings } from "./modules/settings/settings.service";
import { ensureAdmin } from "./platform/auth/accounts";
import { createAuth } from "./platform/auth/auth";
import { createDatabase, type Database } from "./platform/db";
import type { Deps } from "./platform/http/context";
import { createLogger, type Logger } from "./platform/logger";
import { listen } from "./platform/http/server";
import { createMailer } from "./platform/mail";
import { REALTIME } from "@guilda/shared";
import { createRealtimeHub, PRUNE_REALTIME_EVENTS_JOB } from "./platform/realtime/hub";
import { attachRealtime } from "./platform/realtime/socket";
import { createLocalStorage, createS3Storage, type Storage } from "./platform/storage";
import { realtimeReach, realtimeSessions } from "./modules/realtime/realtime.gateway";
import { findSocketSessions } from "./modules/profiles/viewer.queries";
import {
  EVENT_REMINDER_EMAIL_JOB,
  NOTIFICATION_EMAIL_JOB,
  NOTIFICATION_EMAIL_SWEEP_JOB,
  sendEventReminderEmail,
  sendNotificationEmail,
  sendSignupEmails,
  SIGNUP_EMAIL_SWEEP_JOB,
  sweepNotificationEmails,
  type EventReminderEmailJob,
  type NotificationEmailJob,
} from "./modules/notifications/notification-emails";
import { EVENT_REMINDER_SWEEP_JOB, sweepEventReminders } from "./modules/events/event-reminders";
import { INVITE_EMAIL_JOB, sendInviteEmail, type InviteEmailJob } from "./modules/invites/invites.service";
import {
  PURGE_UPLOADS_JOB,
  purgeOrphanUploads,
  REMOVE_FILES_JOB,
  removeStoredFiles,
  type RemoveFilesJob,
} from "./modules/uploads/uploads.service";
import { PURGE_REQUEST_LIMITS_JOB, purgeRequestLimits } from "./platform/http/rate-limit";
import { createJobs } from "./platform/jobs";
import { PUSH_JOB, usePushQueue, type PushJob } from "./modules/notifications/push-queue";
import { sendPush } from "./modules/notifications/push.service";
import {
  buildExport,
  DATA_EXPORT_JOB,
  PURGE_DATA_EXPORTS_JOB,
  purgeExpiredExports,
  type DataExportJob,
} from "./modules/privacy/privacy.service";
import {
  processDelivery,
  SALES_DELIVERY_JOB,
  SALES_GRANT_SWEEP_JOB,
  SALES_OFFER_SYNC_JOB,
  sweepLapsedGrants,
  syncOffer,
  type SalesDeliveryJob,
  type SalesOfferSyncJob,
} from "./modules/sales/sales.processing";
import {
  BACKUP_RUN_JOB,
  BACKUP_SCHEDULE_JOB,
  runBackup,
  scheduledBackup,
  type BackupJob,
} from "./modules/backups/backups.service";
import { isDatabaseEmpty, seedDemo } from "./seed/seed";
import { wireModules } from "./wiring";

export function openDatabase(config: Config, logger?: Logger): Database {
  return config.databaseUrl
    ? createDatabase({
        kind: "postgres",
        url: config.databaseUrl,
        onIdleError: (err) => logger?.warn({ err }, "database connection closed by the server"),
      })
    : createDatabase({ kind: "pglite", dataDir: embeddedDataDir(config) });
}

/** Where uploads live: the S3 bucket when configured, else DATA_DIR/uploads. */
export function openStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, "uploads"));
}

/** The embedded database's data dir. */
export const embeddedDataDir = (config: Config) => path.join(config.dataDir, "pglite");

/** Builds everything the app needs around an open, migrated database. */
export function createDeps(
  config: Config,
  database: Database,
  logger: Logger = createLogger(config.logLevel),
): Deps {
  wireModules();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, logger });
  // Several instances share events through PostgreSQL; the embedded database has one instance.
  const realtime = createRealtimeHub({ databaseUrl: config.databaseUrl, db: database.db, logger });
  const auth = createAuth({
    db: database.db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    mailer,
    logger,
    communityName: async () => (await getSettings(database.db)).community_name,
    joinPolicy: () => getJoinPolicy(database.db),
    // The confirmation itself must not fail because the admins could not be told.
    onEmailConfirmed: (userId) =>
      announcePendingSignup(database.db, userId, realtime).catch((err: unknown) =>
        logger.error({ err, userId }, "could not announce a pending sign-up"),
      ),
  });
  const storage = openStorage(config);
  const jobs = createJobs({ database, logger });
  const deps: Deps = { config, database, auth, mailer, logger, storage, realtime, jobs };
  registerJobs(deps);
  return deps;
}

/** Every background job of the app: queues, their workers and the recurring sweeps. */
function registerJobs(deps: Deps) {
  const { jobs, logger } = deps;
  // Invite e-mails: 8 at a time per instance, 5 retries from 10 s with back-off (about 5 min). A
  // send is over within a minute (the SMTP timeouts), so a job running longer was lost with its
  // process and is retried.
  jobs.register<InviteEmailJob>(INVITE_EMAIL_JOB, (data, job) => sendInviteEmail(deps, data, job), {
    concurrency: 8,
    retryLimit: 5,
    retryDelay: 10,
    expireInSeconds: 60,
  });
  // Uploads chosen in the composer but never published: removed after a day, swept hourly.
  jobs.register(
    PURGE_UPLOADS_JOB,
    async () => {
      const removed = await purgeOrphanUploads(deps.database.db, deps.storage);
      if (removed) logger.info({ removed }, "unused uploads removed");
    },
    // A sweep may start a minute late: its worker looks rarely, sparing the database.
    { retryLimit: 0, pollSeconds: 60 },
  );
  jobs.schedule(PURGE_UPLOADS_JOB, "17 * * * *");
  // Files of deleted members: queued with the deletion, retried for about 4 hours (30 s doubling)
  // while the storage (a bucket) fails.
  jobs.register<RemoveFilesJob>(REMOVE_FILES_JOB, (data) => removeStoredFiles(deps.storage, data), {
    retryLimit: 9,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 600,
  });
  // Live events past the replay window: every five minutes (a socket older than that reloads).
  jobs.register(
    PRUNE_REALTIME_EVENTS_JOB,
    async () => void (await deps.realtime.prune(REALTIME.replayWindowMs)),
    {
      retryLimit: 0,
      pollSeconds: 60,
    },
  );
  jobs.schedule(PRUNE_REALTIME_EVENTS_JOB, "*/5 * * * *");
  // Windows of the write budgets older than a day: swept nightly.
  jobs.register(PURGE_REQUEST_LIMITS_JOB, () => purgeRequestLimits(deps.database.db), {
    retryLimit: 0,
    pollSeconds: 60,
  });
  jobs.schedule(PURGE_REQUEST_LIMITS_JOB, "41 3 * * *");
  // Notification e-mails: each minute the members away for 10 minutes with notifications waiting
  // get one digest job each; a job sends one e-mail (SMTP timeouts bound it to a minute) and is
  // retried 5 times from 30 s with back-off, always the same batch with the same Message-ID.
  jobs.register<NotificationEmailJob>(
    NOTIFICATION_EMAIL_JOB,
    (data, job) => sendNotificationEmail(deps, data, job),
    { concurrency: 4, retryLimit: 5, retryDelay: 30, expireInSeconds: 90 },
  );
  jobs.register(
    NOTIFICATION_EMAIL_SWEEP_JOB,
    async () => {
      const queued = await sweepNotificationEmails(deps);
      if (queued) logger.info({ queued }, "notification e-mails queued");
    },
    { retryLimit: 0, pollSeconds: 30 },
  );
  jobs.schedule(NOTIFICATION_EMAIL_SWEEP_JOB, "* * * * *");
  // Push: one job per notification and device, queued in the notification's transaction; 8 at a
  // time per instance, 5 retries from 30 s with back-off; a send is bounded to 15 s.
  jobs.register<PushJob>(PUSH_JOB, (data, job) => sendPush(deps, data, job), {
    concurrency: 8,
    retryLimit: 5,
    retryDelay: 30,
    expireInSeconds: 60,
  });
  usePushQueue(jobs);
  // Event reminders (24 h and 1 h before, to who said 'Vou'): a sweep each minute writes them
  // once (see sweepEventReminders) and queues their e-mails, sent 4 at a time with 5 retries.
  jobs.register<EventReminderEmailJob>(
    EVENT_REMINDER_EMAIL_JOB,
    (data, job) => sendEventReminderEmail(deps, data, job),
    { concurrency: 4, retryLimit: 5, retryDelay: 30, expireInSeconds: 90 },
  );
  jobs.register(
    EVENT_REMINDER_SWEEP_JOB,
    async () => {
      const reminded = await sweepEventReminders(deps);
      if (reminded) logger.info({ reminded }, "event reminders sent");
    },
    { retryLimit: 0, pollSeconds: 30 },
  );
  jobs.schedule(EVENT_REMINDER_SWEEP_JOB, "* * * * *");
  // 'Cadastro' with approval: each minute the e-mails about sign-ups approved or refused since go
  // out (each row tried again the next minute until sent, at most 10 times).
  jobs.register(
    SIGNUP_EMAIL_SWEEP_JOB,
    async () => {
      const sent = await sendSignupEmails(deps);
      if (sent) logger.info({ sent }, "sign-up decision e-mails sent");
    },
    { retryLimit: 0, pollSeconds: 30, expireInSeconds: 600 },
  );
  jobs.schedule(SIGNUP_EMAIL_SWEEP_JOB, "* * * * *");
  // 'Baixar meus dados': one ZIP per job, two at a time per instance, 2 retries from a minute.
  // A copy is written in well under 30 minutes; a job running longer was lost and is retried.
  jobs.register<DataExportJob>(DATA_EXPORT_JOB, (data, job) => buildExport(deps, data, job), {
    concurrency: 2,
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 30 * 60,
  });
  // Copies past their 7 days lose their file, swept hourly.
  jobs.register(
    PURGE_DATA_EXPORTS_JOB,
    async () => {
      const { removed, failed } = await purgeExpiredExports(deps);
      if (removed || failed) logger.info({ removed, failed }, "expired data exports swept");
    },
    { retryLimit: 0, pollSeconds: 60 },
  );
  jobs.schedule(PURGE_DATA_EXPORTS_JOB, "23 * * * *");
  // Backups (/admin/backups): one at a time, tried twice; a run still going after 6 h was lost
  // with its process. The schedule ticks every 15 minutes and queues the day's backup once.
  jobs.register<BackupJob>(BACKUP_RUN_JOB, (data, job) => runBackup(deps, data, job), {
    concurrency: 1,
    retryLimit: 1,
    retryDelay: 60,
    expireInSeconds: 6 * 60 * 60,
  });
  jobs.register(BACKUP_SCHEDULE_JOB, () => scheduledBackup(deps), { retryLimit: 0 });
  jobs.schedule(BACKUP_SCHEDULE_JOB, "*/15 * * * *");
  // Sales notifications: each delivery stored before its 200 is applied by one job, one at a time
  // (they take turns on one lock anyway), retried 8 times from 5 s with back-off (about
  // 20 minutes: a payment waiting for its sale's notification, a database hiccup). One takes
  // milliseconds, so a job still running after a minute was lost with its process and is retried.
  jobs.register<SalesDeliveryJob>(SALES_DELIVERY_JOB, (data, job) => processDelivery(deps, data, job), {
    concurrency: 1,
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 60,
  });
  // An offer edited: its purchases granted again by the new terms.
  jobs.register<SalesOfferSyncJob>(SALES_OFFER_SYNC_JOB, (data) => syncOffer(deps, data), {
    retryLimit: 5,
    retryDelay: 30,
    expireInSeconds: 30 * 60,
  });
  // Tiers and the Aluno role whose paid period ended: taken back every 5 minutes.
  jobs.register(SALES_GRANT_SWEEP_JOB, () => sweepLapsedGrants(deps), { retryLimit: 0, pollSeconds: 60 });
  jobs.schedule(SALES_GRANT_SWEEP_JOB, "*/5 * * * *");
}

/**
 * Migrates, seeds the demo community on the first start of an empty embedded database
 * (or when SEED_DEMO is set), applies ADMIN_EMAIL/ADMIN_PASSWORD, then builds the deps.
 */
export async function prepare(config: Config, logger: Logger) {
  const database = openDatabase(config, logger);
  await database.migrate();
  const shouldSeed = (database.kind === "pglite" || config.seedDemo) && (await isDatabaseEmpty(database.db));
  if (shouldSeed) {
    const demo = await seedDemo(database.db);
    logger.info(
      { admin: demo.adminEmail, member: demo.memberEmail, password: demo.password },
      "demo community created",
    );
    process.stdout.write(
      `\n  Comunidade de demonstração criada.\n  Admin:  ${demo.adminEmail}\n  Membro: ${demo.memberEmail}\n  Senha:  ${demo.password}\n\n`,
    );
  }
  if (config.adminEmail && config.adminPassword) {
    const result = await ensureAdmin(database.db, config.adminEmail, config.adminPassword, config.adminName);
    logger.info({ email: config.adminEmail, result }, "admin account ready");
  }
  return createDeps(config, database, logger);
}

export async function startServer(config: Config) {
  const logger = createLogger(config.logLevel);
  const deps = await prepare(config, logger);
  const app = createApp(deps);
  // Requests still being answered when the server stops (their client may already be gone) finish
  // before the database closes under them.
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  const handle: typeof app.fetch = async (...args) => {
    inFlight += 1;
    try {
      return await app.fetch(...args);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    }
  };
  const answered = (timeoutMs: number) =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          onIdle = resolve;
          setTimeout(resolve, timeoutMs).unref();
        });
  const { server, port } = await listen(handle, { port: config.port, hostname: config.host });
  logger.info({ port, database: deps.database.kind, url: config.publicUrl }, "server listening");
  const sockets = attachRealtime(server, {
    hub: deps.realtime,
    logger,
    allowedOrigins: [config.publicUrl],
    sessions: realtimeSessions(deps, (tokens) => findSocketSessions(deps.database.db, tokens)),
    reach: (event) => realtimeReach(deps.database.db, event),
  });
  // The queue starts once the server answers, so a restart is ready to serve without waiting.
  deps.jobs.start().catch((err) => logger.error({ err }, "job queue failed to start"));
  const close = async () => {
    sockets.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await answered(10_000);
    await deps.jobs.stop();
    await deps.realtime.close();
    await deps.database.close();
  };
  return { server, deps, close };
}
