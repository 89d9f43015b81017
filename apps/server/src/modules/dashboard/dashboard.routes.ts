import { dashboardQuerySchema } from "@guilda/shared/schemas/dashboard";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./dashboard.service";

// /admin/* is for admins only (app.ts checks it before any of these run); checked here again so
// the route stays safe wherever it is mounted.
export const dashboardRoutes = new Hono<AppEnv>().get(
  "/admin/dashboard",
  validate("query", dashboardQuerySchema),
  async (c) => {
    requireAdmin(c);
    return c.json(await service.adminDashboard(c.var.deps.database.db, c.req.valid("query").period));
  },
);
