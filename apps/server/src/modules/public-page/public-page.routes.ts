import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import * as service from "./public-page.service";

/**
 * /public/*: read without a session, answered only while the admin has the 'Página pública' on
 * (404 otherwise). The switch and the description are edited under /admin/settings (settings).
 */
export const publicPageRoutes = new Hono<AppEnv>()
  .get("/public/landing", async (c) => c.json(await service.landing(c.var.deps.database.db)))
  .get("/public/plans", async (c) => c.json(await service.plans(c.var.deps.database.db)));
