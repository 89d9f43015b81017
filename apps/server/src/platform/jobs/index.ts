import PgBoss from "pg-boss";
import { rawSqlOn, type Database, type Db } from "../db";
import type { Logger } from "../logger";

export type JobContext = {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /** True when a failure now is final: no retry follows. */
  isLastAttempt: boolean;
};

export type JobOptions = {
  /** Tries after the first one. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Jobs handled at once by this process. */
  concurrency?: number;
  /**
   * A job still running after this long is taken for lost (its process died) and retried. Keep it
   * above the longest a handler can take.
   */
  expireInSeconds?: number;
  /** How often an idle worker of this queue looks for jobs (default 1 s). */
  pollSeconds?: number;
};

type Handler = (data: any, job: JobContext) => Promise<void>;

export type Jobs = {
  /** A queue and its handler; every instance works every queue. Call before start(). */
  register<T>(name: string, handler: (data: T, job: JobContext) => Promise<void>, options?: JobOptions): void;
  /** A recurring job (cron, UTC) that runs once per tick however many instances run. */
  schedule(name: string, cron: string): void;
  /**
   * Queues one job per item. With `db` (a transaction), the jobs exist only if it commits, so rows
   * and their jobs are written together.
   */
  enqueueMany<T extends object>(name: string, items: T[], options?: { db?: Db }): Promise<void>;
  /** Which of these values of `data[field]` have a job of `name` waiting, retrying or running. */
  liveJobs(name: string, field: string, values: string[]): Promise<Set<string>>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once no job of these queues is waiting or running (tests, benchmarks). */
  idle(names: string[], timeoutMs?: number): Promise<void>;
};

/** How often an idle worker looks for new jobs. */
const POLL_SECONDS = 1;

/**
 * Background jobs on pg-boss, in the app's own database: the embedded PGlite through the same
 * client as Drizzle (one statement at a time), or PostgreSQL through the app's pool. Jobs are
 * rows, so a job queued in a transaction exists only if that transaction commits, and a process
 * that dies mid-job leaves it to be retried by any instance.
 */
export function createJobs({ database, logger }: { database: Database; logger: Logger }): Jobs {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.sql(text, values) },
    schema: "pgboss",
    // Maintenance (expiring stuck jobs, archiving) and the cron clock, shared by all instances.
    supervise: true,
    // Lost jobs (their process died) are found this often and retried once they expire.
    maintenanceIntervalSeconds: 20,
    schedule: true,
    migrate: true,
  } as PgBoss.ConstructorOptions);
  boss.on("error", (err) => logger.error({ err }, "job queue error"));

  const handlers = new Map<string, { handler: Handler; options: JobOptions }>();
  const schedules: { name: string; cron: string }[] = [];
  const running = new Map<string, number>();
  const workers = new Map<string, string>();
  let started: Promise<void> | undefined;
  let stopped = false;

  // Workers start taking jobs while later queues are still being created. A handler waits until
  // the whole queue is up: on PGlite (one connection) a handler that queues jobs inside its
  // transaction would otherwise wait for the start-up, which waits for that transaction.
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  async function run(name: string, handler: Handler, job: PgBoss.JobWithMetadata<unknown>) {
    running.set(name, (running.get(name) ?? 0) + 1);
    try {
      await ready;
      await handler(job.data, {
        id: job.id,
        retryCount: job.retryCount,
        isLastAttempt: job.retryCount >= job.retryLimit,
      });
    } catch (err) {
      logger.warn({ err, job: name, id: job.id, retry: job.retryCount }, "job failed");
      throw err;
    } finally {
      running.set(name, (running.get(name) ?? 1) - 1);
    }
  }

  async function startBoss() {
    await boss.start();
    for (const [name, { handler, options }] of handlers) {
      await boss.createQueue(name, {
        name,
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelay ?? 10,
        retryBackoff: options.retryBackoff ?? true,
        ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      });
      // One poller per queue takes up to `concurrency` jobs; each job completes or fails on its
      // own (a failed one is retried with back-off, the others of the batch are done).
      const batchSize = options.concurrency ?? 1;
      const workerId = await boss.work(
        name,
        { pollingIntervalSeconds: options.pollSeconds ?? POLL_SECONDS, batchSize, includeMetadata: true },
        async (jobs) => {
          const outcomes = await Promise.allSettled(jobs.map((job) => run(name, handler, job)));
          for (const [i, outcome] of outcomes.entries()) {
            if (outcome.status === "rejected") {
              const reason = outcome.reason as Error;
              await boss.fail(name, jobs[i]!.id, { message: String(reason?.message ?? reason) });
            }
          }
          // A full batch means more are waiting: fetch again at once instead of after the interval.
          if (jobs.length === batchSize) boss.notifyWorker(workerId);
        },
      );
      workers.set(name, workerId);
    }
    for (const { name, cron } of schedules) {
      if (!handlers.has(name)) await boss.createQueue(name);
      await boss.schedule(name, cron, {}, { tz: "UTC" });
    }
    markReady();
  }

  return {
    register(name, handler, options = {}) {
      handlers.set(name, { handler: handler as Handler, options });
    },
    schedule(name, cron) {
      schedules.push({ name, cron });
    },
    async enqueueMany(name, items, { db } = {}) {
      if (items.length === 0) return;
      // Inside a transaction on PGlite, starting the queue now would wait for that very
      // transaction: callers start it first (liveJobs or start()).
      if (db && !started) throw new Error("start the job queue before queueing inside a transaction");
      await (started ??= startBoss());
      const options: JobOptions = handlers.get(name)?.options ?? {};
      const executor = db ? { executeSql: rawSqlOn(db) } : undefined;
      for (let i = 0; i < items.length; i += 1000) {
        await boss.insert(
          items.slice(i, i + 1000).map((data) => ({
            name,
            data,
            retryLimit: options.retryLimit ?? 5,
            retryDelay: options.retryDelay ?? 10,
            retryBackoff: options.retryBackoff ?? true,
            ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
          })),
          executor ? { db: executor } : {},
        );
      }
      // This instance's worker starts now rather than at its next poll.
      const workerId = workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },
    async liveJobs(name, field, values) {
      await (started ??= startBoss());
      if (values.length === 0) return new Set();
      const { rows } = await database.sql(
        `select distinct data->>$3 as value from pgboss.job
         where name = $1 and state < 'completed' and data->>$3 = any($2::text[])`,
        [name, values, field],
      );
      return new Set(rows.map((r: { value: string }) => r.value));
    },
    start() {
      return (started ??= startBoss());
    },
    async stop() {
      if (stopped || !started) return;
      stopped = true;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async idle(names, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        let busy = 0;
        for (const name of names) {
          busy += (await boss.getQueueSize(name, { before: "completed" })) + (running.get(name) ?? 0);
        }
        if (busy === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still pending in ${names.join(", ")}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
