import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin } from "../../platform/http/session";
import { adminHub } from "./admin-hub.service";

// /admin/* is for admins only (app.ts checks it before any of these run); checked here again so
// the route stays safe wherever it is mounted.
export const adminHubRoutes = new Hono<AppEnv>().get("/admin/hub", async (c) => {
  requireAdmin(c);
  return c.json(await adminHub(c.var.deps.database.db));
});
