import type { TestProject } from "vitest/node";
import { scratchPostgres } from "./scratch-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's own PostgreSQL database (empty when the run is on PGlite). */
    testDatabaseUrl: string;
  }
}

let drop: (() => Promise<void>) | undefined;

/**
 * With TEST_DATABASE_URL, one brand-new database for the whole run, made here rather than in the
 * test worker so that it is dropped at the end even though the worker never closes its pool.
 */
export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide("testDatabaseUrl", "");
    return;
  }
  const scratch = await scratchPostgres(serverUrl, "guilda_test");
  drop = scratch.drop;
  project.provide("testDatabaseUrl", scratch.url);
}

export async function teardown() {
  await drop?.();
}
