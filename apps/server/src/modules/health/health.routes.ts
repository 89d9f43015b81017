import { Hono } from "hono";
import { migrationState } from "../../platform/db";
import type { AppEnv } from "../../platform/http/context";

export const healthRoutes = new Hono<AppEnv>().get("/health", async (c) => {
  const { database } = c.var.deps;
  const migrations = await migrationState(database.db);
  return c.json({ status: "ok", database: database.kind, migrations }, migrations.upToDate ? 200 : 503);
});
