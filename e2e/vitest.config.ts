import { defineConfig } from "vitest/config";

/**
 * Test files run in this many workers at once, each against its own server and database
 * (support/global-setup.ts, support/server.ts); the files of one worker run one after another.
 * One journey (its browser and its server) keeps about 85 % of two cores busy, so two workers fill
 * a small machine; a third only made every journey three times slower, with no more done per minute.
 * `E2E_WORKERS=1` runs everything against one server.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export default defineConfig({
  test: {
    include: ["*.e2e.test.ts"],
    globalSetup: ["./support/global-setup.ts"],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 400_000,
    hookTimeout: 660_000,
    // A browser on 2 busy cores often needs more than vitest's default 1 s to settle.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
