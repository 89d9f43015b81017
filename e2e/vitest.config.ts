import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["*.e2e.test.ts"],
    globalSetup: ["./support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 400_000,
    hookTimeout: 660_000,
    // A browser on 2 busy cores often needs more than vitest's default 1 s to settle.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
