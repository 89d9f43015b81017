import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabase } from "../../test/harness";
import type { Db } from "../db";
import { createLogger } from "../logger";
import { createJobs, type Jobs } from "./index";

describe("job queue", () => {
  const instances: Jobs[] = [];
  afterAll(async () => {
    for (const jobs of instances) await jobs.stop();
  });

  it("runs each job exactly once across two instances, and keeps one schedule per name", async () => {
    await createTestApp(); // empties the tables and the queue; its own workers stay idle here
    const database = await testDatabase();
    const handled: { instance: number; n: number }[] = [];
    for (const instance of [1, 2]) {
      const jobs = createJobs({ database, logger: createLogger("silent") });
      jobs.register<{ n: number }>(
        "contagem",
        async ({ n }) => {
          await new Promise((r) => setTimeout(r, 5));
          handled.push({ instance, n });
        },
        { concurrency: 4 },
      );
      jobs.schedule("varredura-teste", "17 * * * *");
      await jobs.start();
      instances.push(jobs);
    }
    await instances[0]!.enqueueMany(
      "contagem",
      Array.from({ length: 60 }, (_, n) => ({ n })),
    );
    await instances[0]!.idle(["contagem"]);
    await instances[1]!.idle(["contagem"]);
    expect(handled.map((h) => h.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    const schedules = await database.sql(
      "select name, cron from pgboss.schedule where name = 'varredura-teste'",
    );
    expect(schedules.rows).toEqual([{ name: "varredura-teste", cron: "17 * * * *" }]);
  });

  it("queues jobs inside a transaction only if it commits", async () => {
    const database = await testDatabase();
    const jobs = createJobs({ database, logger: createLogger("silent") });
    instances.push(jobs);
    const seen: string[] = [];
    jobs.register<{ tag: string }>("transacional", async ({ tag }) => void seen.push(tag));
    await jobs.start();
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueueMany("transacional", [{ tag: "desfeito" }], { db: tx as unknown as Db });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    await database.db.transaction(async (tx) => {
      await jobs.enqueueMany("transacional", [{ tag: "gravado" }], { db: tx as unknown as Db });
    });
    expect(await jobs.liveJobs("transacional", "tag", ["desfeito", "gravado"])).toEqual(new Set(["gravado"]));
    await jobs.idle(["transacional"]);
    expect(seen).toEqual(["gravado"]);
  });

  it("retries a failing job and reports the last attempt", async () => {
    const database = await testDatabase();
    const jobs = createJobs({ database, logger: createLogger("silent") });
    instances.push(jobs);
    const attempts: { retryCount: number; isLastAttempt: boolean }[] = [];
    jobs.register(
      "falha",
      async (_data, job) => {
        attempts.push({ retryCount: job.retryCount, isLastAttempt: job.isLastAttempt });
        throw new Error("fora do ar");
      },
      { retryLimit: 2, retryDelay: 0, retryBackoff: false },
    );
    await jobs.start();
    await jobs.enqueueMany("falha", [{}]);
    // The third attempt is awaited itself: once, on PostgreSQL, idle() answered between the second
    // and the third.
    await expect.poll(() => attempts.length, { timeout: 30_000 }).toBe(3);
    await jobs.idle(["falha"], 30_000);
    expect(attempts).toEqual([
      { retryCount: 0, isLastAttempt: false },
      { retryCount: 1, isLastAttempt: false },
      { retryCount: 2, isLastAttempt: true },
    ]);
  });
});
