import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";

/** /api/admin/gamification and /api/admin/missions: the scoring rules and missions. */
export const gamificationAdminRoutes = new Hono<AppEnv>();
