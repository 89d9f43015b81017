import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["*.e2e.test.ts"],
    globalSetup: ["./support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 400_000,
    hookTimeout: 660_000,
  },
});
