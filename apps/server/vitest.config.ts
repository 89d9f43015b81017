import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // One embedded database serves every file (starting PGlite is the slow part);
    // each file starts from empty tables.
    fileParallelism: false,
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    globalSetup: ["src/test/global-database.ts"],
    setupFiles: ["src/test/fail-on-console-error.ts"],
  },
});
